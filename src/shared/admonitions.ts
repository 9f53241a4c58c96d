/**
 * Docusaurus's admonition types: the look each one takes (its CSS modifier)
 * and its default title. `caution` looks like a warning and `important` like
 * an info box, under their own titles, as in Docusaurus.
 */
export const ADMONITION_TYPES: Readonly<Record<string, { look: string; title: string }>> = {
  note: { look: 'note', title: 'Note' },
  tip: { look: 'tip', title: 'Tip' },
  info: { look: 'info', title: 'Info' },
  important: { look: 'info', title: 'Important' },
  warning: { look: 'warning', title: 'Warning' },
  caution: { look: 'warning', title: 'Caution' },
  danger: { look: 'danger', title: 'Danger' },
};

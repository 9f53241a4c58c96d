import type { Messages } from './translations.ts';

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

// The types Docusaurus words by a message id (`theme.admonition.note`); its other names keep their English title.
const TRANSLATED_TYPES = new Set(['note', 'tip', 'info', 'warning', 'caution', 'danger']);

/** The default title of a known admonition type, in the site's language when its messages say it. */
export function admonitionTitle(type: string, messages: Messages): string {
  const title = ADMONITION_TYPES[type]?.title ?? type;
  return TRANSLATED_TYPES.has(type) ? messages.text(`theme.admonition.${type}`, title) : title;
}

// Docusaurus's <Admonition type title>, with the markup of the `:::note`
// container syntax, so both forms look and behave the same.

import type { ReactNode } from 'react';

const TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Warning', important: 'Important' };
// The container syntax shows caution as a warning and important as info; the component follows it.
const CSS_TYPES: Record<string, string> = { caution: 'warning', important: 'info' };

export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const known = type in TITLES ? type : 'note';
  return (
    <aside className={`admonition admonition--${CSS_TYPES[known] ?? known}`} role="note">
      <p className="admonition__title">{title ?? TITLES[known]}</p>
      <div className="admonition__body">{children}</div>
    </aside>
  );
}

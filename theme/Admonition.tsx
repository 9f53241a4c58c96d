// The admonition box, the same markup for `:::tip` in Markdown (built by
// remark-admonitions) and for `<Admonition type="tip">` in MDX.

import type { ReactNode } from 'react';
import { ADMONITION_TYPES } from '../src/shared/admonitions.ts';

export interface AdmonitionProps {
  type: string;
  title?: ReactNode;
  children?: ReactNode;
}

/** An unknown type looks like `info`, as Docusaurus does, under the type's own name. */
export function Admonition({ type, title, children }: AdmonitionProps) {
  const known = ADMONITION_TYPES[type];
  return (
    <aside className={`admonition admonition--${known?.look ?? 'info'}`} role="note">
      <p className="admonition__title">{title ?? known?.title ?? type}</p>
      <div className="admonition__body">{children}</div>
    </aside>
  );
}

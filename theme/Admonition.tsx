// The admonition box, the same markup for `:::tip` in Markdown (built by
// remark-admonitions) and for `<Admonition type="tip">` in MDX.

import type { ReactNode } from 'react';
import { ADMONITION_TYPES, admonitionTitle } from '../src/shared/admonitions.ts';
import { useMessages } from './use-messages.ts';

export interface AdmonitionProps {
  type: string;
  title?: ReactNode;
  children?: ReactNode;
}

/** An unknown type looks like `info`, as Docusaurus does, under the type's own name. */
export function Admonition({ type, title, children }: AdmonitionProps) {
  const known = ADMONITION_TYPES[type];
  const messages = useMessages();
  return (
    <aside className={`admonition admonition--${known?.look ?? 'info'}`} role="note">
      <p className="admonition__title">{title ?? (known ? admonitionTitle(type, messages) : type)}</p>
      <div className="admonition__body">{children}</div>
    </aside>
  );
}

// Docusaurus's <Heading as="h2" id>: a heading with its anchor link.

import type { ReactNode } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function Heading({ as: Tag = 'h2', id, children, className }: { as?: Level; id?: string; children?: ReactNode; className?: string }) {
  if (Tag === 'h1' || !id) return <Tag id={id} className={className}>{children}</Tag>;
  return (
    <Tag id={id} className={className}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${typeof children === 'string' ? children : id}`}>
        #
      </a>
    </Tag>
  );
}

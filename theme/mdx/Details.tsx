// Docusaurus's <Details>: a native <details>, so it opens and closes with no
// JavaScript. The summary comes from the `summary` prop or a <summary> child.

import { Children, isValidElement, type ReactNode } from 'react';

export function Details({ summary, children, className, open }: { summary?: ReactNode; children?: ReactNode; className?: string; open?: boolean }) {
  const parts = Children.toArray(children);
  const summaryChild = parts.find((child) => isValidElement(child) && child.type === 'summary');
  const rest = parts.filter((child) => child !== summaryChild);
  return (
    <details className={`details${className ? ` ${className}` : ''}`} open={open}>
      {summaryChild ?? <summary>{summary ?? 'Details'}</summary>}
      <div className="details__body">{rest}</div>
    </details>
  );
}

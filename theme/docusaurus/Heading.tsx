import { createElement, type ReactNode } from 'react';

type HeadingProps = { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode } & Record<string, unknown>;

/** Docusaurus's Heading: the element it is told to be, with a link to itself when it has an id. */
export default function Heading({ as, id, children, ...rest }: HeadingProps) {
  // The self-link has no text: it is drawn by CSS and named by its aria-label.
  // biome-ignore lint/a11y/useAnchorContent: named by aria-label, drawn by CSS
  const self = id && as !== 'h1' ? <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${id}`} /> : null;
  return createElement(as, { id, ...rest }, children, self);
}

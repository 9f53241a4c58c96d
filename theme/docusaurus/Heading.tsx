import { createElement, type ReactNode } from 'react';

type HeadingProps = { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode } & Record<string, unknown>;

/** Docusaurus's Heading: the element it is told to be, with a link to itself when it has an id. */
export default function Heading({ as, id, children, ...rest }: HeadingProps) {
  return createElement(
    as,
    { id, ...rest },
    children,
    id && as !== 'h1' ? (
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${id}`}>
        {/* A zero-width space, as Docusaurus writes it: the link is drawn by CSS. */}
        {'\u200B'}
      </a>
    ) : null,
  );
}

import { createElement, type ReactNode } from 'react';
import { useMessages } from '../use-messages.ts';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
type HeadingProps = { as?: Level; id?: string; children?: ReactNode } & Record<string, unknown>;

/**
 * Docusaurus's Heading, for content and React pages alike: the element it is
 * told to be, with the same self-link Markdown headings get when it has an id
 * (an h1 gets none).
 */
export default function Heading({ as = 'h2', id, children, ...rest }: HeadingProps) {
  const label = typeof children === 'string' ? children : id;
  const messages = useMessages();
  const self =
    id && as !== 'h1' ? (
      <a className="hash-link" href={`#${id}`} aria-label={messages.text('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: label ?? '' })}>
        #
      </a>
    ) : null;
  return createElement(as, { id, ...rest }, children, self);
}

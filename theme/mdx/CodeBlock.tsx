// Docusaurus's <CodeBlock>. Code written in the page (`<CodeBlock language="js">{`…`}</CodeBlock>`) never gets
// here: the compiler turns it into a fenced block. Code known only when the page renders (an imported string) is
// highlighted here, by the same highlighter and into the same frame as a fence (theme/code-highlight.ts); a block
// the highlighter cannot do is shown in that frame without colours.

import { Children, type CSSProperties, type ReactNode } from 'react';
import type { HighlightedCode } from '../../src/shared/types.ts';
import { useHighlightedCode } from '../code-highlight.ts';
import { useMessages } from '../use-messages.ts';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  /** Text, or (as Docusaurus's CodeBlock takes it) any React node. */
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  metastring?: string;
  className?: string;
}

/** The props as a fence's meta string, as the compiler writes them for code written in the page. */
function metaOf({ title, showLineNumbers, metastring }: CodeBlockProps): string {
  const lineNumbers = showLineNumbers === true ? 'showLineNumbers' : typeof showLineNumbers === 'number' ? `showLineNumbers=${showLineNumbers}` : '';
  // A title that is no text (a link beside a file name) is not part of the meta string: the frame shows it as given.
  return [typeof title === 'string' ? `title="${title.replaceAll('"', "'")}"` : '', lineNumbers, metastring ?? ''].filter(Boolean).join(' ');
}

/** A `style` attribute's declarations as React's style object (custom properties kept as they are). */
function styleObject(style: string | undefined): CSSProperties | undefined {
  if (!style) return undefined;
  const entries = style.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    return colon > 0 ? [[declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()]] : [];
  });
  return Object.fromEntries(entries) as CSSProperties;
}

export function CodeBlock(props: CodeBlockProps) {
  const { children, language, className } = props;
  const code = Children.toArray(children).filter((c) => typeof c === 'string' || typeof c === 'number').join('').replace(/\n$/, '');
  const requested = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const metastring = metaOf(props);
  const highlighted = useHighlightedCode(code, requested, metastring);
  if (highlighted) return <HighlightedFrame block={highlighted} title={typeof props.title === 'string' ? undefined : props.title} />;
  return (
    <figure className="code-block" data-language={requested ?? 'text'}>
      {props.title && <figcaption className="code-block__title">{props.title}</figcaption>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls sideways must be reachable by keyboard, as highlighted blocks are */}
      <pre className="shiki" tabIndex={0}>
        <code>{code}</code>
      </pre>
      <CopyButton />
    </figure>
  );
}

/** The frame rehype-code.ts gives a fence: the same elements, classes and styles. */
function HighlightedFrame({ block, title = block.title }: { block: HighlightedCode; title?: ReactNode }) {
  const numbered = block.lineNumbersFrom !== undefined;
  return (
    <figure
      className={numbered ? 'code-block code-block--line-numbers' : 'code-block'}
      data-language={block.lang}
      style={numbered && block.lineNumbersFrom !== 1 ? { counterReset: `line ${block.lineNumbersFrom! - 1}` } : undefined}
    >
      {title && <figcaption className="code-block__title">{title}</figcaption>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: as a fence's block, reachable by keyboard when it scrolls sideways */}
      <pre className={block.preClass} style={styleObject(block.preStyle)} tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: block.html }} />
      </pre>
      <CopyButton />
    </figure>
  );
}

function CopyButton() {
  const messages = useMessages();
  return (
    <button type="button" className="code-block__copy" aria-label={messages.text('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard')}>
      {messages.text('theme.CodeBlock.copy', 'Copy')}
    </button>
  );
}

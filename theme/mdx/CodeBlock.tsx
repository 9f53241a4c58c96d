// Docusaurus's <CodeBlock> when its code is only known at render time. Code
// written in the page (`<CodeBlock language="js">{`…`}</CodeBlock>`) never
// gets here: the compiler turns it into a fenced block, highlighted at build
// time. This fallback shows the same frame without colours.

import { Children, type ReactNode } from 'react';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
  className?: string;
}

export function CodeBlock({ children, language, title, className }: CodeBlockProps) {
  const code = Children.toArray(children).filter((c) => typeof c === 'string' || typeof c === 'number').join('').replace(/\n$/, '');
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  return (
    <figure className="code-block" data-language={lang}>
      {title && <figcaption className="code-block__title">{title}</figcaption>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls sideways must be reachable by keyboard, as highlighted blocks are */}
      <pre className="shiki" tabIndex={0}>
        <code>{code}</code>
      </pre>
      <button type="button" className="code-block__copy" aria-label="Copy code to clipboard">
        Copy
      </button>
    </figure>
  );
}

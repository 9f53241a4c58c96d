// `<CodeBlock>` with code known only while a page renders (an imported string, a value computed by a component)
// is highlighted as a fence is: on the server, by the highlighter the build uses (Prism with the site's themes and
// languages, or Shiki), which the renderer registers here. The browser has no highlighter: a React page's blocks
// reach it in the page's data (PageData.codeBlocks), collected while the server rendered the page.

import { type Context, createContext, useContext } from 'react';
import type { HighlightedCode } from '../src/shared/types.ts';
import { usePageData } from './docusaurus/page-context.ts';

export interface RenderHighlighter {
  /** The block, or undefined when the highlighter is not ready for its language yet. */
  highlight(code: string, language: string | undefined, metastring: string): HighlightedCode | undefined;
}

// Global, as the contexts are: a page's code carries its own copy of this module.
const KEY = Symbol.for('docs-build.render-highlighter');
const COLLECTOR_KEY = Symbol.for('docs-build.code-blocks');
const holder = globalThis as typeof globalThis & { [KEY]?: RenderHighlighter; [COLLECTOR_KEY]?: Context<Record<string, HighlightedCode> | undefined> };

/** Set by the server renderer of each thread; never in the browser. */
export function provideRenderHighlighter(highlighter: RenderHighlighter | undefined): void {
  holder[KEY] = highlighter;
}

export function renderHighlighter(): RenderHighlighter | undefined {
  return holder[KEY];
}

/** Where the server render of a React page collects its blocks, for the page's data. */
export const CodeBlocksCollector: Context<Record<string, HighlightedCode> | undefined> = (holder[COLLECTOR_KEY] ??= createContext<Record<string, HighlightedCode> | undefined>(undefined));

/** The key of a block in a page's data: two FNV-1a hashes of its language, meta and code. */
export function codeBlockKey(language: string | undefined, metastring: string, code: string): string {
  const text = `${language ?? ''}\u0000${metastring}\u0000${code}`;
  const fnv = (seed: number) => {
    let hash = seed;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return (hash >>> 0).toString(36);
  };
  return `${fnv(0x811c9dc5)}${fnv(0x050c5d1f)}`;
}

/** The block highlighted: by the server's highlighter, else from the page's data in the browser. */
export function useHighlightedCode(code: string, language: string | undefined, metastring: string): HighlightedCode | undefined {
  const collected = useContext(CodeBlocksCollector);
  const page = usePageData();
  const key = codeBlockKey(language, metastring, code);
  const server = renderHighlighter();
  if (!server) return page?.codeBlocks?.[key];
  const highlighted = server.highlight(code, language, metastring);
  if (highlighted && collected) collected[key] = highlighted;
  return highlighted;
}

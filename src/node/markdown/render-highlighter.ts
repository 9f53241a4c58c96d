import type { Element, ElementContent } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { provideRenderHighlighter, type RenderHighlighter } from '../../../theme/code-highlight.ts';
import type { HighlightedCode } from '../../shared/types.ts';
import { markLines } from './magic-comments.ts';
import { type CodeOptions, PLAIN, parseMeta } from './rehype-code.ts';

/** The server's side of the render highlighter: what a page's render asked for that was not ready. */
export interface ServerRenderHighlighter extends RenderHighlighter {
  /** Loads the grammars renders asked for and did not have; true when there were any (render the page again). */
  prepare(): Promise<boolean>;
  /** Languages of blocks since the last call that the highlighter does not know (shown as plain text). */
  takeUnknown(): string[];
}

const stringify = unified().use(rehypeStringify);

/**
 * Highlights a `<CodeBlock>` whose code is known only while its page renders, as rehype-code.ts highlights a
 * fence: the fence's default language, magic comments and meta (`title`, `showLineNumbers`), the same highlighter
 * and themes. React renders synchronously, so a block whose grammar is not loaded yet (Shiki) is left plain, its
 * language noted, and the page rendered again once `prepare()` has loaded it.
 */
export function createRenderHighlighter(options: CodeOptions): ServerRenderHighlighter {
  const wanted = new Set<string>();
  const unknown = new Set<string>();
  return {
    highlight(code, language, metastring): HighlightedCode | undefined {
      const requested = (language ?? options.defaultLanguage ?? 'text').toLowerCase();
      const { code: marked, lineClassNames } = markLines(code, { meta: metastring, language: requested, magicComments: options.magicComments });
      const done = options.highlighter.highlightNow(marked, requested, lineClassNames);
      if (!done) {
        wanted.add(requested);
        return undefined;
      }
      if (!done.known && !PLAIN.has(requested)) unknown.add(requested);
      const inner = done.pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      const { title, lineNumbersFrom } = parseMeta(metastring);
      // Prism's tree names the classes `className`, Shiki's `class`.
      const className = done.pre.properties.className ?? done.pre.properties.class;
      const style = done.pre.properties.style;
      return {
        lang: done.lang,
        preClass: Array.isArray(className) ? className.join(' ') : String(className ?? ''),
        ...(typeof style === 'string' ? { preStyle: style } : {}),
        html: stringify.stringify({ type: 'root', children: (inner?.children ?? []) as ElementContent[] }),
        ...(title !== undefined ? { title } : {}),
        ...(lineNumbersFrom !== undefined ? { lineNumbersFrom } : {}),
      };
    },
    async prepare() {
      if (wanted.size === 0) return false;
      const languages = [...wanted];
      wanted.clear();
      for (const language of languages) await options.highlighter.prepare(language);
      return true;
    },
    takeUnknown() {
      const languages = [...unknown];
      unknown.clear();
      return languages;
    },
  };
}

let installed: ServerRenderHighlighter | undefined;

/** Makes the thread's render highlighter, from the code options its renderer highlights fences with. */
export function installRenderHighlighter(options: CodeOptions): void {
  installed = createRenderHighlighter(options);
  provideRenderHighlighter(installed);
}

export function installedRenderHighlighter(): ServerRenderHighlighter | undefined {
  return installed;
}

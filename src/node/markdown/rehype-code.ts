import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { MagicComment } from '../config/schema.ts';
import type { HighlightCache, HighlightedBlock } from './highlight-cache.ts';
import { markLines } from './magic-comments.ts';
import { messagesFor, type Messages } from '../../shared/translations.ts';

const ENGLISH = messagesFor('en', undefined);

/** What turns a block's code into its highlighted `<pre>`: Prism or Shiki. */
export interface CodeHighlighter {
  /** The highlighter, its version and its themes: part of every kept block's key. */
  readonly key: string;
  /** The highlighter's name for a fence's language, and whether it has a grammar for it. */
  resolveLanguage(requested: string): Promise<{ lang: string; known: boolean }>;
  /** `lineClassNames` holds the classes of 1-based lines. */
  highlight(code: string, lang: string, lineClassNames: ReadonlyMap<number, string[]>): Promise<Element>;
  /**
   * Both steps at once, for code known only while a page renders (`<CodeBlock>{code}</CodeBlock>`); undefined
   * while the highlighter cannot yet (a grammar not loaded: `prepare` loads it).
   */
  highlightNow(code: string, requested: string, lineClassNames: ReadonlyMap<number, string[]>): { pre: Element; lang: string; known: boolean } | undefined;
  prepare(requested: string): Promise<void>;
}

export interface CodeOptions {
  highlighter: CodeHighlighter;
  magicComments: readonly MagicComment[];
  /** Language of a fence that names none. */
  defaultLanguage?: string;
  /** Highlighted blocks kept between builds; none highlights every block. */
  cache?: HighlightCache;
  /** The theme's messages, for the copy button's words; English without them. */
  messages?: Messages;
}

// Names of plain text: shown as they are, without a warning.
export const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);

/**
 * Highlights fenced code at build time in a light and a dark theme (switched
 * by CSS, no highlighting JS shipped), adds the title, the marked lines and a
 * copy button.
 */
export default function rehypeCode(options: CodeOptions) {
  return async (tree: Root, file: VFile) => {
    const blocks: Array<{ pre: Element; parent: Root | Element; index: number }> = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || index === undefined || !parent) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      blocks.push({ pre: node, parent: parent as Root | Element, index });
      return SKIP;
    });
    if (blocks.length === 0) return;
    const kept = options.cache?.forPage(file.path);
    const unknown = new Set<string>();
    for (const { pre, parent, index } of blocks) {
      const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')!;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const requested = (classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? options.defaultLanguage ?? 'text').toLowerCase();
      const metastring = String((code.data as { meta?: string } | undefined)?.meta ?? (code.properties.metastring as string | undefined) ?? '');
      const rawCode = toString(code);
      const key = kept?.keyOf([requested, metastring, rawCode]);
      let block = key ? kept?.get(key) : undefined;
      if (!block) {
        block = await highlightBlock(options, rawCode, requested, metastring);
        if (key) kept?.set(key, block);
      }
      if (!block.known) {
        // Once per language and page here; the build keeps one per language (report/repeated-problems.ts).
        if (!unknown.has(requested)) {
          file.message(`Unknown code block language '${requested}'; its blocks are shown as plain text.`, {
            place: pre.position,
            ruleId: 'code-language',
            source: 'docs-build',
          }).note = 'Use a language name the highlighter knows, add it to `additionalLanguages` (Prism), or write `text`.';
        }
        unknown.add(requested);
      }
      for (const start of block.unclosed) {
        file.message(`A magic comment block of class '${start}' is opened without being closed: none of its lines are marked.`, {
          place: pre.position,
          ruleId: 'code-highlight',
          source: 'docs-build',
        }).note = 'Close it with its end comment (`highlight-end` by default).';
      }
      parent.children[index] = frame(block.pre, block.lang, metastring, pre, options.messages ?? ENGLISH);
    }
    await kept?.save();
  };
}

async function highlightBlock(options: CodeOptions, rawCode: string, requested: string, metastring: string): Promise<HighlightedBlock> {
  const { code, lineClassNames, unclosed } = markLines(rawCode, { meta: metastring, language: requested, magicComments: options.magicComments });
  const resolved = await options.highlighter.resolveLanguage(requested);
  const known = resolved.known || PLAIN.has(requested);
  const pre = await options.highlighter.highlight(code, resolved.lang, lineClassNames);
  pre.properties.tabIndex = 0;
  return { lang: resolved.lang, known, unclosed, pre };
}

/** The block's frame: a figure with the title, the highlighted `<pre>` and a copy button. */
function frame(highlighted: Element, lang: string, metastring: string, source: Element, messages: Messages): Element {
  const meta = parseMeta(metastring);
  const figureChildren: ElementContent[] = [];
  if (meta.title) {
    figureChildren.push({ type: 'element', tagName: 'figcaption', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: meta.title }] });
  }
  figureChildren.push(highlighted, {
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: ['code-block__copy'], ariaLabel: messages.text('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard') },
    children: [{ type: 'text', value: messages.text('theme.CodeBlock.copy', 'Copy') }],
  });
  const figureProperties: Element['properties'] = { className: ['code-block'], dataLanguage: lang };
  if (meta.lineNumbersFrom !== undefined) {
    figureProperties.className = ['code-block', 'code-block--line-numbers'];
    // Lines are numbered by a CSS counter; it counts from 1 unless told otherwise.
    if (meta.lineNumbersFrom !== 1) figureProperties.style = `counter-reset:line ${meta.lineNumbersFrom - 1}`;
  }
  return { type: 'element', tagName: 'figure', properties: figureProperties, children: figureChildren, position: source.position };
}

/** Parses ```lang title="x" showLineNumbers``` meta; `showLineNumbers=5` numbers from 5. Marked lines: see magic-comments.ts. */
export function parseMeta(meta: string): { title?: string; lineNumbersFrom?: number } {
  const title = /title=(["'])(.*?)\1/.exec(meta)?.[2];
  const lineNumbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta);
  const lineNumbersFrom = lineNumbers ? Number(lineNumbers[1] ?? 1) : undefined;
  return { title, lineNumbersFrom };
}

import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { CodeToHastOptions, HighlighterGeneric } from 'shiki';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { shikiLanguage } from './code-languages.ts';
import { applyMagicComments } from './magic-comments.ts';

// Shiki's generic highlighter type; the concrete language/theme unions do not matter here.
export type Highlighter = HighlighterGeneric<string, string>;

export interface CodeOptions {
  /** Shiki's codeToHast, on whichever highlighter can run the language's grammar. */
  codeToHast: (code: string, options: CodeToHastOptions<string, string>) => Promise<Root>;
  themes: { light: string; dark: string };
  /** Loads a grammar the first time a page uses it. */
  ensureLanguage: (lang: string) => Promise<boolean>;
}

// Shiki stops tokenizing a line after 500 ms by default and leaves the rest of the block mis-coloured. The first
// line of a language compiles its patterns, which a busy machine (parallel builds, CI) can stretch past that: the
// same page would then build differently from run to run. Only a runaway pattern should hit this limit.
export const TOKENIZE_TIME_LIMIT_MS = 20_000;

/**
 * Highlights fenced code at build time with Shiki in a light and a dark theme
 * (switched by CSS, no highlighting JS shipped), adds the title, the marked
 * lines and a copy button.
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
    const unknown = new Set<string>();
    for (const { pre, parent, index } of blocks) {
      const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')!;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const requested = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const meta = parseMeta(String((code.data as { meta?: string } | undefined)?.meta ?? (code.properties.metastring as string | undefined) ?? ''));
      const magic = applyMagicComments(toString(code).replace(/\n$/, ''));
      const text = magic.code;
      const highlight = new Set([...meta.highlight, ...magic.highlighted]);
      let lang = shikiLanguage(requested);
      if (lang !== 'text' && !(await options.ensureLanguage(lang))) {
        // Once per language and page here; the build keeps one per language (report/repeated-problems.ts).
        if (!unknown.has(lang)) {
          file.message(`Unknown code block language '${requested}'; its blocks are shown as plain text.`, {
            place: pre.position,
            ruleId: 'code-language',
            source: 'docs-build',
          }).note = "Use a language name Shiki knows (https://shiki.style/languages), or 'text'.";
        }
        unknown.add(lang);
        lang = 'text';
      }
      if (magic.unclosed) {
        file.message('`highlight-start` without a matching `highlight-end`: the lines to the end of the block are highlighted.', {
          place: pre.position,
          ruleId: 'code-highlight',
          source: 'docs-build',
        });
      }
      const highlighted = await options.codeToHast(text, {
        lang,
        themes: options.themes,
        defaultColor: false,
        tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
        transformers: [
          {
            line(node, line) {
              if (highlight.has(line)) this.addClassToHast(node, 'highlighted');
            },
          },
        ],
      });
      const shikiPre = highlighted.children[0] as Element;
      shikiPre.properties.tabIndex = 0;
      const figureChildren: ElementContent[] = [];
      if (meta.title) {
        figureChildren.push({ type: 'element', tagName: 'figcaption', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: meta.title }] });
      }
      figureChildren.push(shikiPre, {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', className: ['code-block__copy'], ariaLabel: 'Copy code to clipboard' },
        children: [{ type: 'text', value: 'Copy' }],
      });
      const figureProperties: Element['properties'] = { className: ['code-block'], dataLanguage: lang };
      if (meta.lineNumbersFrom !== undefined) {
        figureProperties.className = ['code-block', 'code-block--line-numbers'];
        // Lines are numbered by a CSS counter; it counts from 1 unless told otherwise.
        if (meta.lineNumbersFrom !== 1) figureProperties.style = `counter-reset:line ${meta.lineNumbersFrom - 1}`;
      }
      parent.children[index] = {
        type: 'element',
        tagName: 'figure',
        properties: figureProperties,
        children: figureChildren,
        position: pre.position,
      };
    }
  };
}

/** Parses ```lang title="x" {1,3-5} showLineNumbers``` meta; `showLineNumbers=5` numbers from 5. */
export function parseMeta(meta: string): { title?: string; highlight: Set<number>; lineNumbersFrom?: number } {
  const title = /title=(["'])(.*?)\1/.exec(meta)?.[2];
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  if (ranges) {
    for (const part of ranges.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!a) continue;
      for (let n = a; n <= (b ?? a); n++) highlight.add(n);
    }
  }
  const lineNumbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta);
  const lineNumbersFrom = lineNumbers ? Number(lineNumbers[1] ?? 1) : undefined;
  return { title, highlight, lineNumbersFrom };
}

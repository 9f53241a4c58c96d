import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { CodeToHastOptions, HighlighterGeneric } from 'shiki';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';

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
const TOKENIZE_TIME_LIMIT_MS = 20_000;

const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', yml: 'yaml', js: 'javascript', ts: 'typescript', jsonc: 'json', txt: 'text', plaintext: 'text' };

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
    for (const { pre, parent, index } of blocks) {
      const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')!;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const requested = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const meta = parseMeta(String((code.data as { meta?: string } | undefined)?.meta ?? (code.properties.metastring as string | undefined) ?? ''));
      const text = toString(code).replace(/\n$/, '');
      let lang = ALIASES[requested] ?? requested;
      if (lang !== 'text' && !(await options.ensureLanguage(lang))) {
        file.message(`Unknown code block language '${requested}'; the block is shown without highlighting.`, {
          place: pre.position,
          ruleId: 'code-language',
          source: 'docs-build',
        });
        lang = 'text';
      }
      const highlighted = await options.codeToHast(text, {
        lang,
        themes: options.themes,
        defaultColor: false,
        tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
        transformers: [
          {
            line(node, line) {
              if (meta.highlight.has(line)) this.addClassToHast(node, 'highlighted');
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
      parent.children[index] = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['code-block'], dataLanguage: lang },
        children: figureChildren,
        position: pre.position,
      };
    }
  };
}

/** Parses ```lang title="x" {1,3-5}``` meta. */
export function parseMeta(meta: string): { title?: string; highlight: Set<number> } {
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
  return { title, highlight };
}

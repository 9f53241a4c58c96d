import type { Root } from 'hast';
import { bundledLanguages, createHighlighter, type CodeToHastOptions, type HighlighterGeneric } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createRequire } from 'node:module';
import { packagePath } from '../runtime/package-root.ts';
import { threadRegexStore } from './grammar-cache.ts';
import type { Element } from 'hast';
import type { CodeHighlighter } from './rehype-code.ts';
import { shikiLanguage } from './code-languages.ts';

// Shiki's generic highlighter type; the concrete language/theme unions do not matter here.
export type Highlighter = HighlighterGeneric<string, string>;

/** Shiki as this module sets it up: codeToHast on whichever highlighter can run the language's grammar. */
export interface ShikiOptions {
  codeToHast: (code: string, options: CodeToHastOptions<string, string>) => Promise<Root>;
  /** The same at once, when the language's grammar is loaded and the primary engine runs it; else undefined. */
  codeToHastNow: (code: string, options: CodeToHastOptions<string, string>) => Root | undefined;
  themes: { light: string; dark: string };
  /** Loads a grammar the first time a page uses it. */
  ensureLanguage: (lang: string) => Promise<boolean>;
}

// Shiki stops tokenizing a line after 500 ms by default and leaves the rest of the block mis-coloured. The first
// line of a language compiles its patterns, which a busy machine (parallel builds, CI) can stretch past that: the
// same page would then build differently from run to run. Only a runaway pattern should hit this limit.
export const TOKENIZE_TIME_LIMIT_MS = 20_000;

// The '-default' variants meet WCAG AA contrast for comments; the classic ones do not.
const THEMES = { light: 'github-light-default', dark: 'github-dark-default' };

// Creating a highlighter costs ~20 ms and Shiki warns past ten of them: one per thread serves every build.
let shared: Promise<ShikiOptions> | undefined;

/** One Shiki highlighter per thread; grammars load the first time a page uses them. */
export function createShiki(): Promise<ShikiOptions> {
  shared ??= makeShiki();
  return shared;
}

/**
 * Shiki as a code block highlighter, in GitHub's light and dark themes. Its
 * own language names are used (Prism's are mapped); a line's classes go on
 * Shiki's line span.
 */
export async function createShikiHighlighter(): Promise<CodeHighlighter> {
  const shiki = await createShiki();
  const { version } = createRequire(packagePath('package.json'))('shiki/package.json') as { version: string };
  return {
    key: `shiki@${version}:${shiki.themes.light}:${shiki.themes.dark}`,
    async resolveLanguage(requested) {
      const lang = shikiLanguage(requested);
      // Shiki cannot tokenize a language it has no grammar for: such a block is plain text.
      return lang === 'text' || (await shiki.ensureLanguage(lang)) ? { lang, known: true } : { lang: 'text', known: false };
    },
    async highlight(code, lang, lineClassNames) {
      const tree = await shiki.codeToHast(code, shikiOptions(shiki, lang, lineClassNames));
      return tree.children[0] as Element;
    },
    highlightNow(code, requested, lineClassNames) {
      const lang = shikiLanguage(requested);
      const tree = shiki.codeToHastNow(code, shikiOptions(shiki, lang, lineClassNames));
      if (tree) return { pre: tree.children[0] as Element, lang, known: true };
      // A language Shiki has no grammar for is plain text, as for a fence.
      if (!(lang in bundledLanguages)) return { pre: (shiki.codeToHastNow(code, shikiOptions(shiki, 'text', lineClassNames)) as Root).children[0] as Element, lang: 'text', known: false };
      return undefined;
    },
    async prepare(requested) {
      const lang = shikiLanguage(requested);
      // Loaded, the grammar also runs on the engine that can (a block highlighted once goes to the fallback if need be).
      if (await shiki.ensureLanguage(lang)) await shiki.codeToHast('', shikiOptions(shiki, lang, new Map()));
    },
  };
}

function shikiOptions(shiki: ShikiOptions, lang: string, lineClassNames: ReadonlyMap<number, string[]>): CodeToHastOptions<string, string> {
  return {
    lang,
    themes: shiki.themes,
    defaultColor: false,
    tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
    transformers: [
      {
        line(node, line) {
          for (const className of lineClassNames.get(line) ?? []) this.addClassToHast(node, className);
        },
      },
    ],
  };
}

/**
 * Shiki with JavaScript's own RegExp engine: no WebAssembly to compile at
 * start-up, and about a quarter faster per block than Oniguruma on our pages,
 * with the same output. A grammar it cannot run goes to Oniguruma instead.
 * Its patterns are converted through the thread's store, which keeps them
 * for the next build.
 */
async function makeShiki(): Promise<ShikiOptions> {
  const primary = (await createHighlighter({ themes: Object.values(THEMES), langs: [], engine: createJavaScriptRegexEngine({ regexConstructor: threadRegexStore().construct }) })) as unknown as Highlighter;
  let fallback: Highlighter | undefined;
  const oniguruma = () => (createHighlighter({ themes: Object.values(THEMES), langs: [] }) as unknown as Promise<Highlighter>).then((made) => (fallback = made));
  const fallbackLanguages = new Set<string>();
  const ensureLanguage = languageLoader(primary);
  const codeToHastNow = (code: string, options: CodeToHastOptions<string, string>): Root | undefined => {
    const lang = String(options.lang);
    if (fallbackLanguages.has(lang)) return fallback?.getLoadedLanguages().includes(lang) ? fallback.codeToHast(code, options) : undefined;
    if (lang !== 'text' && !primary.getLoadedLanguages().includes(lang)) return undefined;
    try {
      return primary.codeToHast(code, options);
    } catch {
      fallbackLanguages.add(lang);
      return undefined;
    }
  };
  return { codeToHast: withFallback(primary, oniguruma, fallbackLanguages), codeToHastNow, themes: THEMES, ensureLanguage };
}

/** Loads a bundled grammar once; false for a language Shiki does not know. */
function languageLoader(highlighter: Highlighter): ShikiOptions['ensureLanguage'] {
  const loading = new Map<string, Promise<boolean>>();
  return (lang) => {
    let pending = loading.get(lang);
    if (!pending) {
      pending = lang in bundledLanguages ? highlighter.loadLanguage(lang as never).then(() => true) : Promise.resolve(false);
      loading.set(lang, pending);
    }
    return pending;
  };
}

/**
 * Highlights with `primary`; a language whose grammar it throws on (a pattern
 * the RegExp engine cannot express) is highlighted by a second highlighter,
 * made on first need, from then on.
 */
export function withFallback(primary: Highlighter, makeFallback: () => Promise<Highlighter>, fallbackLanguages = new Set<string>()): ShikiOptions['codeToHast'] {
  let fallback: Promise<Highlighter> | undefined;
  return async (code: string, options: CodeToHastOptions<string, string>): Promise<Root> => {
    const lang = String(options.lang);
    if (!fallbackLanguages.has(lang)) {
      try {
        return primary.codeToHast(code, options);
      } catch {
        fallbackLanguages.add(lang);
      }
    }
    const highlighter = await (fallback ??= makeFallback());
    if (lang !== 'text') await highlighter.loadLanguage(lang as never);
    return highlighter.codeToHast(code, options);
  };
}

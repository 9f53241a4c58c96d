import type { Root } from 'hast';
import { bundledLanguages, createHighlighter, type CodeToHastOptions } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { threadRegexStore } from './grammar-cache.ts';
import type { CodeOptions, Highlighter } from './rehype-code.ts';

// The '-default' variants meet WCAG AA contrast for comments; the classic ones do not.
const THEMES = { light: 'github-light-default', dark: 'github-dark-default' };

// Creating a highlighter costs ~20 ms and Shiki warns past ten of them: one per thread serves every build.
let shared: Promise<CodeOptions> | undefined;

/** One Shiki highlighter per thread; grammars load the first time a page uses them. */
export function createCodeOptions(): Promise<CodeOptions> {
  shared ??= makeCodeOptions();
  return shared;
}

/**
 * Shiki with JavaScript's own RegExp engine: no WebAssembly to compile at
 * start-up, and about a quarter faster per block than Oniguruma on our pages,
 * with the same output. A grammar it cannot run goes to Oniguruma instead.
 * Its patterns are converted through the thread's store, which shares them
 * with the other threads and the next build.
 */
async function makeCodeOptions(): Promise<CodeOptions> {
  const primary = (await createHighlighter({ themes: Object.values(THEMES), langs: [], engine: createJavaScriptRegexEngine({ regexConstructor: threadRegexStore().construct }) })) as unknown as Highlighter;
  const oniguruma = () => createHighlighter({ themes: Object.values(THEMES), langs: [] }) as unknown as Promise<Highlighter>;
  return { codeToHast: withFallback(primary, oniguruma), themes: THEMES, ensureLanguage: languageLoader(primary) };
}

/** Loads a bundled grammar once; false for a language Shiki does not know. */
function languageLoader(highlighter: Highlighter): CodeOptions['ensureLanguage'] {
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
export function withFallback(primary: Highlighter, makeFallback: () => Promise<Highlighter>): CodeOptions['codeToHast'] {
  const fallbackLanguages = new Set<string>();
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

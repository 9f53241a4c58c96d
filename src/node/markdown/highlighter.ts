import { bundledLanguages, createHighlighter } from 'shiki';
import type { CodeOptions, Highlighter } from './rehype-code.ts';

// The '-default' variants meet WCAG AA contrast for comments; the classic ones do not.
const THEMES = { light: 'github-light-default', dark: 'github-dark-default' };

// Creating a highlighter costs ~200 ms and Shiki warns past ten of them: one per thread serves every build.
let shared: Promise<CodeOptions> | undefined;

/** One Shiki highlighter per thread; grammars load the first time a page uses them. */
export function createCodeOptions(): Promise<CodeOptions> {
  shared ??= makeCodeOptions();
  return shared;
}

async function makeCodeOptions(): Promise<CodeOptions> {
  const highlighter = (await createHighlighter({ themes: Object.values(THEMES), langs: [] })) as unknown as Highlighter;
  const loading = new Map<string, Promise<boolean>>();
  const ensureLanguage = (lang: string): Promise<boolean> => {
    let pending = loading.get(lang);
    if (!pending) {
      pending = lang in bundledLanguages ? highlighter.loadLanguage(lang as never).then(() => true) : Promise.resolve(false);
      loading.set(lang, pending);
    }
    return pending;
  };
  return { highlighter, themes: THEMES, ensureLanguage };
}

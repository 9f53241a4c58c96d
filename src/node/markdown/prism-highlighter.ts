import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Element, ElementContent } from 'hast';
import { normalizeTokens, Prism, themes, type PrismTheme, type Token } from 'prism-react-renderer';
import type { PrismOptions } from '../config/schema.ts';
import { packagePath } from '../runtime/package-root.ts';

type StyleDict = Record<string, Record<string, unknown> | undefined>;

/** Theme style properties carried into the page, each as a pair of CSS variables the theme's style sheet reads. */
const STYLE_PROPERTIES: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  textDecorationLine: 'text-decoration-line',
  opacity: 'opacity',
  textShadow: 'text-shadow',
};

/**
 * The grammars prism-react-renderer bundles. A build's highlighter knows
 * these and the ones its own `additionalLanguages` brought: grammars stay on
 * the one Prism of the process once loaded, and an earlier build's
 * languages (in `dev` after a config edit, or another site built in the same
 * process) must not highlight this build's code.
 */
const BUNDLED = new Set(Object.keys(Prism.languages));
/** For each additional language, the grammar names that appeared on Prism when it was loaded (aliases, dependencies). */
const loadedWith = new Map<string, string[]>();

export interface PrismHighlighter {
  /** Whether Prism has a grammar for the language (bundled, or loaded from `additionalLanguages`). */
  hasLanguage(language: string): boolean;
  /** The block's `<pre>`: Prism's tokens as prism-react-renderer renders them, with both themes' styles. */
  highlight(code: string, language: string, lineClassNames: ReadonlyMap<number, string[]>): Element;
}

/**
 * Loads `additionalLanguages` into prism-react-renderer's Prism, as
 * Docusaurus's theme does: each `prismjs/components/prism-<name>` module
 * (from the site's packages, else docs-build's own) registers its grammar on
 * the global `Prism`, which is that instance while they load. Throws, naming
 * the language, when one cannot be loaded. Leaves that instance as the global `Prism`.
 * Returns the grammar names a highlighter of these languages knows.
 */
export function loadAdditionalLanguages(languages: readonly string[], siteRoot: string): ReadonlySet<string> {
  const fromSite = createRequire(join(siteRoot, 'package.json'));
  const fromHere = createRequire(packagePath('package.json'));
  const load = (name: string) => {
    const id = `prismjs/components/prism-${name}`;
    let path: string;
    try {
      path = fromSite.resolve(id);
    } catch {
      path = fromHere.resolve(id);
    }
    fromHere(path);
  };
  // The global stays set: some grammars (twig, and others built on markup-templating) register tokenize hooks that
  // name the global `Prism` when they run, which is at highlighting time, long after loading. Sites swizzle
  // Docusaurus's `prism-include-languages` to keep it for the same reason.
  (globalThis as { Prism?: unknown }).Prism = Prism;
  const known = new Set(BUNDLED);
  for (const language of languages) {
    if (BUNDLED.has(language)) continue;
    let names = loadedWith.get(language);
    if (!names) {
      const before = new Set(Object.keys(Prism.languages));
      // PHP's grammar builds on markup-templating, which Docusaurus loads first for it too.
      if (language === 'php') load('markup-templating');
      try {
        load(language);
      } catch (error) {
        throw new Error(`the Prism language '${language}' could not be loaded (${(error as Error).message.split('\n')[0]})`);
      }
      names = [language, ...Object.keys(Prism.languages).filter((name) => !before.has(name))];
      loadedWith.set(language, names);
    }
    for (const name of names) known.add(name);
  }
  return known;
}

/**
 * Prism with the site's themes: Docusaurus's default (palenight) when none is
 * given, the light one for dark too. `languages` are the grammars it knows
 * (from {@link loadAdditionalLanguages}); prism-react-renderer's own when not given.
 */
export function createPrismHighlighter(options: Pick<PrismOptions, 'theme' | 'darkTheme'>, languages: ReadonlySet<string> = BUNDLED): PrismHighlighter {
  const light = (options.theme ?? themes.palenight) as PrismTheme;
  const dark = (options.darkTheme ?? light) as PrismTheme;
  const dictionaries = new Map<string, [StyleDict, StyleDict]>();
  // A token's style attribute by its language and types: a page has thousands of tokens of a few dozen kinds.
  const styles = new Map<string, string | undefined>();
  const dictionariesFor = (language: string) => {
    let pair = dictionaries.get(language);
    if (!pair) {
      pair = [themeDictionary(light, language), themeDictionary(dark, language)];
      dictionaries.set(language, pair);
    }
    return pair;
  };
  const styleOf = (language: string, [lightDict, darkDict]: [StyleDict, StyleDict], token: Token) => {
    const key = `${language} ${token.types.join(' ')}`;
    if (!styles.has(key)) styles.set(key, styleVariables(tokenStyle(lightDict, token), tokenStyle(darkDict, token)));
    return styles.get(key);
  };
  return {
    hasLanguage: (language) => languages.has(language) && typeof Prism.languages[language] === 'object',
    highlight(code, language, lineClassNames) {
      const dicts = dictionariesFor(language);
      const [lightDict, darkDict] = dicts;
      const lines = tokenize(code, languages.has(language) ? language : undefined);
      const children: ElementContent[] = [];
      lines.forEach((line, i) => {
        if (i > 0) children.push({ type: 'text', value: '\n' });
        const tokens: ElementContent[] = [];
        for (const token of line) {
          // Docusaurus shows an empty line's lone line-break token as an empty span; nothing is lost leaving it out.
          if (token.empty || token.content === '') continue;
          const style = styleOf(language, dicts, token);
          tokens.push({
            type: 'element',
            tagName: 'span',
            properties: { className: ['token', ...token.types], ...(style ? { style } : {}) },
            children: [{ type: 'text', value: token.content }],
          });
        }
        children.push({ type: 'element', tagName: 'span', properties: { className: ['token-line', 'line', ...(lineClassNames.get(i + 1) ?? [])] }, children: tokens });
      });
      const plain = styleVariables(rootStyle(lightDict), rootStyle(darkDict), 'plain-');
      return {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['prism-code', `language-${language}`], ...(plain ? { style: plain } : {}) },
        children: [{ type: 'element', tagName: 'code', properties: {}, children }],
      };
    },
  };
}

/** Prism's tokens split into lines, as prism-react-renderer's Highlight makes them (with Prism's tokenize hooks). */
function tokenize(code: string, language: string | undefined): Token[][] {
  const grammar = language === undefined ? undefined : Prism.languages[language];
  if (!grammar || language === undefined) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as Array<string | Prism.Token> };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** A theme's styles by token type for one language, merged in the theme's order, as prism-react-renderer does. */
function themeDictionary(theme: PrismTheme, language: string): StyleDict {
  const dict: StyleDict = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never)) continue;
    for (const type of entry.types) dict[type] = { ...dict[type], ...(entry.style as Record<string, unknown>) };
  }
  dict.root = theme.plain as Record<string, unknown>;
  return dict;
}

function rootStyle(dict: StyleDict): Record<string, unknown> {
  return dict.root ?? {};
}

/** A token's style: its types' styles merged in order, the innermost last; none for plain text. */
function tokenStyle(dict: StyleDict, token: Token): Record<string, unknown> | undefined {
  if (token.types.length === 1 && token.types[0] === 'plain') return undefined;
  return Object.assign({}, ...token.types.map((type) => dict[type]));
}

/**
 * Both themes' values of a style as `--prism-l-<property>` and
 * `--prism-d-<property>` variables: the style sheet picks one set by the
 * colour mode, so the page needs no script to switch themes.
 */
function styleVariables(light: Record<string, unknown> | undefined, dark: Record<string, unknown> | undefined, prefix = ''): string | undefined {
  const parts: string[] = [];
  for (const [key, css] of Object.entries(STYLE_PROPERTIES)) {
    const l = light?.[key];
    const d = dark?.[key];
    if (l !== undefined && l !== null) parts.push(`--prism-l-${prefix}${css}:${String(l)}`);
    if (d !== undefined && d !== null) parts.push(`--prism-d-${prefix}${css}:${String(d)}`);
  }
  return parts.length > 0 ? parts.join(';') : undefined;
}

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import type { Translations } from '../../shared/translations.ts';
import { parseJsonText } from '../content/json-text.ts';
import type { Config } from '../config/schema.ts';
import type { Diagnostic } from '../report/diagnostic.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The files of `@docusaurus/theme-translations` whose messages docs-build's theme stands in for. */
export type ThemeMessagesFile = 'theme-common' | 'theme-search-algolia';

export interface CodeTranslationsInput {
  siteDir: string;
  /** The locale the table is for ('ko', 'pt-BR'). */
  locale: string;
  /** The locale's folder of translations (Docusaurus's `localizationDir`: `i18n/<locale path>`), where `code.json` is. */
  localizationDir: string;
  /**
   * The theme-translations files Docusaurus would read the defaults of: 'theme-common' for theme-classic, whose
   * place docs-build's theme takes, and 'theme-search-algolia' where its search stands in for Algolia's.
   */
  themeFiles: readonly ThemeMessagesFile[];
  /** What the site's own plugins give as their defaults (`getDefaultCodeTranslationMessages`), in plugin order. */
  pluginDefaults?: Translations;
  /** The config file as messages name it. */
  configFile: string;
}

/**
 * The theme's messages for one locale, as Docusaurus computes its `codeTranslations`: the defaults of the themes
 * (read by the site's own `@docusaurus/theme-translations`, which falls back from `ko-KR` to `ko`), then the
 * plugins' defaults, then the site's `code.json` on top. An id none of them has is left out: the theme then says it
 * in English. Build and dev call this once per locale built.
 */
export async function loadCodeTranslations(input: CodeTranslationsInput): Promise<{ translations: Translations; problems: Diagnostic[] }> {
  const problems: Diagnostic[] = [];
  const reader = themeTranslationsReader(input.siteDir);
  const themeDefaults: Translations[] = [];
  if (reader) {
    try {
      for (const name of input.themeFiles) themeDefaults.push(withoutDescriptions(await reader({ locale: input.locale, name })));
    } catch (error) {
      problems.push({
        file: input.configFile,
        keyPath: 'i18n',
        message: `the theme's messages for the locale '${input.locale}' could not be read: ${(error as Error).message}`,
        ruleId: 'i18n',
        severity: 'warning',
        hint: 'Use a locale name Intl knows (a BCP 47 tag such as `fr` or `pt-BR`); the theme speaks English meanwhile.',
      });
    }
  }
  const site = readCodeJson(input.localizationDir, input.siteDir, problems);
  return { translations: Object.assign({}, ...themeDefaults, input.pluginDefaults ?? {}, site), problems };
}

/**
 * The table a Docusaurus site's pages get for `locale` (its default locale unless told): theme-classic's messages,
 * Algolia's when the site searches with Algolia, the hosted plugins' defaults, and the site's `code.json`. None
 * when nothing translates (an English site without `code.json`), so such a site's pages stay as they are.
 */
export async function siteCodeTranslations(input: {
  config: Config;
  root: string;
  /** The config file as messages name it. */
  shown: string;
  /** The Docusaurus config as its validation normalised it. */
  siteConfig: Obj;
  pluginDefaults?: Translations;
  locale?: string;
}): Promise<{ translations?: Translations; problems: Diagnostic[] }> {
  const locale = input.locale ?? input.config.i18n.defaultLocale;
  const { translations, problems } = await loadCodeTranslations({
    siteDir: input.root,
    locale,
    localizationDir: localizationDirOf(input.root, input.siteConfig, locale),
    // Algolia's words only where the site has Algolia's theme: another search plugin (a local search that docs-build
    // stands in for) brings its own messages among the plugins' defaults, or none, and Docusaurus shows its words in
    // English then.
    themeFiles: input.config.search.provider === 'algolia' ? ['theme-common', 'theme-search-algolia'] : ['theme-common'],
    pluginDefaults: input.pluginDefaults,
    configFile: input.shown,
  });
  return { ...(Object.keys(translations).length > 0 ? { translations } : {}), problems };
}

/** Docusaurus's `localizationDir` for a locale of a Docusaurus config: `<i18n.path>/<localeConfigs[locale].path>`. */
export function localizationDirOf(siteDir: string, siteConfig: Obj, locale: string): string {
  const i18n: Obj = isObj(siteConfig.i18n) ? siteConfig.i18n : {};
  const configs: Obj = isObj(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const own: Obj = isObj(configs[locale]) ? (configs[locale] as Obj) : {};
  return resolve(siteDir, typeof i18n.path === 'string' ? i18n.path : 'i18n', typeof own.path === 'string' ? own.path : locale);
}

type Reader = (args: { locale: string; name: string }) => Promise<Record<string, string>>;

/**
 * `readDefaultCodeTranslationMessages` of the theme-translations package theme-classic depends on (found through
 * the site's theme-classic or its classic preset, else the site's own); none when the site has not installed it.
 */
function themeTranslationsReader(siteDir: string): Reader | undefined {
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  const packageDir = (from: NodeJS.Require, name: string) => {
    try {
      return dirname(from.resolve(`${name}/package.json`));
    } catch {
      return undefined;
    }
  };
  const preset = packageDir(siteRequire, '@docusaurus/preset-classic');
  const classic = packageDir(siteRequire, '@docusaurus/theme-classic') ?? (preset && packageDir(createRequire(join(preset, 'package.json')), '@docusaurus/theme-classic'));
  const from = classic ? createRequire(join(classic, 'package.json')) : siteRequire;
  const dir = packageDir(from, '@docusaurus/theme-translations') ?? packageDir(siteRequire, '@docusaurus/theme-translations');
  if (!dir) return undefined;
  const module = createRequire(join(dir, 'package.json'))(dir) as { readDefaultCodeTranslationMessages?: Reader };
  return typeof module.readDefaultCodeTranslationMessages === 'function' ? module.readDefaultCodeTranslationMessages : undefined;
}

// The files carry a description beside each message (`<id>___DESCRIPTION`) for translators; only messages are kept.
function withoutDescriptions(messages: Record<string, string>): Translations {
  return Object.fromEntries(Object.entries(messages).filter(([id, message]) => !id.endsWith('___DESCRIPTION') && typeof message === 'string'));
}

/** The site's `code.json` of a locale folder, its problems left out: what plugins get as `codeTranslations`. */
export function siteCodeJson(localizationDir: string, siteDir: string): Translations {
  return readCodeJson(localizationDir, siteDir, []);
}

/** The site's `code.json`: `{ "<id>": { "message": "…", "description": "…" } }`, checked as Docusaurus checks it. */
function readCodeJson(localizationDir: string, siteDir: string, problems: Diagnostic[]): Translations {
  const path = join(localizationDir, 'code.json');
  if (!existsSync(path)) return {};
  const file = relative(siteDir, path) || path;
  const problem = (where: Partial<Diagnostic>, message: string) =>
    problems.push({
      file,
      ...where,
      message,
      ruleId: 'i18n',
      severity: 'error',
      hint: 'Each entry of code.json is `"<message id>": { "message": "<translation>", "description": "<optional note>" }`, as `docusaurus write-translations` writes it.',
    });
  const parsed = parseJsonText(readFileSync(path, 'utf8'));
  if ('error' in parsed) {
    const { message, ...place } = parsed.error;
    problem(place, message);
    return {};
  }
  if (!isObj(parsed.value)) {
    problem({ line: 1, column: 1 }, 'code.json must hold an object of message ids.');
    return {};
  }
  const translations: Record<string, string> = {};
  for (const [id, entry] of Object.entries(parsed.value)) {
    const unknown = isObj(entry) ? Object.keys(entry).filter((key) => key !== 'message' && key !== 'description') : [];
    if (!isObj(entry) || typeof entry.message !== 'string') problem({ keyPath: id }, `the entry '${id}' needs a \`message\` that is a string.`);
    else if (entry.description !== undefined && typeof entry.description !== 'string') problem({ keyPath: `${id}.description` }, `the description of '${id}' must be a string.`);
    else if (unknown.length > 0) problem({ keyPath: `${id}.${unknown[0]}` }, `unknown key '${unknown[0]}' in the entry '${id}': an entry has \`message\` and \`description\` only.`);
    else translations[id] = entry.message;
  }
  return translations;
}

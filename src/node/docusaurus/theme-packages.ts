import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Obj = Record<string, unknown>;

export interface ThemePackages {
  /** The component folders of the site's theme packages (`getThemePath()`), in the config's order. */
  themePaths: string[];
  /** Themes that could not be loaded, with why, by their key path in the config. */
  failures: Array<{ keyPath: string; message: string }>;
}

// docs-build's own theme stands for Docusaurus's official themes (classic, Algolia search, Mermaid…): their
// components need Docusaurus's runtime, and what they show, docs-build's theme shows.
const OFFICIAL = /^@docusaurus\/theme-/;

/** The package names Docusaurus tries for a theme's short name, in its order. */
function candidates(name: string): string[] {
  if (name.startsWith('.') || isAbsolute(name)) return [name];
  if (name.startsWith('@')) {
    const [scope, rest] = name.split('/');
    if (!rest) return [`${scope}/docusaurus-theme`];
    return [name, `${scope}/docusaurus-theme-${rest}`];
  }
  return [name, `@docusaurus/theme-${name}`, `docusaurus-theme-${name}`];
}

/**
 * Loads the site's third-party theme packages (`themes` in the config) far
 * enough to ask each for its component folder, as Docusaurus does to make
 * `@theme/…` aliases: the theme's function is called with the site context
 * and its options, and `getThemePath()` answers. Nothing else of it runs.
 */
export async function loadThemePackages(siteDir: string, config: Obj): Promise<ThemePackages> {
  const result: ThemePackages = { themePaths: [], failures: [] };
  const themes = Array.isArray(config.themes) ? config.themes : [];
  const require = createRequire(join(siteDir, 'package.json'));
  for (const [i, entry] of themes.entries()) {
    if (!entry) continue;
    const [spec, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const keyPath = `themes.${i}`;
    try {
      let factory: unknown = spec;
      if (typeof spec === 'string') {
        const file = candidates(spec)
          .map((name) => {
            try {
              return require.resolve(name.startsWith('.') ? resolve(siteDir, name) : name);
            } catch {
              return undefined;
            }
          })
          .find(Boolean);
        if (!file || OFFICIAL.test(spec) || candidates(spec).some((name) => OFFICIAL.test(name) && file.includes(`/node_modules/${name}/`))) continue;
        const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
        factory = (mod.default as { default?: unknown } | undefined)?.default ?? mod.default ?? mod;
      }
      if (typeof factory !== 'function') continue;
      const path = await themePathOf(factory as ThemeFactory, siteDir, config, options);
      if (path) result.themePaths.push(isAbsolute(path) ? path : resolve(siteDir, path));
    } catch (error) {
      result.failures.push({ keyPath, message: (error as Error).message.split('\n')[0]! });
    }
  }
  return result;
}

type ThemeFactory = ((context: Obj, options: Obj) => unknown) & { validateOptions?: (args: { validate: unknown; options: Obj }) => Obj };

async function themePathOf(factory: ThemeFactory, siteDir: string, config: Obj, options: unknown): Promise<string | undefined> {
  const given = typeof options === 'object' && options !== null ? (options as Obj) : {};
  // The theme's own option defaults, through its Joi schema, as Docusaurus normalises them.
  const validate = (schema: { validate(value: unknown, options: Obj): { error?: Error; value: Obj } }, value: Obj) => {
    const checked = schema.validate(value, { convert: true });
    if (checked.error) throw checked.error;
    return checked.value;
  };
  const normalised = { id: 'default', ...(factory.validateOptions ? factory.validateOptions({ validate, options: given }) : given) };
  const i18n = (config.i18n ?? {}) as Obj;
  const locale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const context = {
    siteDir,
    siteConfig: config,
    generatedFilesDir: join(siteDir, '.docusaurus'),
    outDir: join(siteDir, 'build'),
    baseUrl: config.baseUrl ?? '/',
    i18n: { defaultLocale: locale, currentLocale: locale, locales: [locale], localeConfigs: {} },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
  const instance = (await factory(context, normalised)) as { getThemePath?: () => string | undefined } | undefined;
  return instance?.getThemePath?.();
}

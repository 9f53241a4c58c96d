import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleConfig, importBesideConfig, importUrl } from '../docusaurus/evaluate-config.ts';
import { DocsBuildError, type Diagnostic } from '../report/diagnostic.ts';
import { siteCodeJson } from '../i18n/code-translations.ts';
import { hostedName, type ContentPluginKind, type HostedPlugin } from './hosted-plugin.ts';
import type { LocaleData } from '../../shared/types.ts';
import type { SiteLocales } from '../i18n/site-locales.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What Docusaurus hands every plugin function (its `LoadContext`), for the locale being built. */
export interface LoadContext {
  siteDir: string;
  siteVersion?: string;
  siteConfig: Obj;
  siteConfigPath: string;
  generatedFilesDir: string;
  outDir: string;
  baseUrl: string;
  i18n: { defaultLocale: string; locales: string[]; path: string; currentLocale: string; localeConfigs: Obj };
  localizationDir: string;
  codeTranslations: Record<string, string>;
}

/** One running plugin: what its function returned, and where the config names it. */
export interface PluginInstance {
  /** The object the plugin function returned (name, lifecycle methods). */
  plugin: Obj & { name: string };
  id: string;
  options: Obj;
  keyPath: string;
  /** 'docusaurus-plugin-typedoc', or a local function's name: how messages name it. */
  label: string;
  /** The folder of the plugin's module (the config's for a function): its relative client modules and theme paths start here. */
  dir: string;
  /** Set for Docusaurus's content plugins, whose content docs-build builds pages from. */
  content?: ContentPluginKind;
}

/**
 * The load context of one locale's build, as Docusaurus's `loadContext` makes it: the site config with that locale's
 * URL and base URL, the output folder of that locale, its translations folder and the site's code translations
 * there (`code.json`).
 */
export function loadContext(input: { siteDir: string; configFile: string; siteConfig: Obj; outDir: string; locales: SiteLocales; locale: LocaleData }): LoadContext {
  const { siteDir, locales, locale } = input;
  const packageFile = join(siteDir, 'package.json');
  let siteVersion: string | undefined;
  try {
    siteVersion = existsSync(packageFile) ? (JSON.parse(readFileSync(packageFile, 'utf8')) as { version?: string }).version : undefined;
  } catch {
    siteVersion = undefined;
  }
  const localizationDir = resolve(siteDir, locales.path, locale.path);
  return {
    siteDir,
    siteVersion,
    // A copy for each locale: plugins' `translateThemeConfig` write their translated theme config into it.
    siteConfig: { ...input.siteConfig, url: locale.url, baseUrl: locale.baseUrl, themeConfig: { ...(isObj(input.siteConfig.themeConfig) ? input.siteConfig.themeConfig : {}) } },
    siteConfigPath: input.configFile,
    generatedFilesDir: join(siteDir, '.docusaurus'),
    outDir: input.outDir,
    baseUrl: locale.baseUrl,
    i18n: {
      defaultLocale: locales.defaultLocale,
      locales: locales.locales.map((l) => l.locale),
      path: locales.path,
      currentLocale: locale.locale,
      localeConfigs: Object.fromEntries(locales.locales.map(({ locale: name, ...settings }) => [name, settings])),
    },
    localizationDir,
    // As Docusaurus hands them to plugins: the site's code.json only, without the themes' defaults.
    codeTranslations: siteCodeJson(localizationDir, siteDir),
  };
}

/**
 * Loads each plugin as Docusaurus does: the module resolved from the config's folder (shorthands such as 'sass'
 * for 'docusaurus-plugin-sass' included), its options checked by its own `validateOptions`, its theme config by
 * `validateThemeConfig`, then its function called with the load context. A plugin function that returns nothing
 * has disabled itself.
 */
export async function loadPlugins(context: LoadContext, entries: HostedPlugin[], shown: string, problems: Diagnostic[]): Promise<PluginInstance[]> {
  const siteRequire = createRequire(context.siteConfigPath);
  const validate = optionsValidator(siteRequire);
  const instances: PluginInstance[] = [];
  for (const entry of entries) {
    const label = shownName(hostedName(entry.plugin), dirname(context.siteConfigPath));
    const fail = (method: string, error: unknown) => pluginError(label, entry.keyPath, method, shown, error);
    const from = entry.preset ? presetRequire(siteRequire, entry.preset.name) : siteRequire;
    if (!from) {
      // The preset is not installed (the site's `npm install` has not run): docs-build maps the preset itself. Its
      // content plugins need no word of their own: docs-build then reads the content itself.
      if (entry.content) continue;
      problems.push({ file: shown, keyPath: entry.keyPath, message: `${entry.preset!.missing}.`, ruleId: 'docusaurus-config', severity: 'warning', hint: "Run the site's own `npm install` first." });
      continue;
    }
    // A preset without its content plugins installed: docs-build reads the content itself, as without the preset.
    if (entry.content && entry.preset && typeof entry.plugin === 'string' && !resolves(from, entry.plugin)) continue;
    const imported = typeof entry.plugin === 'string' ? await importPlugin(entry, from, context.siteConfigPath, shown) : { module: entry.plugin, path: context.siteConfigPath };
    const module = imported.module;
    const fn = pluginFunction(module);
    if (typeof fn !== 'function') {
      throw new DocsBuildError(`${shown}: ${entry.keyPath}: the ${entry.kind} '${label}' exports no plugin function.`, {
        hint: 'A Docusaurus plugin module exports a function (its default export) that returns the plugin object.',
        location: `${shown}: ${entry.keyPath}`,
      });
    }
    const validateOptions = staticMethod(module, fn, 'validateOptions') as ((args: { validate: Validate; options: unknown }) => unknown) | undefined;
    let options: Obj;
    try {
      const given = entry.options ?? {};
      options = (validateOptions ? validateOptions({ validate, options: given }) : { ...(given as Obj), id: (given as Obj).id ?? 'default' }) as Obj;
    } catch (error) {
      throw fail('validateOptions', error);
    }
    const validateThemeConfig = staticMethod(module, fn, 'validateThemeConfig') as ((args: { validate: Validate; themeConfig: unknown }) => unknown) | undefined;
    if (validateThemeConfig) {
      try {
        const themeConfig = validateThemeConfig({ validate: themeValidator(siteRequire), themeConfig: context.siteConfig.themeConfig ?? {} });
        context.siteConfig.themeConfig = { ...(context.siteConfig.themeConfig as Obj | undefined), ...(themeConfig as Obj) };
      } catch (error) {
        throw fail('validateThemeConfig', error);
      }
    }
    let plugin: unknown;
    try {
      plugin = await fn(context, options);
    } catch (error) {
      throw fail('the plugin function', error);
    }
    if (!plugin) continue;
    if (!isObj(plugin) || typeof plugin.name !== 'string') {
      throw new DocsBuildError(`${shown}: ${entry.keyPath}: the ${entry.kind} '${label}' returned no plugin object with a \`name\`.`, {
        hint: 'The plugin function must return an object such as { name: "my-plugin", … }, as Docusaurus requires.',
        location: `${shown}: ${entry.keyPath}`,
      });
    }
    instances.push({ plugin: plugin as PluginInstance['plugin'], id: typeof options.id === 'string' ? options.id : 'default', options, keyPath: entry.keyPath, label: typeof entry.plugin === 'string' ? label : plugin.name, dir: dirname(imported.path), ...(entry.content ? { content: entry.content } : {}) });
  }
  return instances;
}

/**
 * Whether the site's own content plugins will load its content, as `loadPlugins` decides it: a content plugin the
 * config names itself, or one of the classic preset's that resolves from the preset's package.
 */
export function contentPluginsInstalled(entries: readonly HostedPlugin[], configFile: string): boolean {
  const siteRequire = createRequire(configFile);
  return entries.some((entry) => {
    if (!entry.content) return false;
    if (!entry.preset) return true;
    const from = presetRequire(siteRequire, entry.preset.name);
    return from !== undefined && (typeof entry.plugin !== 'string' || resolves(from, entry.plugin));
  });
}

function resolves(from: NodeJS.Require, name: string): boolean {
  try {
    from.resolve(name);
    return true;
  } catch {
    return false;
  }
}

function presetRequire(siteRequire: NodeJS.Require, preset: string): NodeJS.Require | undefined {
  try {
    return createRequire(siteRequire.resolve(preset));
  } catch {
    return undefined;
  }
}

/** An error thrown by a plugin, stopping the build as it stops Docusaurus's, naming the plugin and the method. */
/** A plugin named by an absolute path (`require.resolve('./plugins/x.js')` in the config) is shown from the site's folder. */
function shownName(name: string, siteDir: string): string {
  if (!isAbsolute(name)) return name;
  const inSite = relative(siteDir, name);
  return inSite.startsWith('..') || isAbsolute(inSite) ? name : `./${inSite.split('\\').join('/')}`;
}

export function pluginError(label: string, keyPath: string, method: string, shown: string, error: unknown): DocsBuildError {
  const message = error instanceof Error ? error.message : String(error);
  return new DocsBuildError(`${shown}: ${keyPath}: the plugin '${label}' failed in ${method}: ${message}`, {
    hint: `The error comes from the plugin's own code; Docusaurus stops on it too. Fix what it names, or remove the plugin from ${keyPath}.`,
    location: `${shown}: ${keyPath}`,
    cause: error,
  });
}

type Validate = (schema: unknown, value: unknown) => unknown;

/** Docusaurus's own option validation when the site has it installed; else the Joi schema's own `validate`. */
function optionsValidator(siteRequire: NodeJS.Require): Validate {
  const own = validationModule(siteRequire)?.normalizePluginOptions;
  return own ?? ((schema, options) => joiValidate(schema, { id: 'default', ...(options as Obj) }));
}

function themeValidator(siteRequire: NodeJS.Require): Validate {
  return validationModule(siteRequire)?.normalizeThemeConfig ?? joiValidate;
}

function validationModule(siteRequire: NodeJS.Require): { normalizePluginOptions?: Validate; normalizeThemeConfig?: Validate } | undefined {
  // @docusaurus/utils-validation is a dependency of the site's core, not always hoisted beside it.
  for (const from of ['@docusaurus/core/package.json', undefined]) {
    try {
      const req = from ? createRequire(siteRequire.resolve(from)) : siteRequire;
      return req('@docusaurus/utils-validation') as { normalizePluginOptions?: Validate; normalizeThemeConfig?: Validate };
    } catch {
      // Not installed there; try the next place.
    }
  }
  return undefined;
}

function joiValidate(schema: unknown, value: unknown): unknown {
  const check = isObj(schema) && typeof schema.validate === 'function' ? (schema.validate as (v: unknown, o: unknown) => { error?: Error; value: unknown }) : undefined;
  if (!check) return value;
  const result = check.call(schema, value, { convert: true, allowUnknown: false, abortEarly: true });
  if (result.error) throw result.error;
  return result.value;
}

/** Docusaurus's shorthands: 'sass' → 'docusaurus-plugin-sass' or '@docusaurus/plugin-sass', '@org/x' → '@org/docusaurus-plugin-x'. */
function namePatterns(name: string, kind: 'plugin' | 'theme'): string[] {
  if (name.startsWith('.') || name.startsWith('/')) return [name];
  if (name.startsWith('@')) {
    const slash = name.indexOf('/');
    if (slash < 0) return [`${name}/docusaurus-${kind}`];
    return [name, `${name.slice(0, slash)}/docusaurus-${kind}-${name.slice(slash + 1)}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

async function importPlugin(entry: HostedPlugin, siteRequire: NodeJS.Require, configFile: string, shown: string): Promise<{ module: unknown; path: string }> {
  const name = entry.plugin as string;
  let path: string | undefined;
  for (const candidate of namePatterns(name, entry.kind)) {
    try {
      path = siteRequire.resolve(candidate);
      break;
    } catch {
      // Docusaurus tries the next shorthand.
    }
  }
  if (!path) {
    throw new DocsBuildError(`${shown}: ${entry.keyPath}: the ${entry.kind} '${name}' cannot be found from ${relative(process.cwd(), dirname(configFile)) || '.'}.`, {
      hint: name.startsWith('.') ? 'Correct the path (it is relative to the config file).' : `Install it with the site's own \`npm install\`; Docusaurus cannot build the site without it either.`,
      location: `${shown}: ${entry.keyPath}`,
    });
  }
  try {
    // A local plugin written in TypeScript is compiled the way the config is; the rest Node imports as it is.
    if (/\.[cm]?tsx?$/.test(path)) {
      const code = (await bundleConfig(configFile, `export * from ${JSON.stringify(path)};\nexport { default } from ${JSON.stringify(path)};`)).code;
      return { module: await importBesideConfig(configFile, code, (mod) => mod), path };
    }
    return { module: await importUrl(pathToFileURL(path).href), path };
  } catch (error) {
    // Docusaurus loads plugins with jiti (@docusaurus/utils' loadFreshModule), which also takes what Node's own
    // loader refuses, such as an ES module importing '../index' without its extension: the site's own loader is
    // the one that decides.
    const loaded = await loadWithDocusaurus(siteRequire, path);
    if (loaded) return { module: loaded.module, path };
    throw pluginError(name, entry.keyPath, 'loading its module', shown, error);
  }
}

/** A plugin module loaded by the site's own Docusaurus (its default export), or undefined when it has none or fails too. */
async function loadWithDocusaurus(siteRequire: NodeJS.Require, path: string): Promise<{ module: unknown } | undefined> {
  let loadFreshModule: ((path: string) => Promise<unknown>) | undefined;
  try {
    loadFreshModule = (siteRequire('@docusaurus/utils') as { loadFreshModule?: (path: string) => Promise<unknown> }).loadFreshModule;
  } catch {
    return undefined;
  }
  if (!loadFreshModule) return undefined;
  try {
    return { module: await loadFreshModule(path) };
  } catch {
    return undefined;
  }
}

/** The plugin function of a module, whether it is ES, CommonJS, or CommonJS compiled from ES (`exports.default`). */
function pluginFunction(module: unknown): unknown {
  if (typeof module === 'function') return module;
  let value = pick(module, 'default') ?? module;
  if (typeof value !== 'function') value = pick(value, 'default') ?? value;
  return value;
}

function pick(value: unknown, key: string): unknown {
  return (typeof value === 'object' || typeof value === 'function') && value !== null ? (value as Obj)[key] : undefined;
}

/** A static method of a plugin module, looked up where Docusaurus looks: the default export first. */
function staticMethod(module: unknown, fn: unknown, key: string): unknown {
  return pick(pick(module, 'default'), key) ?? pick(pick(pick(module, 'default'), 'default'), key) ?? pick(module, key) ?? pick(fn, key);
}

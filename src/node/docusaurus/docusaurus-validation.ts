import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DocsBuildError } from '../report/diagnostic.ts';
import type { MappingWarning } from './mapping-warning.ts';

type Obj = Record<string, unknown>;
type Validate = (schema: unknown, value: unknown) => unknown;
type PluginModule = {
  validateOptions?: (args: { validate: Validate; options: unknown }) => unknown;
  validateThemeConfig?: (args: { validate: Validate; themeConfig: unknown }) => unknown;
};

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const CLASSIC_PRESET = /(^|[/@])(docusaurus\/)?preset-classic$|^classic$/;

/** The classic preset's content plugins, by the preset option that configures each. */
const REDIRECTS = '@docusaurus/plugin-client-redirects';
const PRESET_PLUGINS = { docs: '@docusaurus/plugin-content-docs', blog: '@docusaurus/plugin-content-blog', pages: '@docusaurus/plugin-content-pages' } as const;

/**
 * A Docusaurus config as Docusaurus itself reads it, when the site's own
 * packages are installed: core's config validation (defaults filled in,
 * what it refuses refused), then each plugin's documented `validateOptions`
 * and each theme's `validateThemeConfig`, as Docusaurus calls them before
 * loading a site. Without those packages the config is passed on as it is
 * written, with one warning saying so; docs-build's mapping then applies
 * Docusaurus's documented defaults itself.
 */
export function normaliseWithDocusaurus(raw: unknown, configFile: string, shown: string): { config: unknown; warnings: MappingWarning[] } {
  const siteRequire = createRequire(configFile);
  const corePath = resolveFrom(siteRequire, '@docusaurus/core/lib/server/configValidation.js');
  const core = corePath ? (load(siteRequire, corePath) as { validateConfig?: (config: unknown, path: string) => unknown }) : undefined;
  const validation = corePath ? (load(createRequire(corePath), '@docusaurus/utils-validation') as { normalizePluginOptions?: Validate; normalizeThemeConfig?: Validate } | undefined) : undefined;
  if (!core?.validateConfig || !validation?.normalizePluginOptions || !validation.normalizeThemeConfig) {
    return {
      config: raw,
      warnings: [
        {
          keyPath: '(root)',
          message: "the site's @docusaurus/core is not installed, so the config is read with Docusaurus's documented defaults but not checked by Docusaurus's own validation",
          hint: "Run the site's own `npm install` first.",
        },
      ],
    };
  }
  let config: Obj;
  try {
    config = { ...(core.validateConfig(raw, shown) as Obj) };
  } catch (error) {
    throw new DocsBuildError(`${shown} is not a valid Docusaurus config:\n${(error as Error).message.trim()}`, {
      hint: 'Docusaurus refuses this config too: fix the fields it names.',
      location: shown,
      cause: error,
    });
  }
  const { normalizePluginOptions, normalizeThemeConfig } = validation;
  let themeConfig: Obj = isObj(config.themeConfig) ? { ...config.themeConfig } : {};
  const themeModules: Array<{ module: PluginModule; keyPath: string }> = [];

  config.presets = (Array.isArray(config.presets) ? config.presets : []).map((entry: unknown, i) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name !== 'string' || !CLASSIC_PRESET.test(name) || !isObj(options ?? {})) return entry;
    const presetPath = resolveFrom(siteRequire, name === 'classic' ? '@docusaurus/preset-classic' : name);
    if (!presetPath) return entry;
    const presetRequire = createRequire(presetPath);
    const out: Obj = { ...(options as Obj | undefined) };
    for (const [key, pluginName] of Object.entries(PRESET_PLUGINS)) {
      if (out[key] === false) continue;
      const plugin = loadValidators(presetRequire, pluginName, 'options.js');
      if (plugin?.validateOptions) out[key] = validateAt(`presets.${i}.${key}`, shown, () => plugin.validateOptions!({ validate: normalizePluginOptions, options: out[key] ?? {} }));
    }
    const theme = loadValidators(presetRequire, '@docusaurus/theme-classic', 'options.js');
    if (theme?.validateOptions) out.theme = validateAt(`presets.${i}.theme`, shown, () => theme.validateOptions!({ validate: normalizePluginOptions, options: out.theme ?? {} }));
    if (theme) themeModules.push({ module: theme, keyPath: 'themeConfig' });
    if (themeConfig.algolia !== undefined) {
      const search = loadValidators(presetRequire, '@docusaurus/theme-search-algolia', 'validateThemeConfig.js');
      if (search) themeModules.push({ module: search, keyPath: 'themeConfig' });
    }
    return [name, out];
  });

  // The one plugin docs-build reads (every other one is left out with a warning, so never loaded): its own validation.
  config.plugins = (Array.isArray(config.plugins) ? config.plugins : []).map((entry: unknown, i) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (name !== 'client-redirects' && name !== REDIRECTS) return entry;
    const plugin = loadValidators(siteRequire, REDIRECTS, 'options.js');
    if (!plugin?.validateOptions) return entry;
    return [name, validateAt(`plugins.${i}`, shown, () => plugin.validateOptions!({ validate: normalizePluginOptions, options: options ?? {} }))];
  });

  for (const { module, keyPath } of themeModules) {
    if (!module.validateThemeConfig) continue;
    const validated = validateAt(keyPath, shown, () => module.validateThemeConfig!({ validate: normalizeThemeConfig, themeConfig }));
    themeConfig = { ...themeConfig, ...(validated as Obj) };
  }
  config.themeConfig = themeConfig;
  return { config, warnings: [] };
}

/** Runs one of the site's validators; what it refuses stops the build at the option's key path, as Docusaurus's build stops. */
function validateAt(keyPath: string, shown: string, run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    const details = (error as { details?: Array<{ message: string; path: Array<string | number> }> }).details;
    const lines = details?.length ? details.map((d) => `  ${shown}: ${[keyPath, ...d.path].join('.')}: ${d.message}`) : [`  ${shown}: ${keyPath}: ${(error as Error).message}`];
    throw new DocsBuildError(`Docusaurus refuses this config:\n${lines.join('\n')}`, {
      hint: 'Fix the option named above; the message is Docusaurus’s own.',
      location: `${shown}: ${keyPath}${details?.[0]?.path.length ? `.${details[0].path.join('.')}` : ''}`,
      cause: error,
    });
  }
}

/**
 * A plugin's or theme's validators. Docusaurus's own packages define them in a small module beside their main one
 * (`lib/options.js`), which the main one re-exports: the very same functions, without loading the whole plugin
 * (its content loading, its webpack and Markdown tooling), which took most of a config load's time. Any other
 * layout loads the main module, as Docusaurus does.
 */
function loadValidators(req: NodeJS.Require, name: string, beside: string): PluginModule | undefined {
  const main = resolveFrom(req, name);
  if (!main) return undefined;
  const small = join(dirname(main), beside);
  if (name.startsWith('@docusaurus/') && existsSync(small)) {
    const found = load(req, small) as PluginModule;
    if (typeof found.validateOptions === 'function' || typeof found.validateThemeConfig === 'function') return found;
  }
  return load(req, main) as PluginModule | undefined;
}

function resolveFrom(req: NodeJS.Require, name: string): string | undefined {
  try {
    return req.resolve(name);
  } catch {
    return undefined;
  }
}

/**
 * A module of the site's packages, or undefined when it is not installed;
 * its validators read from the module or its default export, as Docusaurus
 * reads them from CommonJS and ES modules alike.
 */
function load(req: NodeJS.Require, name: string): unknown {
  const path = resolveFrom(req, name);
  if (!path) return undefined;
  const mod = req(path) as Obj & { default?: Obj };
  return { ...mod.default, ...mod };
}

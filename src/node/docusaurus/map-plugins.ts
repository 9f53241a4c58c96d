import type { MappingWarning } from './map-config.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What docs-build does with client redirects: the same options as the Docusaurus plugin, without `createRedirects`. */
export interface RedirectsConfig {
  fromExtensions: string[];
  toExtensions: string[];
  redirects: Array<{ from: string[]; to: string }>;
}

// Docusaurus's shorthand: 'client-redirects' stands for '@docusaurus/plugin-client-redirects'.
function fullName(name: string, kind: 'plugin' | 'theme'): string {
  if (name.startsWith('@docusaurus/') || name.includes('/') || name.startsWith('.')) return name;
  return name.startsWith(`docusaurus-${kind}-`) ? name : `@docusaurus/${kind}-${name}`;
}

const REDIRECTS = '@docusaurus/plugin-client-redirects';
const SASS = 'docusaurus-plugin-sass';
// The classic theme and its Algolia search are what docs-build's own theme and Algolia provider stand for.
const BUILT_IN_THEMES = new Set(['@docusaurus/theme-classic', '@docusaurus/theme-search-algolia']);

/** Plugins and themes: client redirects are read, every other one is named in one warning and left out. */
export function mapPlugins(plugins: unknown, themes: unknown, warnings: MappingWarning[]): { redirects?: RedirectsConfig } {
  let redirects: RedirectsConfig | undefined;
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  list(plugins).forEach((entry: unknown, i) => {
    if (!entry) return;
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const keyPath = `plugins.${i}`;
    if (typeof name === 'string' && fullName(name, 'plugin') === REDIRECTS) {
      redirects = mapRedirects(isObj(options) ? options : {}, keyPath, warnings);
      return;
    }
    // What docusaurus-plugin-sass does, compile .scss and .sass with the site's `sass`, the bundler always does.
    if (name === SASS || name === 'sass') {
      if (isObj(options) && Object.keys(options).length > 0) warnings.push({ keyPath: `${keyPath}.1`, message: `the options of ${SASS} are not read: Sass files are compiled with the defaults` });
      return;
    }
    warnings.push({ keyPath, message: `the plugin ${pluginName(name)} is not supported; the build goes on without it` });
  });
  list(themes).forEach((entry: unknown, i) => {
    if (!entry) return;
    const name = Array.isArray(entry) ? entry[0] : entry;
    if (typeof name === 'string' && BUILT_IN_THEMES.has(fullName(name, 'theme'))) return;
    warnings.push({ keyPath: `themes.${i}`, message: `the theme ${pluginName(name)} is not supported; the build goes on with docs-build's theme` });
  });
  return redirects ? { redirects } : {};
}

function pluginName(name: unknown): string {
  if (typeof name === 'string') return `'${name}'`;
  if (typeof name === 'function') return `'${name.name || 'anonymous function'}' (a local plugin function)`;
  return 'given as an object';
}

function mapRedirects(options: Obj, keyPath: string, warnings: MappingWarning[]): RedirectsConfig {
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
  const redirects = (Array.isArray(options.redirects) ? options.redirects : []).filter(isObj).flatMap((r) => {
    const from = typeof r.from === 'string' ? [r.from] : strings(r.from);
    return typeof r.to === 'string' && from.length > 0 ? [{ from, to: r.to }] : [];
  });
  if (typeof options.createRedirects === 'function') {
    warnings.push({ keyPath: `${keyPath}.createRedirects`, message: 'createRedirects is not supported; list the redirects in `redirects` instead' });
  }
  return { fromExtensions: strings(options.fromExtensions), toExtensions: strings(options.toExtensions), redirects };
}

import type { MappingWarning } from './mapping-warning.ts';
import { contentPluginKind, type HostedPlugin } from '../plugins/hosted-plugin.ts';

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
// The classic theme and its Algolia search are what docs-build's own theme and Algolia provider stand for; Mermaid
// diagrams docs-build draws itself.
const BUILT_IN_THEMES = new Set(['@docusaurus/theme-classic', '@docusaurus/theme-search-algolia', '@docusaurus/theme-mermaid']);
// The sitemap docs-build writes: running Docusaurus's would write the same file twice. (Content plugins are hosted,
// and their content is what docs-build builds from: see src/node/docusaurus-content/.) The PWA plugin's postBuild compiles its service
// worker with Docusaurus's webpack, which docs-build does not have.
const NOT_HOSTED = new Set(['@docusaurus/plugin-sitemap', '@docusaurus/plugin-pwa']);
// Other search themes bring their own search bar and index, which docs-build's search stands for.
const SEARCH_THEME = /search/i;
// Plugins and themes that add an offline search to a Docusaurus site: docs-build's own local index stands in for them.
const LOCAL_SEARCH = ['@easyops-cn/docusaurus-search-local', 'docusaurus-lunr-search', '@cmfcmf/docusaurus-search-local', 'docusaurus-plugin-search-local'];
// Those that add no search page of their own (only a search box): the site has no /search page either.
const WITHOUT_SEARCH_PAGE = new Set(['docusaurus-lunr-search', '@cmfcmf/docusaurus-search-local']);

/** The local-search package a plugin or theme entry names, given as a package name or a path into its package (`require.resolve`). */
export function localSearchPackage(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const path = name.split('\\').join('/');
  return LOCAL_SEARCH.find((pkg) => path === pkg || path.includes(`/node_modules/${pkg}/`));
}

/**
 * Plugins and themes: client redirects are read, local-search plugins are replaced by docs-build's own search, the
 * plugins and themes docs-build has no equivalent of are handed to the plugin host (`hosted`), and the rest is
 * named in one warning each.
 */
export function mapPlugins(
  plugins: unknown,
  themes: unknown,
  warnings: MappingWarning[],
  /**
   * Whether another search theme (not one docs-build knows) has a search page: a `SearchPage` theme component, as
   * Algolia's theme and its forks have. Without the site's files to look in, it is taken to have one.
   */
  hasSearchPage: (theme: string) => boolean = () => true,
): { redirects?: RedirectsConfig; hosted: HostedPlugin[]; localSearch?: { page: boolean } } {
  let redirects: RedirectsConfig | undefined;
  const hosted: HostedPlugin[] = [];
  let localSearch = false;
  // A search page when any search plugin or theme of the site makes one.
  let searchPage = false;
  const replaceSearch = (name: unknown, keyPath: string): boolean => {
    const pkg = localSearchPackage(name);
    if (!pkg) return false;
    localSearch = true;
    if (!WITHOUT_SEARCH_PAGE.has(pkg)) searchPage = true;
    warnings.push({
      keyPath,
      message: `'${pkg}' is replaced by docs-build's own local search: the navbar gets its search button, and the plugin's own search box and options are not used`,
    });
    return true;
  };
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  list(plugins).forEach((entry: unknown, i) => {
    if (!entry) return;
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const keyPath = `plugins.${i}`;
    if (typeof name === 'string' && fullName(name, 'plugin') === REDIRECTS) {
      redirects = mapRedirects(isObj(options) ? options : {}, keyPath, warnings);
      return;
    }
    if (replaceSearch(name, keyPath)) return;
    const content = contentPluginKind(name);
    if (content) {
      hosted.push({ plugin: name as string, options, keyPath, kind: 'plugin', content });
      return;
    }
    // What docusaurus-plugin-sass does, compile .scss and .sass with the site's `sass`, the bundler always does.
    if (name === SASS || name === 'sass') {
      if (isObj(options) && Object.keys(options).length > 0) warnings.push({ keyPath: `${keyPath}.1`, message: `the options of ${SASS} are not read: Sass files are compiled with the defaults` });
      return;
    }
    if (typeof name === 'function' || (typeof name === 'string' && !NOT_HOSTED.has(fullName(name, 'plugin')))) {
      hosted.push({ plugin: name, options, keyPath, kind: 'plugin' });
      return;
    }
    warnings.push({ keyPath, message: `the plugin ${pluginName(name)} is not supported; the build goes on without it` });
  });
  list(themes).forEach((entry: unknown, i) => {
    if (!entry) return;
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name === 'string' && BUILT_IN_THEMES.has(fullName(name, 'theme'))) return;
    if (replaceSearch(name, `themes.${i}`)) return;
    if (typeof name === 'function' || (typeof name === 'string' && !SEARCH_THEME.test(name))) {
      hosted.push({ plugin: name, options, keyPath: `themes.${i}`, kind: 'theme' });
      return;
    }
    // Another search theme (Typesense, Orama…): the site has a search, which docs-build's own local index stands for,
    // with a search page where the theme has one.
    localSearch = true;
    if (typeof name === 'string' && hasSearchPage(name)) searchPage = true;
    warnings.push({ keyPath: `themes.${i}`, message: `the search theme ${pluginName(name)} is not supported; docs-build's own local search stands in for it` });
  });
  return { hosted, ...(redirects ? { redirects } : {}), ...(localSearch ? { localSearch: { page: searchPage } } : {}) };
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

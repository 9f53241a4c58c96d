import { mapNavbarItem, mapFooter } from './map-theme-config.ts';
import { blogSchema } from '../config/blog-schema.ts';
import { mapPlugins } from './map-plugins.ts';
import type { MappingWarning } from './mapping-warning.ts';
import { configSchema } from '../config/schema.ts';
import { keepKnownKeys } from '../config/known-keys.ts';
import { CONTENT_PLUGINS, type ContentPluginKind, type HostedPlugin } from '../plugins/hosted-plugin.ts';

type Obj = Record<string, unknown>;

export interface MappedConfig {
  /** A docs-build user config; unknown keys pass through under Docusaurus's names for the steps that read them. */
  config: Obj;
  /** Style sheets of `theme.customCss`, absolute or relative to the site folder. */
  customCss: string[];
  /** The plugins and themes docs-build runs with Docusaurus's lifecycle (src/node/plugins/). */
  plugins: HostedPlugin[];
  warnings: MappingWarning[];
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const CLASSIC_PRESET = /(^|[/@])(docusaurus\/)?preset-classic$|^classic$/;
// The classic preset's analytics options each stand for a plugin it adds: those run in the plugin host.
const ANALYTICS_PLUGINS: Record<string, string> = { gtag: '@docusaurus/plugin-google-gtag', googleAnalytics: '@docusaurus/plugin-google-analytics', googleTagManager: '@docusaurus/plugin-google-tag-manager' };

/**
 * Turns an evaluated Docusaurus config into docs-build's config. Options
 * with the same meaning keep their Docusaurus names; what docs-build cannot
 * do is named in a warning, and the build goes on without it.
 */
export function mapDocusaurusConfig(raw: unknown, written: unknown = raw, hasSearchPage?: (theme: string) => boolean, validated = false): MappedConfig {
  const warnings: MappingWarning[] = [];
  const dc: Obj = isObj(raw) ? raw : {};
  const theme: Obj = isObj(dc.themeConfig) ? dc.themeConfig : {};
  const config: Obj = {};
  for (const key of ['title', 'tagline', 'url', 'baseUrl', 'favicon', 'titleDelimiter', 'noIndex', 'trailingSlash', 'customFields']) {
    if (dc[key] !== undefined) config[key] = dc[key];
  }
  if (config.tagline === undefined) config.tagline = '';
  // theme-classic loads Infima on every page, and the site's CSS is written against it.
  config.infima = true;
  // Docusaurus also accepts 'log', which docs-build reports as a warning.
  const severity = (v: unknown) => (v === 'log' ? 'warn' : v);
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes', 'onBrokenMarkdownLinks']) {
    if (dc[key] !== undefined) config[key] = severity(dc[key]);
  }
  const headTags = mapHeadTags(dc);
  if (headTags.length > 0) config.headTags = headTags;
  const staticDirectories = Array.isArray(dc.staticDirectories) ? (dc.staticDirectories as string[]) : ['static'];
  config.staticDir = staticDirectories[0] ?? 'static';
  if (staticDirectories.length > 1) {
    warnings.push({ keyPath: 'staticDirectories', message: `only the first static folder ('${config.staticDir}') is copied; ${staticDirectories.slice(1).join(', ')} ${staticDirectories.length > 2 ? 'are' : 'is'} left out` });
  }
  config.markdown = mapMarkdown(dc.markdown, isObj(written) ? written.markdown : undefined, config, warnings);
  config.i18n = mapI18n(dc.i18n);

  const customCss: string[] = [];
  const presets = Array.isArray(dc.presets) ? dc.presets : [];
  let classic: { name: string; options: Obj; written: Obj; at: number } | undefined;
  presets.forEach((entry, i) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && CLASSIC_PRESET.test(name)) classic = { name: name === 'classic' ? '@docusaurus/preset-classic' : name, options: isObj(options) ? options : {}, written: classicOptions(written, i), at: i };
    else if (entry) warnings.push({ keyPath: `presets.${i}`, message: `the preset '${describeName(name)}' is not supported; it is left out` });
  });
  const presetOptions = classic?.options ?? {};
  const presetWritten = classic?.written ?? {};
  const at = `presets.${classic?.at ?? 0}`;
  config.docs = mapDocs(presetOptions.docs, presetWritten.docs, `${at}.docs`, warnings);
  if (presetOptions.blog !== undefined) config.blog = presetOptions.blog === false ? false : pickKnown(presetOptions.blog, presetWritten.blog, BLOG_KEYS, `${at}.blog`, warnings);
  if (isObj(config.blog) && isObj(config.blog.feedOptions)) config.blog.feedOptions = pick(config.blog.feedOptions, FEED_KEYS);
  config.pages = mapPages(presetOptions.pages, presetWritten.pages, `${at}.pages`, warnings);
  const themeOptions = isObj(presetOptions.theme) ? presetOptions.theme : {};
  const css = themeOptions.customCss;
  if (typeof css === 'string') customCss.push(css);
  else if (Array.isArray(css)) customCss.push(...css.filter((c): c is string => typeof c === 'string'));
  const presetPlugins: HostedPlugin[] = [];
  // The preset's content plugins come first, in its order: with the site's packages installed, their loaded content
  // is what the docs, posts and pages are built from; without them, docs-build reads the content itself.
  for (const kind of ['docs', 'blog', 'pages'] as ContentPluginKind[]) {
    if (!classic || presetOptions[kind] === false) continue;
    presetPlugins.push({ plugin: CONTENT_PLUGINS[kind], options: presetOptions[kind] ?? {}, keyPath: `${at}.${kind}`, kind: 'plugin', preset: { name: classic.name, missing: '' }, content: kind });
  }
  for (const key of ['gtag', 'googleAnalytics', 'googleTagManager', 'svgr', 'debug']) {
    if (presetOptions[key] === undefined || presetOptions[key] === false) continue;
    const message = `the classic preset's '${key}' option is not supported; it is left out`;
    const plugin = ANALYTICS_PLUGINS[key];
    if (plugin && classic) presetPlugins.push({ plugin, options: presetOptions[key], keyPath: `${at}.${key}`, kind: 'plugin', preset: { name: classic.name, missing: message } });
    else warnings.push({ keyPath: `${at}.${key}`, message });
  }

  const plugins = mapPlugins(dc.plugins, dc.themes, warnings, hasSearchPage);
  if (plugins.redirects) config.redirects = plugins.redirects;

  const writtenTheme = isObj(written) && isObj(written.themeConfig) ? written.themeConfig : {};
  mapThemeConfig(theme, writtenTheme, config, warnings);
  if (config.blog !== false) config.blog = { ...(isObj(config.blog) ? config.blog : {}), sidebarGroupByYear: groupsBlogByYear(theme, validated) };
  const hasSearch = isObj(theme.algolia) || plugins.localSearch !== undefined;
  addSearchButton(config, hasSearch);
  // Without a search theme or plugin, a Docusaurus site has no search at all: no page, no button, no index.
  if (!hasSearch) config.search = { provider: 'none' };
  // A local-search plugin without a search page of its own: docs-build's index, with no page either.
  else if (!isObj(theme.algolia) && plugins.localSearch?.page === false && !isObj(config.search)) config.search = { provider: 'local', page: false };
  // Docusaurus options passed through whole (navbar items, footer, blog) carry keys docs-build does not read.
  // As Docusaurus orders them: the preset's plugins before the config's own.
  return { config: keepKnownKeys(configSchema, config) as Obj, customCss, plugins: [...presetPlugins, ...plugins.hosted], warnings };
}

/**
 * Whether the blog sidebar groups its posts under years: `themeConfig.blog.sidebar.groupByYear`, which theme-classic
 * added in Docusaurus 3.5 with the default true. A theme config that the site's own theme-classic validated and that
 * has no such key comes from an older theme-classic, which never groups; one read as written (no packages installed)
 * gets the documented default.
 */
function groupsBlogByYear(theme: Obj, validated: boolean): boolean {
  const sidebar = isObj(theme.blog) && isObj(theme.blog.sidebar) ? theme.blog.sidebar : {};
  return typeof sidebar.groupByYear === 'boolean' ? sidebar.groupByYear : !validated;
}

/** `headTags`, then `stylesheets` and `scripts` as the head elements Docusaurus makes of them, in its order. */
function mapHeadTags(dc: Obj): Obj[] {
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const attributes = (value: Obj) => Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'boolean'));
  return [
    ...list(dc.headTags).filter(isObj).map((tag) => ({ ...tag, attributes: isObj(tag.attributes) ? attributes(tag.attributes) : {} })),
    ...list(dc.stylesheets).flatMap((s) =>
      typeof s === 'string' ? [{ tagName: 'link', attributes: { rel: 'stylesheet', href: s } }] : isObj(s) ? [{ tagName: 'link', attributes: { rel: 'stylesheet', ...attributes(s) } }] : [],
    ),
    ...list(dc.scripts).flatMap((s) => (typeof s === 'string' ? [{ tagName: 'script', attributes: { src: s } }] : isObj(s) ? [{ tagName: 'script', attributes: attributes(s) }] : [])),
  ];
}

function describeName(name: unknown): string {
  if (typeof name === 'string') return name;
  if (typeof name === 'function') return name.name || '(anonymous function)';
  return String(name);
}

function mapMarkdown(markdown: unknown, written: unknown, config: Obj, warnings: MappingWarning[]): Obj {
  const raw: Obj = isObj(markdown) ? markdown : {};
  const own: Obj = isObj(written) ? written : {};
  // Docusaurus 3 reads every file as MDX, .md included, unless the site says otherwise; docs-build's own default
  // ('detect') would show the imports and components of a .md page as text.
  const out: Obj = { format: raw.format ?? 'mdx' };
  if (typeof raw.emoji === 'boolean') out.emoji = raw.emoji;
  const hooks = isObj(raw.hooks) ? raw.hooks : {};
  if (hooks.onBrokenMarkdownLinks !== undefined) config.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks === 'log' ? 'warn' : hooks.onBrokenMarkdownLinks;
  if (hooks.onBrokenMarkdownImages !== undefined) config.onBrokenMarkdownImages = hooks.onBrokenMarkdownImages === 'log' ? 'warn' : hooks.onBrokenMarkdownImages;
  // Mermaid diagrams are always drawn, and MDX comments always accepted, so those two change nothing here.
  for (const key of Object.keys(own)) {
    if (['format', 'emoji', 'hooks', 'mermaid', 'mdx1Compat'].includes(key) || own[key] === undefined) continue;
    warnings.push({ keyPath: `markdown.${key}`, message: `the option '${key}' is not supported; it is left out` });
  }
  return out;
}

/**
 * The default locale's settings. The build makes every locale of `i18n.locales` in a pass of its own
 * (i18n/locale-plan.ts), each with its own config (i18n/locale-config.ts).
 */
function mapI18n(i18n: unknown): Obj {
  const raw: Obj = isObj(i18n) ? i18n : {};
  const defaultLocale = typeof raw.defaultLocale === 'string' ? raw.defaultLocale : 'en';
  const configs = isObj(raw.localeConfigs) ? raw.localeConfigs : {};
  const own = isObj(configs[defaultLocale]) ? (configs[defaultLocale] as Obj) : {};
  const localeConfig: Obj = {};
  for (const key of ['label', 'direction', 'htmlLang', 'calendar', 'path']) if (own[key] !== undefined) localeConfig[key] = own[key];
  return { defaultLocale, locales: [defaultLocale], localeConfigs: { [defaultLocale]: localeConfig } };
}

/** The options docs-build reads under Docusaurus's names; the others are named in a warning when the site sets them. */
const DOCS_KEYS = [
  'path',
  'routeBasePath',
  'sidebarPath',
  'breadcrumbs',
  'sidebarCollapsible',
  'sidebarCollapsed',
  'editUrl',
  'numberPrefixParser',
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'lastVersion',
  'versions',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'disableVersioning',
];
const BLOG_KEYS = Object.keys(blogSchema.shape);
const FEED_KEYS = ['type', 'title', 'description', 'copyright', 'language', 'limit'];
// Set by Docusaurus's validation for every site, and without effect on what docs-build builds.
const IGNORED_KEYS = new Set(['id']);

/** The options of the classic preset as the site wrote them, before validation filled in defaults. */
function classicOptions(written: unknown, i: number): Obj {
  const entry = isObj(written) && Array.isArray(written.presets) ? written.presets[i] : undefined;
  const options = Array.isArray(entry) ? entry[1] : undefined;
  return isObj(options) ? options : {};
}

function pick(value: Obj, keys: readonly string[]): Obj {
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
}

/** The known keys of a (validated) options object; each other key the site wrote is named in one warning. */
function pickKnown(options: unknown, written: unknown, keys: readonly string[], keyPath: string, warnings: MappingWarning[]): Obj {
  const value = isObj(options) ? options : {};
  const own = isObj(written) ? written : {};
  for (const key of Object.keys(own)) {
    if (keys.includes(key) || IGNORED_KEYS.has(key) || own[key] === undefined) continue;
    warnings.push({ keyPath: `${keyPath}.${key}`, message: `the option '${key}' is not supported; it is left out` });
  }
  return pick(value, keys);
}

/** The classic preset's docs options; Docusaurus's defaults differ from docs-build's (`docs/`, not `content/docs/`). */
function mapDocs(docs: unknown, written: unknown, keyPath: string, warnings: MappingWarning[]): Obj | false {
  if (docs === false) return false;
  const out = pickKnown(docs, written, DOCS_KEYS, keyPath, warnings);
  // Docusaurus's validation puts its default parser here; docs-build's default is the same parser.
  if (!isObj(written) || written.numberPrefixParser === undefined) delete out.numberPrefixParser;
  out.path = typeof out.path === 'string' ? out.path : 'docs';
  out.routeBasePath = routeBase(out.routeBasePath, 'docs');
  // `false` (no sidebars) has no docs-build equivalent: the docs then get the generated sidebar.
  if (out.sidebarPath === false) {
    delete out.sidebarPath;
    warnings.push({ keyPath: `${keyPath}.sidebarPath`, message: 'sidebarPath: false (docs without a sidebar) is not supported; the docs get a sidebar generated from their folders' });
  }
  return out;
}

function mapPages(pages: unknown, written: unknown, keyPath: string, warnings: MappingWarning[]): Obj {
  const out = pickKnown(pages, written, ['path'], keyPath, warnings);
  // Docusaurus puts a page in its navbar and footer only when the page renders its Layout.
  return { path: typeof out.path === 'string' ? out.path : 'src/pages', shell: 'layout' };
}

/** Docusaurus writes routeBasePath with or without slashes; '/' puts docs at the site root. */
function routeBase(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  return value.replace(/^\/+|\/+$/g, '');
}

/**
 * theme-classic puts a search box at the right of the navbar, after the colour mode switch, when a search theme
 * or plugin is installed and no navbar item of type 'search' places it elsewhere.
 */
function addSearchButton(config: Obj, hasSearch: boolean): void {
  const navbar = config.navbar as { items: Obj[]; searchButton?: boolean };
  if (!hasSearch || navbar.items.some((item) => item.type === 'search')) return;
  navbar.searchButton = true;
}

/** `written` is the theme config as the site wrote it: warnings are about what the site asked for, not about defaults. */
function mapThemeConfig(theme: Obj, written: Obj, config: Obj, warnings: MappingWarning[]): void {
  const docsBase = config.docs === false ? 'docs' : String((config.docs as Obj).routeBasePath);
  const navbar: Obj = isObj(theme.navbar) ? theme.navbar : {};
  const items = Array.isArray(navbar.items) ? navbar.items : [];
  config.navbar = {
    title: typeof navbar.title === 'string' ? navbar.title : '',
    ...(isObj(navbar.logo) && typeof navbar.logo.src === 'string' ? { logo: { alt: '', ...pick(navbar.logo, ['src', 'srcDark', 'alt', 'width', 'height']) } } : {}),
    hideOnScroll: navbar.hideOnScroll === true,
    ...(navbar.style === 'dark' ? { style: 'dark' } : {}),
    items: items.flatMap((item, i) => mapNavbarItem(item, `themeConfig.navbar.items.${i}`, docsBase, warnings) ?? []),
  };
  if (navbar.style === 'primary') warnings.push({ keyPath: 'themeConfig.navbar.style', message: "the navbar style 'primary' is not supported; the navbar keeps its default colours" });
  if (theme.footer !== undefined) config.footer = mapFooter(theme.footer, docsBase);
  if (isObj(theme.announcementBar)) config.announcementBar = { id: 'announcement-bar', ...pick(theme.announcementBar, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) };
  if (isObj(theme.colorMode)) {
    const { defaultMode, disableSwitch, respectPrefersColorScheme } = theme.colorMode;
    config.colorMode = { defaultMode, disableSwitch, respectPrefersColorScheme };
  }
  if (isObj(theme.tableOfContents)) config.tableOfContents = pick(theme.tableOfContents, ['minHeadingLevel', 'maxHeadingLevel']);
  if (theme.metadata !== undefined) config.metadata = theme.metadata;
  if (theme.image !== undefined) config.image = theme.image;
  if (isObj(theme.algolia)) config.search = { ...pick(theme.algolia, ['appId', 'apiKey', 'indexName', 'contextualSearch', 'searchParameters', 'insights']), provider: 'algolia' };
  // Code is highlighted by Prism with the site's own Prism options, as theme-classic does (at build time here).
  if (isObj(theme.prism)) {
    const { theme: light, darkTheme, additionalLanguages, defaultLanguage, magicComments } = theme.prism;
    (config.markdown as Obj).prism = { theme: light, darkTheme, additionalLanguages, defaultLanguage, magicComments };
  }
  const sidebar = isObj(theme.docs) && isObj(theme.docs.sidebar) ? theme.docs.sidebar : {};
  if (isObj(config.docs)) {
    if (sidebar.hideable === true) config.docs.hideableSidebar = true;
    if (sidebar.autoCollapseCategories === true) config.docs.autoCollapseCategories = true;
  }
  for (const key of ['mermaid', 'liveCodeBlock', 'zoom', 'giscus']) {
    if (written[key] !== undefined) warnings.push({ keyPath: `themeConfig.${key}`, message: `'${key}' belongs to a theme docs-build does not have; it is left out` });
  }
}

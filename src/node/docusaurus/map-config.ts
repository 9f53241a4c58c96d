import { mapNavbarItem, mapFooter } from './map-theme-config.ts';
import { mapEditUrl } from './edit-url.ts';
import { mapPlugins } from './map-plugins.ts';

type Obj = Record<string, unknown>;

/** Something in the Docusaurus config that docs-build reads differently or not at all, at its key path. */
export interface MappingWarning {
  keyPath: string;
  message: string;
  hint?: string;
}

export interface MappedConfig {
  /** A docs-build user config; unknown keys pass through under Docusaurus's names for the steps that read them. */
  config: Obj;
  /** Style sheets of `theme.customCss`, absolute or relative to the site folder. */
  customCss: string[];
  warnings: MappingWarning[];
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const CLASSIC_PRESET = /(^|[/@])(docusaurus\/)?preset-classic$|^classic$/;

/**
 * Turns an evaluated Docusaurus config into docs-build's config. Options
 * with the same meaning keep their Docusaurus names; what docs-build cannot
 * do is named in a warning, and the build goes on without it.
 */
export function mapDocusaurusConfig(raw: unknown): MappedConfig {
  const warnings: MappingWarning[] = [];
  const dc: Obj = isObj(raw) ? raw : {};
  const theme: Obj = isObj(dc.themeConfig) ? dc.themeConfig : {};
  const config: Obj = {};
  for (const key of ['title', 'tagline', 'url', 'baseUrl', 'favicon', 'titleDelimiter', 'noIndex', 'trailingSlash', 'customFields']) {
    if (dc[key] !== undefined) config[key] = dc[key];
  }
  if (config.tagline === undefined) config.tagline = '';
  // Docusaurus also accepts 'log', which docs-build reports as a warning.
  const severity = (v: unknown) => (v === 'log' ? 'warn' : v);
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes', 'onBrokenMarkdownLinks']) {
    if (dc[key] !== undefined) config[key] = severity(dc[key]);
  }
  const staticDirectories = Array.isArray(dc.staticDirectories) ? (dc.staticDirectories as string[]) : ['static'];
  config.staticDir = staticDirectories[0] ?? 'static';
  if (staticDirectories.length > 1) {
    warnings.push({ keyPath: 'staticDirectories', message: `only the first static folder ('${config.staticDir}') is copied; ${staticDirectories.slice(1).join(', ')} ${staticDirectories.length > 2 ? 'are' : 'is'} left out` });
  }
  config.markdown = mapMarkdown(dc.markdown, config);
  config.i18n = mapI18n(dc.i18n, warnings);

  const customCss: string[] = [];
  const presets = Array.isArray(dc.presets) ? dc.presets : [];
  let classic: Obj | undefined;
  presets.forEach((entry, i) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && CLASSIC_PRESET.test(name)) classic = isObj(options) ? options : {};
    else if (entry) warnings.push({ keyPath: `presets.${i}`, message: `the preset '${describeName(name)}' is not supported; it is left out` });
  });
  const presetOptions = classic ?? {};
  config.docs = mapDocs(presetOptions.docs, theme, config, warnings);
  if (presetOptions.blog !== undefined) config.blog = presetOptions.blog;
  config.pages = mapPages(presetOptions.pages);
  const themeOptions = isObj(presetOptions.theme) ? presetOptions.theme : {};
  const css = themeOptions.customCss;
  if (typeof css === 'string') customCss.push(css);
  else if (Array.isArray(css)) customCss.push(...css.filter((c): c is string => typeof c === 'string'));
  for (const key of ['gtag', 'googleAnalytics', 'googleTagManager', 'svgr', 'debug']) {
    if (presetOptions[key] !== undefined && presetOptions[key] !== false) {
      warnings.push({ keyPath: `presets.0.${key}`, message: `the classic preset's '${key}' option is not supported; it is left out` });
    }
  }

  const plugins = mapPlugins(dc.plugins, dc.themes, warnings);
  if (plugins.redirects) config.redirects = plugins.redirects;

  mapThemeConfig(theme, config, warnings);
  return { config, customCss, warnings };
}

function describeName(name: unknown): string {
  if (typeof name === 'string') return name;
  if (typeof name === 'function') return name.name || '(anonymous function)';
  return String(name);
}

function mapMarkdown(markdown: unknown, config: Obj): Obj {
  const out: Obj = isObj(markdown) ? { ...markdown } : {};
  // Docusaurus 3 reads every file as MDX, .md included, unless the site says otherwise; docs-build's own default
  // ('detect') would show the imports and components of a .md page as text.
  out.format ??= 'mdx';
  const hooks = isObj(out.hooks) ? out.hooks : {};
  delete out.hooks;
  if (hooks.onBrokenMarkdownLinks !== undefined) config.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks === 'log' ? 'warn' : hooks.onBrokenMarkdownLinks;
  if (hooks.onBrokenMarkdownImages !== undefined) config.onBrokenMarkdownImages = hooks.onBrokenMarkdownImages === 'log' ? 'warn' : hooks.onBrokenMarkdownImages;
  return out;
}

function mapI18n(i18n: unknown, warnings: MappingWarning[]): Obj {
  const raw: Obj = isObj(i18n) ? i18n : {};
  const defaultLocale = typeof raw.defaultLocale === 'string' ? raw.defaultLocale : 'en';
  const locales = Array.isArray(raw.locales) ? (raw.locales as string[]) : [defaultLocale];
  const others = locales.filter((l) => l !== defaultLocale);
  if (others.length > 0) {
    warnings.push({
      keyPath: 'i18n.locales',
      message: `only the default locale '${defaultLocale}' is built; ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} not`,
      hint: 'Translations (i18n/<locale>/) are not read yet; build those locales with Docusaurus.',
    });
  }
  const configs = isObj(raw.localeConfigs) ? raw.localeConfigs : {};
  const own = isObj(configs[defaultLocale]) ? (configs[defaultLocale] as Obj) : {};
  const localeConfig: Obj = {};
  for (const key of ['label', 'direction', 'htmlLang', 'calendar', 'path']) if (own[key] !== undefined) localeConfig[key] = own[key];
  return { defaultLocale, locales: [defaultLocale], localeConfigs: { [defaultLocale]: localeConfig } };
}

/** The classic preset's docs options; Docusaurus's defaults differ from docs-build's (`docs/`, not `content/docs/`). */
function mapDocs(docs: unknown, theme: Obj, config: Obj, warnings: MappingWarning[]): Obj | false {
  if (docs === false) return false;
  const raw: Obj = isObj(docs) ? docs : {};
  const out: Obj = { ...raw, path: typeof raw.path === 'string' ? raw.path : 'docs', routeBasePath: routeBase(raw.routeBasePath, 'docs') };
  delete out.editUrl;
  const editUrl = mapEditUrl(raw.editUrl, (config.i18n as Obj).defaultLocale as string);
  if (editUrl.prefix !== undefined) out.editUrl = editUrl.prefix;
  if (editUrl.warning) warnings.push({ keyPath: 'presets.0.docs.editUrl', message: editUrl.warning });
  const themeDocs = isObj(theme.docs) ? theme.docs : {};
  if (isObj(themeDocs.sidebar)) out.sidebar = themeDocs.sidebar;
  return out;
}

function mapPages(pages: unknown): Obj {
  const raw: Obj = isObj(pages) ? pages : {};
  return { ...raw, path: typeof raw.path === 'string' ? raw.path : 'src/pages' };
}

/** Docusaurus writes routeBasePath with or without slashes; '/' puts docs at the site root. */
function routeBase(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  return value.replace(/^\/+|\/+$/g, '');
}

function mapThemeConfig(theme: Obj, config: Obj, warnings: MappingWarning[]): void {
  const docsBase = config.docs === false ? 'docs' : String((config.docs as Obj).routeBasePath);
  const navbar: Obj = isObj(theme.navbar) ? theme.navbar : {};
  const items = Array.isArray(navbar.items) ? navbar.items : [];
  config.navbar = {
    title: typeof navbar.title === 'string' ? navbar.title : '',
    ...(isObj(navbar.logo) && typeof navbar.logo.src === 'string' ? { logo: { alt: '', ...navbar.logo } } : {}),
    hideOnScroll: navbar.hideOnScroll === true,
    ...(navbar.style === 'dark' ? { style: 'dark' } : {}),
    items: items.flatMap((item, i) => mapNavbarItem(item, `themeConfig.navbar.items.${i}`, docsBase, warnings) ?? []),
  };
  if (navbar.style === 'primary') warnings.push({ keyPath: 'themeConfig.navbar.style', message: "the navbar style 'primary' is not supported; the navbar keeps its default colours" });
  if (theme.footer !== undefined) config.footer = mapFooter(theme.footer, docsBase);
  if (isObj(theme.announcementBar)) config.announcementBar = { id: 'announcement-bar', ...theme.announcementBar };
  if (isObj(theme.colorMode)) {
    const { defaultMode, disableSwitch, respectPrefersColorScheme } = theme.colorMode;
    config.colorMode = { defaultMode, disableSwitch, respectPrefersColorScheme };
  }
  if (isObj(theme.tableOfContents)) config.tableOfContents = theme.tableOfContents;
  if (theme.metadata !== undefined) config.metadata = theme.metadata;
  if (theme.image !== undefined) config.image = theme.image;
  if (isObj(theme.algolia)) config.search = { ...theme.algolia, provider: 'algolia' };
  if (isObj(theme.prism) && (theme.prism.theme !== undefined || theme.prism.darkTheme !== undefined)) {
    warnings.push({
      keyPath: 'themeConfig.prism.theme',
      message: 'code blocks are highlighted at build time by Shiki in its own light and dark themes; the Prism themes are not used',
    });
  }
  for (const key of ['mermaid', 'liveCodeBlock', 'zoom', 'giscus']) {
    if (theme[key] !== undefined) warnings.push({ keyPath: `themeConfig.${key}`, message: `'${key}' belongs to a theme docs-build does not have; it is left out` });
  }
}

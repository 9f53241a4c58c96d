import type { I18nData, LinkData, NavbarItemData, SiteData } from '../../shared/types.ts';
import type { Config } from '../config/schema.ts';
import type { DocEntry, Sidebars } from '../content/sidebar.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { closest } from '../content/sidebar.ts';
import { assetUrl, routeHref } from '../../shared/url.ts';
import { CURRENT } from '../versions/read-versions.ts';
import type { VersionModel } from '../versions/version-model.ts';

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

const staticUrl = (src: string) => (/^[a-z]+:/i.test(src) ? src : `/${src.replace(/^\//, '')}`);

/** Site-wide data for the theme, resolved once: doc items become links, unknown ids are reported. */
export function buildSiteData(
  config: Config,
  docs: ReadonlyMap<string, DocEntry>,
  sidebars: Sidebars,
  searchIndexUrl: string,
  configFile: string,
  versions: readonly VersionModel[] = [],
  i18n: I18nData = configI18n(config),
): { site: SiteData; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const docsConfig = config.docs === false ? undefined : config.docs;
  const problem = (key: string, message: string, hint: string) =>
    problems.push({ file: configFile, keyPath: key, message, ruleId: 'navbar', severity: 'error', hint });
  // A link written with the base URL in it is the same route: Docusaurus adds the base only once.
  const base = config.baseUrl;
  const route = (href: string) => (base !== '/' && (href.startsWith(base) || href === base.slice(0, -1)) ? `/${href.slice(base.length)}` : href);
  const link = (item: { label: string; to?: string; href?: string }): LinkData => {
    const href = route(item.href ?? item.to ?? '/');
    return { label: item.label, href, external: isExternal(href) };
  };
  const items: NavbarItemData[] = [];
  // A version dropdown's own links around its versions, as Docusaurus lists them.
  const around = (item: (typeof config.navbar.items)[number], own: LinkData[]): LinkData[] => [
    ...(item.dropdownItemsBefore ?? []).map(link),
    ...own,
    ...(item.dropdownItemsAfter ?? []).map(link),
  ];
  const defaultInstance = { docs, sidebars, versions: versions.filter((v) => v.pluginId === undefined), routeBase: docsConfig ? `/${docsConfig.routeBasePath}` : '/' };
  config.navbar.items.forEach((item, i) => {
    const key = `navbar.items.${i}`;
    const position = item.position;
    const type = item.type ?? 'default';
    const needsDocs = ['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'].includes(type);
    if (needsDocs && !docsConfig && item.docsPluginId === undefined) {
      problem(key, `missing docs section (docs plugin missing): a '${type}' item needs the docs section, but \`docs\` is false.`, 'Configure `docs` in the config, or remove this navbar item.');
      return;
    }
    const instance = needsDocs ? docsInstance(item.docsPluginId, defaultInstance, versions) : defaultInstance;
    if (!instance) {
      const ids = [...new Set(versions.flatMap((v) => (v.pluginId === undefined ? [] : [v.pluginId])))];
      problem(`${key}.docsPluginId`, `unknown docs plugin id '${item.docsPluginId}'.`, `Use the \`id\` of one of the site's docs plugins: default${ids.map((id) => `, ${id}`).join('')}.`);
      return;
    }
    const { docs, sidebars, versions: instanceVersions, routeBase } = instance;
    const versionLabel = docsConfig?.versionLabel ?? 'Next';
    switch (type) {
      case 'default':
      case 'link': {
        const l = link({ label: item.label!, to: item.to, href: item.href });
        items.push({ type: 'link', ...l, position, activeBasePath: item.activeBasePath });
        break;
      }
      case 'doc': {
        const doc = docs.get(item.docId!);
        if (!doc) {
          const near = closest(item.docId!, [...docs.keys()]);
          problem(`${key}.docId`, `unknown doc id '${item.docId}'.`, near ? `Did you mean '${near}'?` : 'Use the id of an existing doc.');
          return;
        }
        const base = doc.route.split('/').slice(0, 2).join('/');
        const byVersion = versionHrefs(instanceVersions, item.docsPluginId, (v) => {
          const found = v.docs.get(item.docId!);
          return found && (found.permalink ?? found.route);
        });
        items.push({ type: 'link', label: item.label ?? doc.label, href: routeHref(doc.permalink ?? doc.route), external: false, position, activeBasePath: base, ...byVersion });
        break;
      }
      case 'docSidebar': {
        const first = sidebars.order.get(item.sidebarId!)?.[0];
        if (!first) {
          const near = closest(item.sidebarId!, [...sidebars.trees.keys()]);
          problem(`${key}.sidebarId`, `unknown sidebar id '${item.sidebarId}'.`, near ? `Did you mean '${near}'?` : `Known sidebars: ${[...sidebars.trees.keys()].join(', ') || 'none'}.`);
          return;
        }
        const byVersion = versionHrefs(instanceVersions, item.docsPluginId, (v) => v.sidebars.order.get(item.sidebarId!)?.[0]?.href);
        items.push({ type: 'link', label: item.label ?? first.label, href: routeHref(first.href), external: false, position, activeBasePath: routeBase, ...byVersion });
        break;
      }
      case 'dropdown': {
        // Its own `to` or `href`: the label leads there.
        const own = item.to !== undefined || item.href !== undefined ? link({ label: item.label!, to: item.to, href: item.href }) : undefined;
        items.push({ type: 'dropdown', label: item.label!, position, items: (item.items ?? []).map(link), ...(own ? { link: { href: own.href, external: own.external } } : {}) });
        break;
      }
      case 'html':
        items.push({ type: 'html', value: item.value!, position });
        break;
      case 'search':
        items.push({ type: 'search', position });
        break;
      case 'docsVersion': {
        // Outside the docs it shows the last version; a doc page puts its own version in (theme/version-items.ts).
        const last = instanceVersions.find((v) => v.isLast);
        items.push({ type: 'docsVersion', label: item.label ?? last?.label ?? versionLabel, href: (item.to && route(item.to)) ?? routeHref(last?.mainRoute ?? firstDocRoute(sidebars, docs)), position });
        break;
      }
      case 'docsVersionDropdown':
        items.push({
          type: 'docsVersionDropdown',
          label: item.label ?? instanceVersions.find((v) => v.isLast)?.label ?? versionLabel,
          position,
          items: around(
            item,
            instanceVersions.length > 1
              ? instanceVersions.map((v) => ({ label: v.label, href: routeHref(v.mainRoute), external: false }))
              : [{ label: versionLabel, href: routeHref(firstDocRoute(sidebars, docs)), external: false }],
          ),
        });
        break;
      case 'localeDropdown':
        items.push({
          type: 'localeDropdown',
          label: item.label ?? i18n.locales.find((l) => l.locale === i18n.currentLocale)?.label ?? i18n.currentLocale,
          position,
          before: (item.dropdownItemsBefore ?? []).map(link),
          after: (item.dropdownItemsAfter ?? []).map(link),
        });
        break;
    }
  });

  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale];
  const search = config.search;
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/$/, ''),
    baseUrl: config.baseUrl,
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    favicon: config.favicon ? `/${config.favicon.replace(/^\//, '')}` : '',
    titleDelimiter: config.titleDelimiter,
    noIndex: config.noIndex,
    locale: {
      lang: config.i18n.defaultLocale,
      htmlLang: locale?.htmlLang ?? config.i18n.defaultLocale,
      direction: locale?.direction ?? 'ltr',
      calendar: locale?.calendar ?? 'gregory',
    },
    i18n,
    colorMode: { ...config.colorMode },
    navbar: {
      title: config.navbar.title,
      logo: config.navbar.logo && {
        ...config.navbar.logo,
        src: `/${config.navbar.logo.src.replace(/^\//, '')}`,
        srcDark: config.navbar.logo.srcDark && `/${config.navbar.logo.srcDark.replace(/^\//, '')}`,
        ...(config.navbar.logo.src.startsWith('/') ? {} : { configSrc: config.navbar.logo.src }),
        ...(config.navbar.logo.srcDark && !config.navbar.logo.srcDark.startsWith('/') ? { configSrcDark: config.navbar.logo.srcDark } : {}),
      },
      hideOnScroll: config.navbar.hideOnScroll,
      ...(config.navbar.style ? { style: config.navbar.style } : {}),
      items,
      ...(config.navbar.searchButton ? { searchButton: true } : {}),
    },
    footer: {
      style: config.footer.style,
      columns: config.footer.links.map((col) => ({ title: col.title, items: col.items.map((item) => ('html' in item ? { html: item.html } : link(item))) })),
      copyright: config.footer.copyright,
      ...(config.footer.copyrightHtml ? { copyrightHtml: true } : {}),
      ...(config.footer.logo ? { logo: { ...config.footer.logo, src: staticUrl(config.footer.logo.src), srcDark: config.footer.logo.srcDark && staticUrl(config.footer.logo.srcDark) } } : {}),
    },
    announcementBar: config.announcementBar,
    search:
      search.provider === 'none'
        ? { provider: 'none' }
        : search.provider === 'local'
        ? { provider: 'local', indexUrl: assetUrl(searchIndexUrl, config), ...(search.page ? {} : { noPage: true as const }) }
        : {
            provider: 'algolia',
            appId: search.appId!,
            apiKey: search.apiKey!,
            indexName: search.indexName,
            contextualSearch: search.contextualSearch,
            hosts: search.hosts,
            searchParameters: search.searchParameters,
            insights: search.insights,
            missingResultsUrl: search.missingResultsUrl,
          },
    docs: {
      breadcrumbs: docsConfig?.breadcrumbs ?? false,
      versionLabel: docsConfig?.versionLabel ?? 'Next',
      docsVersionStorageKey: 'docs-preferred-version-default',
      latestVersion: versions.find((v) => v.isLast && v.pluginId === undefined)?.name ?? CURRENT,
      ...otherPluginsOf(versions),
      ...(docsConfig?.hideableSidebar ? { hideableSidebar: true as const } : {}),
      ...(docsConfig?.autoCollapseCategories ? { autoCollapseCategories: true as const } : {}),
    },
    ...(Object.keys(config.customFields).length > 0 ? { customFields: config.customFields } : {}),
    ...(config.image ? { image: /^[a-z]+:/i.test(config.image) ? config.image : `${config.url.replace(/\/$/, '')}${assetUrl(config.image, config)}` } : {}),
    ...(config.metadata.length > 0 ? { metadata: config.metadata } : {}),
    ...(config.infima ? { infima: true as const } : {}),
    ...(config.pages.shell === 'layout' ? { pagesOwnLayout: true as const } : {}),
  };
  return { site, problems };
}

function firstDocRoute(sidebars: Sidebars, docs: ReadonlyMap<string, DocEntry>): string {
  for (const order of sidebars.order.values()) if (order[0]) return order[0].href;
  return docs.values().next().value?.route ?? '/';
}

/** The one locale of a config as the site data gives it, when the build names no other locales. */
export function configI18n(config: Config): I18nData {
  const { defaultLocale, localeConfigs } = config.i18n;
  const own = localeConfigs[defaultLocale];
  return {
    defaultLocale,
    currentLocale: defaultLocale,
    path: 'i18n',
    locales: [
      {
        locale: defaultLocale,
        label: own?.label ?? defaultLocale,
        htmlLang: own?.htmlLang ?? defaultLocale,
        direction: own?.direction ?? 'ltr',
        calendar: own?.calendar ?? 'gregory',
        path: own?.path ?? defaultLocale,
        translate: false,
        url: config.url,
        baseUrl: config.baseUrl,
      },
    ],
  };
}

interface DocsInstance {
  docs: ReadonlyMap<string, DocEntry>;
  sidebars: Sidebars;
  versions: readonly VersionModel[];
  routeBase: string;
}

/** The docs instance a navbar item names by `docsPluginId` (the default one without it); undefined for an unknown id. */
function docsInstance(pluginId: string | undefined, defaultInstance: DocsInstance, versions: readonly VersionModel[]): DocsInstance | undefined {
  if (pluginId === undefined || pluginId === 'default') return defaultInstance;
  const own = versions.filter((v) => v.pluginId === pluginId);
  const last = own.find((v) => v.isLast) ?? own[0];
  if (!last) return undefined;
  return { docs: last.docs, sidebars: last.sidebars, versions: own, routeBase: last.routeBase };
}

/** The last version of each docs instance other than the default one (none on a site with one docs plugin). */
function otherPluginsOf(versions: readonly VersionModel[]): { otherPlugins?: Record<string, string> } {
  const latest: Record<string, string> = {};
  for (const v of versions) if (v.pluginId !== undefined && (v.isLast || latest[v.pluginId] === undefined)) latest[v.pluginId] = v.name;
  return Object.keys(latest).length > 0 ? { otherPlugins: latest } : {};
}

/** Where a `doc` or `docSidebar` item leads in each version of its docs instance; nothing for a single version. */
function versionHrefs(
  versions: readonly VersionModel[],
  pluginId: string | undefined,
  target: (version: VersionModel) => string | undefined,
): { byVersion?: { pluginId?: string; hrefs: Record<string, string> } } {
  if (versions.length < 2) return {};
  const hrefs: Record<string, string> = {};
  for (const version of versions) {
    const route = target(version);
    if (route !== undefined) hrefs[version.name] = routeHref(route);
  }
  return { byVersion: { ...(pluginId === undefined ? {} : { pluginId }), hrefs } };
}

import { DEFAULT_PLUGIN_ID, DOCS_PLUGIN, type VersionDocs, type GlobalData, type GlobalDoc, type GlobalDocsPluginData, type GlobalSidebar, type GlobalVersion } from '../../shared/global-data-types.ts';
import { routeUrl, type UrlOptions } from '../../shared/url.ts';
import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/content-source.ts';
import { walk, type SidebarNode } from '../content/sidebar.ts';
import type { VersionModel } from '../versions/version-model.ts';

/**
 * What Docusaurus's `useGlobalData()` holds for this site, made once per build: the docs plugin's versions, their
 * docs and sidebars, with URLs as pages link them. Nothing for a site without docs.
 */
export function buildGlobalData(config: Config, versions: readonly VersionModel[]): GlobalData {
  if (config.docs === false) return {};
  const url: UrlOptions = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  const data: GlobalDocsPluginData = {
    // Paths of the plugin and of its versions get no trailing-slash rule, as in Docusaurus.
    path: routeUrl(`/${config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')}`, { baseUrl: config.baseUrl }),
    versions: versions.filter((version) => version.pluginId === undefined).map((version) => globalVersion(version, url)),
    breadcrumbs: config.docs.breadcrumbs,
  };
  return { [DOCS_PLUGIN]: { [DEFAULT_PLUGIN_ID]: data } };
}

function globalVersion(version: VersionModel, url: UrlOptions): GlobalVersion {
  const docs: GlobalDoc[] = [...version.docs.values()].map((doc) => {
    const sidebar = version.sidebars.sidebarOfDoc.get(doc.id);
    return { id: doc.id, path: routeUrl(doc.route, url), ...(sidebar === undefined ? {} : { sidebar }) };
  });
  const sidebars: Record<string, GlobalSidebar> = {};
  for (const [name, tree] of version.sidebars.trees) {
    // A generated index page is listed among the docs by its slug, as Docusaurus does.
    for (const node of generatedIndexes(tree)) docs.push({ id: node.href.slice(version.routeBase.length) || '/', path: routeUrl(node.href, url), sidebar: name });
    const first = version.sidebars.order.get(name)?.[0];
    sidebars[name] = first ? { link: { label: first.label, path: routeUrl(first.href, url) } } : {};
  }
  const main = [...version.docs.values()].find((doc) => doc.route === version.mainRoute);
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: routeUrl(version.routeBase, { baseUrl: url.baseUrl }),
    mainDocId: main?.id ?? version.docs.keys().next().value ?? '',
    docs,
    draftIds: [],
    sidebars,
  };
}

function generatedIndexes(tree: SidebarNode[]): Array<SidebarNode & { type: 'category'; href: string }> {
  const found: Array<SidebarNode & { type: 'category'; href: string }> = [];
  walk(tree, (node) => {
    if (node.type === 'category' && node.generatedIndex && node.href) found.push({ ...node, href: node.href });
  });
  return found;
}

/** Each version's docs with their titles and descriptions, for `useDocsVersion` and `useDocById` on doc pages. */
export function buildVersionDocs(sources: readonly ContentSource[]): VersionDocs {
  const docs: VersionDocs = {};
  for (const source of sources) {
    // Only docs carry Docusaurus's doc metadata (the docs plugin gives it them).
    const metadata = source.metadata;
    if (!metadata) continue;
    (docs[metadata.version] ??= {})[metadata.id] = {
      id: metadata.id,
      title: metadata.title,
      description: metadata.description,
      ...(metadata.sidebar === undefined ? {} : { sidebar: metadata.sidebar }),
    };
  }
  return docs;
}

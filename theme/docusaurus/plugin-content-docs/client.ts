// `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks, computed as Docusaurus does from its global
// data (theme/docusaurus/global-data.ts) and the page being shown.

import { useEffect, useState } from 'react';
import { DEFAULT_PLUGIN_ID, DOCS_PLUGIN, type GlobalDoc, type GlobalDocsPluginData, type GlobalSidebar, type GlobalVersion, type VersionDoc } from '../../../src/shared/global-data-types.ts';
import type { SidebarItemData } from '../../../src/shared/types.ts';
import { linkUrl } from '../../../src/shared/url.ts';
import { type DocContextValue, useDocContext } from '../doc-context.ts';
import { globalData, versionDocs } from '../global-data.ts';
import { usePageData } from '../page-context.ts';
import { matchPath, useLocation } from '../router.ts';
import { useSiteData } from '../site-context.ts';

export interface ActivePlugin {
  pluginId: string;
  pluginData: GlobalDocsPluginData;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}

export function useAllDocsData(): Record<string, GlobalDocsPluginData> {
  return (globalData()[DOCS_PLUGIN] ?? {}) as Record<string, GlobalDocsPluginData>;
}

export function useDocsData(pluginId: string | undefined): GlobalDocsPluginData {
  const data = useAllDocsData()[pluginId ?? DEFAULT_PLUGIN_ID];
  if (!data) throw new Error(`Docusaurus plugin global data not found for "${DOCS_PLUGIN}" plugin with id "${pluginId ?? DEFAULT_PLUGIN_ID}".`);
  return data;
}

/** The docs plugin whose path the current page is under. */
export function useActivePlugin(options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  const { pathname } = useLocation();
  const all = useAllDocsData();
  const found = Object.entries(all).find(([, data]) => matchPath(pathname, { path: data.path, exact: false, strict: false }));
  if (!found && options.failfast) throw new Error(`Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found.`);
  return found ? { pluginId: found[0], pluginData: found[1] } : undefined;
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}): { activePlugin: ActivePlugin; activeVersion: GlobalVersion | undefined } | undefined {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  return activePlugin ? { activePlugin, activeVersion: activeVersionOf(activePlugin.pluginData, pathname) } : undefined;
}

export function useVersions(pluginId: string | undefined): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId: string | undefined): GlobalVersion {
  return latestOf(useDocsData(pluginId));
}

export function useActiveVersion(pluginId: string | undefined): GlobalVersion | undefined {
  const data = useDocsData(pluginId);
  return activeVersionOf(data, useLocation().pathname);
}

export function useActiveDocContext(pluginId: string | undefined): ActiveDocContext {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const activeVersion = activeVersionOf(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => matchPath(pathname, { path: doc.path, exact: true, strict: false }));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const same = version.docs.find((doc) => doc.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

/** The latest version, and the current doc in it when it has one: what a "see the latest version" banner links. */
export function useDocVersionSuggestions(pluginId: string | undefined): { latestVersionSuggestion: GlobalVersion; latestDocSuggestion?: GlobalDoc } {
  const latestVersionSuggestion = useLatestVersion(pluginId);
  const { alternateDocVersions } = useActiveDocContext(pluginId);
  return { latestVersionSuggestion, latestDocSuggestion: alternateDocVersions[latestVersionSuggestion.name] };
}

/**
 * The version the reader chose last in the version dropdown, kept in the browser's storage: null on the server and
 * in the first render in the browser, so hydration matches; then the stored one, if it still exists.
 */
export function useDocsPreferredVersion(pluginId: string | undefined = DEFAULT_PLUGIN_ID): { preferredVersion: GlobalVersion | null; savePreferredVersionName: (name: string) => void } {
  const data = useDocsData(pluginId);
  const site = useSiteData();
  const key = `${site?.docs.docsVersionStorageKey ?? 'docs-preferred-version'}-${pluginId}`;
  const [name, setName] = useState<string | null>(null);
  useEffect(() => setName(localStorage.getItem(key)), [key]);
  const savePreferredVersionName = (next: string) => {
    localStorage.setItem(key, next);
    setName(next);
  };
  return { preferredVersion: data.versions.find((version) => version.name === name) ?? null, savePreferredVersionName };
}

/** Docusaurus's version metadata of the doc being shown, with each of the version's docs. */
export function useDocsVersion() {
  const { activePlugin, activeVersion } = useActivePluginAndVersion({ failfast: true }) ?? {};
  const page = usePageData();
  if (!activePlugin || !activeVersion || page?.kind !== 'doc') throw new Error('useDocsVersion() is only available on a doc page.');
  const banner = page.doc?.version?.banner?.kind ?? null;
  return {
    pluginId: activePlugin.pluginId,
    version: activeVersion.name,
    label: activeVersion.label,
    isLast: activeVersion.isLast,
    banner,
    badge: page.doc?.versionBadge !== undefined,
    noIndex: page.doc?.version?.noIndex ?? false,
    className: page.doc?.version?.className ?? `docs-version-${activeVersion.name}`,
    docs: versionDocs()[activeVersion.name] ?? {},
  };
}

/** The doc being shown: its `metadata`, `frontMatter`, `toc`, `contentTitle` and `assets`, as its content sees them. */
export function useDoc(): DocContextValue {
  const doc = useDocContext();
  if (!doc) throw new Error('useDoc() is only available in the content of a doc page.');
  return doc;
}

/** A doc of the version being shown, by id: its id, title, description and sidebar; none for no id (a link that is no doc's). */
export function useDocById(id: string): VersionDoc;
export function useDocById(id: string | undefined): VersionDoc | undefined;
export function useDocById(id: string | undefined): VersionDoc | undefined {
  const docs = useDocsVersion().docs;
  if (id === undefined) return undefined;
  const doc = docs[id];
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}

type PropSidebarItem =
  | { type: 'html'; value: string; defaultStyle?: boolean }
  | { type: 'link'; label: string; href: string; docId?: string; className?: string; customProps?: Record<string, unknown> }
  | { type: 'category'; label: string; href?: string; collapsed: boolean; collapsible: boolean; items: PropSidebarItem[]; className?: string; customProps?: Record<string, unknown> };

/** The sidebar of the doc being shown, by name, with its items in Docusaurus's shape; null off doc pages. */
export function useDocsSidebar(): { name: string; items: PropSidebarItem[] } | null {
  const page = usePageData();
  const site = useSiteData();
  const active = useActiveDocContext(undefined);
  const activeDoc = active.activeDoc;
  if (page?.kind !== 'doc' || !page.doc || !activeDoc?.sidebar) return null;
  const href = (to: string) => (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to) ? to : linkUrl(to, { baseUrl: site?.baseUrl ?? '/', trailingSlash: site?.trailingSlash }));
  // A doc's link carries its id, as in Docusaurus's sidebar props (cards read the doc's description by it).
  const docIds = new Map((active.activeVersion?.docs ?? []).map((doc) => [doc.path, doc.id]));
  return { name: activeDoc.sidebar, items: page.doc.sidebar.map((item) => sidebarItem(item, href, docIds)) };
}

/** The sidebar category whose page is being shown (a category's own doc or generated index). */
export function useCurrentSidebarCategory(): PropSidebarItem & { type: 'category' } {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  const found = findCategory(sidebar.items, (category) => category.href === pathname);
  if (!found) throw new Error(`${pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`);
  return found;
}

function findCategory(items: PropSidebarItem[], test: (category: PropSidebarItem & { type: 'category' }) => boolean): (PropSidebarItem & { type: 'category' }) | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (test(item)) return item;
    const inner = findCategory(item.items, test);
    if (inner) return inner;
  }
  return undefined;
}

/** A sidebar item as Docusaurus's theme gets it: addresses with the base URL. */
function sidebarItem(item: SidebarItemData, href: (to: string) => string, docIds: ReadonlyMap<string, string>): PropSidebarItem {
  if (item.type === 'link') {
    const to = href(item.href);
    const docId = docIds.get(to);
    return {
      type: 'link',
      label: item.label,
      href: to,
      ...(docId === undefined ? {} : { docId }),
      ...(item.className === undefined ? {} : { className: item.className }),
      ...(item.customProps === undefined ? {} : { customProps: item.customProps }),
    };
  }
  if (item.type === 'html') return { type: 'html', value: item.value, ...(item.defaultStyle === undefined ? {} : { defaultStyle: item.defaultStyle }) };
  return {
    type: 'category',
    label: item.label,
    ...(item.href === undefined || item.hrefIsFirstPage ? {} : { href: href(item.href) }),
    collapsed: item.collapsed,
    collapsible: item.collapsible,
    items: item.items.map((child) => sidebarItem(child, href, docIds)),
    ...(item.className === undefined ? {} : { className: item.className }),
    ...(item.customProps === undefined ? {} : { customProps: item.customProps }),
  };
}

function latestOf(data: GlobalDocsPluginData): GlobalVersion {
  return data.versions.find((version) => version.isLast) ?? data.versions[0]!;
}

/** The version whose path the pathname is under; the last version is tried after the others, as it may be the docs' root. */
function activeVersionOf(data: GlobalDocsPluginData, pathname: string): GlobalVersion | undefined {
  const last = latestOf(data);
  const ordered = [...data.versions.filter((version) => version !== last), last];
  return ordered.find((version) => version && matchPath(pathname, { path: version.path, exact: false, strict: false }));
}

/**
 * The categories above the doc shown and the doc itself, from the sidebar's
 * root, as Docusaurus's breadcrumbs list them; null off a sidebar, or when the
 * docs show no breadcrumbs.
 */
export function useSidebarBreadcrumbs(): PropSidebarItem[] | null {
  const sidebar = useDocsSidebar();
  const site = useSiteData();
  const { pathname } = useLocation();
  if (!sidebar || site?.docs.breadcrumbs === false) return null;
  const trail = (items: PropSidebarItem[]): PropSidebarItem[] | undefined => {
    for (const item of items) {
      if (item.type === 'html') continue;
      if (item.href === pathname) return [item];
      if (item.type === 'category') {
        const inner = trail(item.items);
        if (inner) return [item, ...inner];
      }
    }
    return undefined;
  };
  return trail(sidebar.items) ?? [];
}

/** Where a sidebar item leads: a link's href, a category's own page, else the first link found inside it. */
export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href) return item.href;
  for (const child of item.items) {
    const href = findFirstSidebarItemLink(child);
    if (href) return href;
  }
  return undefined;
}

/** The items a card list shows: links, and categories that lead somewhere. */
export function filterDocCardListItems(items: PropSidebarItem[]): PropSidebarItem[] {
  return items.filter((item) => (item.type === 'category' ? findFirstSidebarItemLink(item) !== undefined : item.type === 'link'));
}

/**
 * The versions a navbar item of the docs follows, most relevant first: the version shown, the reader's preferred
 * one, the latest (each once), as Docusaurus's version items pick them.
 */
export function useDocsVersionCandidates(pluginId: string | undefined = DEFAULT_PLUGIN_ID): GlobalVersion[] {
  const active = useActiveVersion(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return [...new Set([active, preferredVersion, latest].filter((version): version is GlobalVersion => Boolean(version)))];
}

/** The doc `docId` in the first of the candidate versions that has it, for a navbar `doc` item; null when none has it. */
export function useLayoutDoc(docId: string, pluginId: string | undefined): GlobalDoc | null {
  const candidates = useDocsVersionCandidates(pluginId);
  for (const version of candidates) {
    const doc = version.docs.find((candidate) => candidate.id === docId);
    if (doc) return doc;
  }
  return null;
}

/** The sidebar `sidebarId` (its first page as `link`) in the first candidate version that has it, for a navbar `docSidebar` item. */
export function useLayoutDocsSidebar(sidebarId: string, pluginId: string | undefined): GlobalSidebar {
  const candidates = useDocsVersionCandidates(pluginId);
  const found = candidates.map((version) => version.sidebars?.[sidebarId]).find(Boolean);
  if (!found) throw new Error(`Can't find any sidebar with id "${sidebarId}" in version${candidates.length > 1 ? 's' : ''} ${candidates.map((version) => version.name).join(', ')}".`);
  return found;
}

/**
 * The parts of what Docusaurus's docs plugin loads and gives its routes that docs-build builds pages from, typed
 * as its documentation and its `lib/*.d.ts` describe them (Docusaurus 3). Values come from the site's own plugin.
 */

import type { DocMetadata } from '../content/content-source.ts';

/** One version as `loadContent` returns it (`LoadedVersion`). */
export interface LoadedDocsVersion {
  versionName: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  /** Its route, with the base URL: '/docs/next'. */
  path: string;
  tagsPath: string;
  isLast: boolean;
  /** Its docs folder, absolute. */
  contentPath: string;
  /** The folder of its translations in the locale being built, absolute, when the locale reads them. */
  contentPathLocalized?: string;
  docs: DocusaurusDocMetadata[];
}

/** A doc's metadata as Docusaurus computes it: the MDX scope's `metadata`, permalinks with the base URL. */
export type DocusaurusDocMetadata = DocMetadata & { sidebarPosition?: number };

export interface DocsLoadedContent {
  loadedVersions: LoadedDocsVersion[];
}

/** A sidebar item as the theme gets it (`PropSidebarItem`): docs are links with a `docId`. */
export type PropSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; unlisted?: boolean; className?: string; customProps?: Record<string, unknown>; autoAddBaseUrl?: boolean }
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string }
  | {
      type: 'category';
      label: string;
      items: PropSidebarItem[];
      collapsed: boolean;
      collapsible: boolean;
      href?: string;
      linkUnlisted?: boolean;
      className?: string;
      description?: string;
      customProps?: Record<string, unknown>;
    };

/** A version's route props (`PropVersionMetadata`). */
export interface PropVersionMetadata {
  pluginId: string;
  version: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  docsSidebars: Record<string, PropSidebarItem[]>;
}

export type { CategoryGeneratedIndex } from '../../shared/types.ts';

/** The tags list page's props: each tag with how many docs carry it. */
export interface PropTagsListItem {
  label: string;
  permalink: string;
  description?: string;
  count: number;
}

/** A tag page's props (`PropTagDocList`). */
export interface PropTagDocList {
  label: string;
  permalink: string;
  description?: string;
  allTagsPath: string;
  count: number;
  items: Array<{ id: string; title: string; description: string; permalink: string }>;
  unlisted: boolean;
}

/** The docs plugin's global data for one version (what `useGlobalData()` holds). */
export interface GlobalDataVersion {
  name: string;
  path: string;
  mainDocId: string;
  docs: Array<{ id: string; path: string; sidebar?: string }>;
}

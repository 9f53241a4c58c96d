// The data Docusaurus's plugins publish to every page (`useGlobalData`), in Docusaurus's shapes, so a site's
// code that reads it finds what it would under Docusaurus. Only the docs plugin publishes any in the classic preset.

/** A doc, or a category's generated index page (its id is then its slug, which starts with '/'). */
export interface GlobalDoc {
  id: string;
  /** Its URL: base URL included, trailing-slash rule applied. */
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

export interface GlobalSidebar {
  /** The sidebar's first page. */
  link?: { label: string; path: string };
}

export interface GlobalVersion {
  /** 'current' for the docs folder, else the name in versions.json. */
  name: string;
  label: string;
  isLast: boolean;
  /** URL of the version's docs (base URL included). */
  path: string;
  /** The doc at the version's path, else the first doc of its first sidebar, else its first doc. */
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars?: Record<string, GlobalSidebar>;
}

export interface GlobalDocsPluginData {
  path: string;
  /** Newest first, as Docusaurus lists them. */
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

/** Plugin name → plugin id → that instance's data. */
export type GlobalData = Record<string, Record<string, unknown>>;

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const DEFAULT_PLUGIN_ID = 'default';

/** A doc as `useDocsVersion().docs` and `useDocById` give it. */
export interface VersionDoc {
  id: string;
  title: string;
  description: string;
  sidebar?: string;
}

/**
 * Version name → doc id → doc: what Docusaurus hands a doc page about its version's docs. Server-only: hooks that
 * read it work on doc pages, whose content renders on the server alone.
 */
export type VersionDocs = Record<string, Record<string, VersionDoc>>;

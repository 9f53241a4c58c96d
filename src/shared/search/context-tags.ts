// Contextual search, as Docusaurus does it: every record carries a
// `docusaurus_tag` ('default' for pages that are no docs, 'docs-<plugin id>-<version>'
// for a doc), and a query searches the pages that are no docs plus, for each docs
// plugin instance, the docs of one version: the version of the doc being read when
// it belongs to that instance, else the instance's latest one.

export const DEFAULT_SEARCH_TAG = 'default';

/** Tag of the docs of one version (by name: 'current' for the docs folder, else as in versions.json) of a docs instance. */
export function docsSearchTag(versionName: string, pluginId = 'default'): string {
  return `docs-${pluginId}-${versionName}`;
}

/** Where a query is sent from: the doc's version and docs instance (none off the docs). */
export interface SearchContext {
  version?: string;
  pluginId?: string;
}

/** The tags a query searches, from a page `at` (its doc's version and instance), given each instance's latest version. */
export function contextualSearchTags(at: SearchContext, latestVersion: string, otherPlugins: Record<string, string> = {}): string[] {
  const own = (pluginId: string, latest: string) => docsSearchTag(at.version !== undefined && (at.pluginId ?? 'default') === pluginId ? at.version : latest, pluginId);
  return [DEFAULT_SEARCH_TAG, own('default', latestVersion), ...Object.entries(otherPlugins).map(([id, latest]) => own(id, latest))];
}

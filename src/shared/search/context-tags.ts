// Contextual search, as Docusaurus does it: every record carries a
// `docusaurus_tag` ('default' for pages that are no docs, 'docs-default-<version>'
// for a doc), and a query searches the pages that are no docs plus the docs of
// one version: the version of the doc being read, else the latest one.

export const DEFAULT_SEARCH_TAG = 'default';

/** Tag of the docs of one version (by name: 'current' for the docs folder, else as in versions.json). */
export function docsSearchTag(versionName: string): string {
  return `docs-default-${versionName}`;
}

/** The tags a query from a page searches: `pageVersion` is the version of the doc shown, none off the docs. */
export function contextualSearchTags(pageVersion: string | undefined, latestVersion: string): string[] {
  return [DEFAULT_SEARCH_TAG, docsSearchTag(pageVersion ?? latestVersion)];
}

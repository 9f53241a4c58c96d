// Extra search parameters for every query the site sends, from the modal and
// from the search page alike.

import { contextualSearchTags, type SearchContext } from '../../src/shared/search/context-tags.ts';
import type { DocViewData, SiteData } from '../../src/shared/types.ts';

/**
 * The configured `searchParameters`, plus, with contextual search, Docusaurus's
 * facet filters: the page's language, and (ORed) the pages that are no docs
 * with the docs of the version being read (`at`; the latest version
 * off the docs). Configured filters are ANDed after them. The local index
 * always searches in context; it holds one language, so only the tags apply.
 */
export function searchParametersFor(site: Pick<SiteData, 'search' | 'locale' | 'docs'>, at: SearchContext = {}): Record<string, unknown> {
  const tags = contextualSearchTags(at, site.docs.latestVersion, site.docs.otherPlugins).map((tag) => `docusaurus_tag:${tag}`);
  if (site.search.provider !== 'algolia') return { facetFilters: [tags] };
  const { contextualSearch, searchParameters = {} } = site.search;
  if (!contextualSearch) return { ...searchParameters };
  const configured = searchParameters.facetFilters;
  const extra = configured === undefined ? [] : Array.isArray(configured) ? configured : [configured];
  return {
    ...searchParameters,
    facetFilters: [`language:${site.locale.htmlLang}`, tags, ...extra],
  };
}

/** The docs version and instance of the doc a page shows, for its queries' context (empty off the docs). */
export function searchContextOf(doc: DocViewData | undefined): SearchContext {
  if (doc?.plugin) return { version: doc.plugin.version, pluginId: doc.plugin.id };
  return doc?.version ? { version: doc.version.name } : {};
}

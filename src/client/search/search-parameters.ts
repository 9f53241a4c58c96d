// Extra Algolia search parameters for every query the site sends, from the
// modal and from the search page alike.

import type { SiteData } from '../../shared/types.ts';

/**
 * The configured `searchParameters`, plus, with contextual search, facet
 * filters for the page's language and docs version (ANDed with any filters of
 * the config). The index needs `language` and `version` as facets for this.
 * The local index has one language and one version: it takes no parameters.
 */
export function searchParametersFor(site: Pick<SiteData, 'search' | 'locale' | 'docs'>): Record<string, unknown> {
  if (site.search.provider !== 'algolia') return {};
  const { contextualSearch, searchParameters = {} } = site.search;
  if (!contextualSearch) return { ...searchParameters };
  const configured = searchParameters.facetFilters;
  const extra = configured === undefined ? [] : Array.isArray(configured) ? configured : [configured];
  return {
    ...searchParameters,
    facetFilters: [`language:${site.locale.htmlLang}`, `version:${site.docs.versionLabel}`, ...extra],
  };
}

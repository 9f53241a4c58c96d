// Queries of the /search page: the site's provider, 20 hits a page.

import site from 'docs-build:site';
import type { SearchHit } from '../../src/shared/search-types.ts';
import { searchParametersFor } from './search-parameters.ts';
import { createSiteSearchClient } from './site-client.ts';

export const HITS_PER_PAGE = 20;
const SNIPPET_WORDS = 30;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface ResultsPage {
  hits: SearchHit[];
  nbHits: number;
  /** Number of the page after this one, or null when this is the last. */
  nextPage: number | null;
}

export type PageSearch = (query: string, page: number) => Promise<ResultsPage>;

export function createPageSearch(): PageSearch {
  const client = createSiteSearchClient(site.search, site.url);
  const indexName = site.search.provider === 'algolia' ? site.search.indexName : 'local';
  const parameters = searchParametersFor(site);
  return async (query, page) => {
    const { results } = await client.search({
      requests: [
        {
          ...parameters,
          indexName,
          query,
          page,
          hitsPerPage: HITS_PER_PAGE,
          attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
          attributesToSnippet: [`content:${SNIPPET_WORDS}`],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    const [result] = results;
    if (!result) return { hits: [], nbHits: 0, nextPage: null };
    return { hits: result.hits, nbHits: result.nbHits, nextPage: result.page + 1 < result.nbPages ? result.page + 1 : null };
  };
}

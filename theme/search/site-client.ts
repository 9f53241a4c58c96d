// The search client of the configured provider, loaded on first use, with
// every hit brought to the safe shape DocSearch and the search page expect.

import type { DocSearchCompatibleClient, SearchMethodParams, SearchResponses } from '../../src/shared/search-types.ts';
import type { SearchClientConfig } from '../../src/shared/types.ts';
import { safeHits, type HitText } from './safe-hits.ts';

/** Named like the Algolia client's error: DocSearch shows "Unable to fetch results" only for this name. */
class SearchCodeUnavailableError extends Error {
  override name = 'RetryError';
}

interface Provider {
  client: DocSearchCompatibleClient;
  text: HitText;
}

function folderUrl(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

async function loadProvider(search: SearchClientConfig): Promise<Provider> {
  if (search.provider === 'none') throw new Error('This site has no search.');
  if (search.provider === 'local') {
    const { createLocalSearchClient } = await import('./local-client.ts');
    const baseUrl = folderUrl(search.indexUrl);
    return { client: createLocalSearchClient({ baseUrl, manifestUrl: `${baseUrl}manifest.json` }), text: 'escaped' };
  }
  const { createAlgoliaSearchClient } = await import('./algolia-client.ts');
  const client = createAlgoliaSearchClient({ appId: search.appId, apiKey: search.apiKey, hosts: search.hosts });
  return {
    // algoliasearch types its answer as a union with facet-search responses;
    // a `requests` list of plain index queries only ever gets hit lists back.
    client: { search: (params: SearchMethodParams) => client.search(params) as unknown as Promise<SearchResponses> },
    text: 'raw',
  };
}

/** Starts loading the provider's code at once, so the first query does not wait for it. */
export function createSiteSearchClient(search: SearchClientConfig, siteUrl: string): DocSearchCompatibleClient {
  let provider: Promise<Provider> | undefined;
  const load = (): Promise<Provider> => {
    if (!provider) {
      provider = loadProvider(search);
      // A failed download is tried again by the next query.
      provider.catch(() => (provider = undefined));
    }
    return provider;
  };
  void load().catch(() => {});
  return {
    async search(params) {
      let loaded: Provider;
      try {
        loaded = await load();
      } catch (error) {
        throw new SearchCodeUnavailableError('The search code could not be loaded.', { cause: error });
      }
      const responses = await loaded.client.search(params);
      return { results: responses.results.map((result) => ({ ...result, hits: safeHits(result.hits, loaded.text, siteUrl) })) };
    },
  };
}

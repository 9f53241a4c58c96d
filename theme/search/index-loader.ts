// Fetches the files of the local search index on demand and keeps them in
// memory: each file is requested once even when several queries need it at
// the same time, and nothing is fetched again once loaded.

import {
  INDEX_FORMAT_VERSION,
  documentPath,
  type DictionaryShard,
  type LocalIndexManifest,
  type PostingsBlock,
  type StoredRecord,
} from '../../src/shared/search/index-format.ts';
import { parseStructure, type IndexStructure } from '../../src/shared/search/rank.ts';

/**
 * Named like the Algolia client's error on purpose: DocSearch switches to its
 * "Unable to fetch results" screen only for errors named `RetryError`.
 */
export class SearchIndexUnavailableError extends Error {
  override name = 'RetryError';
}

export interface IndexLoaderOptions {
  /** URL of the index folder; file paths in the manifest are relative to it. */
  baseUrl: string;
  manifestUrl: string;
  fetch?: typeof fetch;
}

export interface IndexLoader {
  manifest(): Promise<LocalIndexManifest>;
  /** Undefined when no term of the index starts with `key`. */
  dictionary(key: string): Promise<DictionaryShard | undefined>;
  structure(): Promise<IndexStructure>;
  postings(path: string): Promise<PostingsBlock>;
  documents(shard: number): Promise<StoredRecord[]>;
}

export function createIndexLoader(options: IndexLoaderOptions): IndexLoader {
  const fetchFile = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const cache = new Map<string, Promise<unknown>>();

  function load<T>(url: string, parse: (body: string) => T): Promise<T> {
    let pending = cache.get(url) as Promise<T> | undefined;
    if (!pending) {
      pending = (async () => {
        let response: Response;
        try {
          response = await fetchFile(url);
        } catch (error) {
          throw new SearchIndexUnavailableError(`Could not fetch ${url}`, { cause: error });
        }
        if (!response.ok) throw new SearchIndexUnavailableError(`Could not fetch ${url}: HTTP ${response.status}`);
        return parse(await response.text());
      })();
      // A failed load is forgotten so the next query tries again.
      pending.catch(() => cache.delete(url));
      cache.set(url, pending);
    }
    return pending;
  }

  const manifest = (): Promise<LocalIndexManifest> =>
    load(options.manifestUrl, (body) => {
      const parsed = JSON.parse(body) as LocalIndexManifest;
      if (parsed.version !== INDEX_FORMAT_VERSION) {
        throw new SearchIndexUnavailableError(`Search index format ${parsed.version} is not ${INDEX_FORMAT_VERSION}; rebuild the site.`);
      }
      return parsed;
    });

  return {
    manifest,
    async dictionary(key) {
      const path = (await manifest()).dictionary[key];
      return path === undefined ? undefined : load(base + path, (body) => JSON.parse(body) as DictionaryShard);
    },
    async structure() {
      return load(base + (await manifest()).structure, parseStructure);
    },
    postings(path) {
      return load(base + path, (body) => JSON.parse(body) as PostingsBlock);
    },
    async documents(shard) {
      return load(base + documentPath(await manifest(), shard), (body) => JSON.parse(body) as StoredRecord[]);
    },
  };
}

import { collectPageRefs } from './page-refs.ts';
import type { CrawledPage } from './anchors.ts';
import { createLimiter } from '../limiter.ts';

export interface PageStore {
  /** The page at `url` (fetched once, redirects followed), or null when it is not HTML. */
  load(url: string): Promise<CrawledPage | null>;
  anchorsOf(url: string): Promise<Set<string> | null>;
}

/** Fetches and parses pages of the site on demand, each URL once. */
export function createPageStore(toSitePath: (url: URL) => string, concurrency: number, timeoutMs: number): PageStore {
  const limit = createLimiter(concurrency);
  const cache = new Map<string, Promise<CrawledPage | null>>();

  const fetchPage = async (url: string): Promise<CrawledPage | null> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok || !/text\/html|application\/xhtml\+xml/.test(response.headers.get('content-type') ?? '')) {
        await response.body?.cancel();
        return null;
      }
      const finalUrl = response.url || url;
      const { refs, ids } = collectPageRefs(await response.text(), finalUrl);
      return { url: finalUrl, path: toSitePath(new URL(finalUrl)), refs, ids };
    } catch {
      return null;
    }
  };

  const load = (url: string): Promise<CrawledPage | null> => {
    let page = cache.get(url);
    if (!page) {
      page = limit(() => fetchPage(url));
      cache.set(url, page);
    }
    return page;
  };

  return { load, anchorsOf: async (url) => (await load(url))?.ids ?? null };
}

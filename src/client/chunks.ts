import type { PageChunk } from '../shared/types.ts';
import { fileUrl } from './site-urls.ts';

/**
 * Page chunks the browser knows about. Each page names the chunks of the
 * pages it links to, so the map only grows with the pages a reader visits.
 */
const known = new Map<string, string>();
const loaded = new Map<string, Promise<PageChunk>>();

export function rememberLinks(links: Record<string, string>): void {
  for (const [route, url] of Object.entries(links)) known.set(route, url);
}

export function chunkUrlFor(route: string): string | undefined {
  return known.get(route);
}

export function loadChunk(url: string): Promise<PageChunk> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetch(fileUrl(url), { credentials: 'same-origin' }).then(async (res) => {
      if (!res.ok) throw new Error(`Loading ${url} failed: HTTP ${res.status}`);
      const chunk = (await res.json()) as PageChunk;
      rememberLinks(chunk.links);
      return chunk;
    });
    // A failed load must be retried from scratch next time.
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
}

export function seedChunk(url: string, chunk: PageChunk): void {
  loaded.set(url, Promise.resolve(chunk));
}

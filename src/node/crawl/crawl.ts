import { STATUS_CODES } from 'node:http';
import { createLimiter } from '../limiter.ts';
import type { CrawledPage } from './anchors.ts';
import { collectPageRefs, type PageRef } from './page-refs.ts';
import { createStallWatch, type StallWatch } from './stall-timeout.ts';

/** What one request for a URL of the site ended in, redirects followed. */
export interface Fetched {
  ok: boolean;
  /** Final status, or 0 when no response came. */
  status: number;
  reason: string;
  /** The HTML page found there, when it is one. */
  page?: CrawledPage;
}

export interface CrawlOutcome {
  /** Every URL requested (without fragment), with what it ended in. */
  results: Map<string, Fetched>;
  /** The URLs the crawl started from: the site's root, the sitemap and every HTML file. */
  seeds: string[];
}

export interface CrawlOptions {
  concurrency: number;
  timeoutMs: number;
  /** Turns a URL of the site into the path shown in reports. */
  toSitePath: (url: URL) => string;
}

const MAX_REDIRECTS = 10;
/**
 * Requests to the site at once, whatever `concurrency` says (it still bounds
 * the requests to other sites): its server and the reading of every page
 * share this thread, so more would only wait in line.
 */
export const SITE_CONCURRENCY = 16;

/**
 * Requests every seed, and every URL of the same origin that a page it reaches
 * refers to, each once. Each request, body included, is bounded by the
 * timeout, counted while the crawl stands still (see stall-timeout.ts); a
 * failure of any kind becomes a result, never an exception.
 */
export async function crawlSite(seeds: string[], options: CrawlOptions): Promise<CrawlOutcome> {
  const origin = new URL(seeds[0] ?? 'http://invalid').origin;
  const limit = createLimiter(Math.min(options.concurrency, SITE_CONCURRENCY));
  const watch = createStallWatch(options.timeoutMs);
  const results = new Map<string, Fetched>();
  const pending = new Set<Promise<void>>();

  const visit = (url: string, kind: PageRef['kind'] = 'link'): void => {
    if (results.has(url)) return;
    // Placeholder so the URL is requested once, even while its request is in flight.
    results.set(url, { ok: false, status: 0, reason: 'not requested' });
    // Images, scripts and styles only need a status; a HEAD that finds a page fetches it after all.
    const task = limit(() => fetchOnce(url, kind === 'link' ? 'GET' : 'HEAD', options, watch)).then((fetched) => {
      results.set(url, fetched);
      for (const ref of fetched.page?.refs ?? []) {
        const target = new URL(ref.url);
        if (target.origin !== origin) continue;
        target.hash = '';
        visit(target.href, ref.kind);
      }
    });
    pending.add(task);
    void task.finally(() => pending.delete(task));
  };

  for (const seed of seeds) visit(seed);
  while (pending.size > 0) await Promise.all(pending);
  return { results, seeds };
}

/** Plain bytes: a loopback transfer costs less than compressing and decompressing it. */
const HEADERS = { 'accept-encoding': 'identity' };

async function fetchOnce(start: string, method: 'GET' | 'HEAD', options: CrawlOptions, watch: StallWatch): Promise<Fetched> {
  const { signal, done } = watch.start();
  const seen = new Set<string>([start]);
  let url = start;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, { method, headers: HEADERS, redirect: 'manual', signal });
      watch.progress();
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, url);
        next.hash = '';
        if (seen.has(next.href)) return { ok: false, status: response.status, reason: `redirect loop: ${[...seen, next.href].map((u) => options.toSitePath(new URL(u))).join(' → ')}` };
        if (hop + 1 >= MAX_REDIRECTS) return { ok: false, status: response.status, reason: `more than ${MAX_REDIRECTS} redirects` };
        // Another origin is outside this crawl: reaching it is all that can be said here.
        if (next.origin !== new URL(start).origin) return { ok: true, status: response.status, reason: 'redirect' };
        seen.add(next.href);
        url = next.href;
        continue;
      }
      const reason = STATUS_CODES[response.status] ?? `HTTP ${response.status}`;
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, status: response.status, reason };
      }
      if (!/text\/html|application\/xhtml\+xml/.test(response.headers.get('content-type') ?? '')) {
        await response.body?.cancel();
        return { ok: true, status: response.status, reason };
      }
      if (method === 'HEAD') {
        method = 'GET';
        hop--;
        continue;
      }
      const html = await response.text();
      watch.progress();
      const { refs, ids } = collectPageRefs(html, url);
      return { ok: true, status: response.status, reason, page: { url, path: options.toSitePath(new URL(url)), refs, ids } };
    }
  } catch (error) {
    return { ok: false, status: 0, reason: describeFailure(error, options.timeoutMs) };
  } finally {
    done();
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `timeout after ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}

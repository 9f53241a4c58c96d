import { startStaticServer } from '../server/serve.ts';
import { findMissingAnchors, type CrawledPage } from './anchors.ts';
import { crawlSite, reasonOf } from './crawl.ts';
import { checkExternalLinks } from './external-links.ts';
import { createPageStore } from './page-store.ts';
import type { BrokenLink, CheckReport } from './types.ts';

export type { BrokenLink, CheckReport, LinkKind } from './types.ts';

export interface CheckSiteOptions {
  /** The built site. */
  dir: string;
  /** Also check links to other origins. Off by default: they are then never requested. */
  external?: boolean;
  /** Requests in flight at once. Default 16. */
  concurrency?: number;
  /** Per request. Default 10 000. */
  timeoutMs?: number;
  /** Extra attempts for an external link that failed transiently. Default 2. */
  retries?: number;
}

/** Requests in flight per external host. */
const PER_HOST = 2;

/** Serves `dir` on a private port and reports every broken link, image, script, stylesheet and anchor. */
export async function checkSite(options: CheckSiteOptions): Promise<CheckReport> {
  const { dir, external = false, concurrency = 16, timeoutMs = 10_000, retries = 2 } = options;
  const server = await startStaticServer({ dir, port: 0, host: '127.0.0.1' });
  try {
    const origin = new URL(server.url).origin;
    const toSitePath = (url: URL): string => (url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href);
    const store = createPageStore(toSitePath, concurrency, timeoutMs);

    // Our own loopback server only slows down under load; the external timeout is not meant for it.
    const crawl = await crawlSite(`${server.url}/`, { concurrency, timeoutMs: Math.max(timeoutMs, 10_000) });
    const loaded = await Promise.all(crawl.pageUrls.map((url) => store.load(url)));
    const pages = uniquePages(loaded);

    const broken: BrokenLink[] = [];
    for (const result of crawl.broken) {
      const parent = result.parent ? await store.load(result.parent) : null;
      const ref = parent?.refs.find((candidate) => withoutHash(candidate.url) === result.url);
      broken.push({
        page: parent?.path ?? (result.parent ? toSitePath(new URL(result.parent)) : '/'),
        url: URL.canParse(result.url) ? toSitePath(new URL(result.url)) : result.url,
        status: result.status ?? 0,
        reason: reasonOf(result),
        kind: ref?.kind ?? 'other',
      });
    }

    const anchors = await findMissingAnchors(pages, origin, store.anchorsOf, toSitePath);
    broken.push(...anchors.broken);

    let externalChecked = 0;
    if (external) {
      const found = await checkExternal(pages, origin, { concurrency, timeoutMs, retries });
      broken.push(...found.broken);
      externalChecked = found.checked;
    }

    return {
      pages: pages.length,
      pagePaths: pages.map((page) => page.path).sort(),
      links: crawl.checked + anchors.checked + externalChecked,
      broken: dedupe(broken).sort((a, b) => a.page.localeCompare(b.page) || a.url.localeCompare(b.url)),
    };
  } finally {
    await server.close();
  }
}

async function checkExternal(
  pages: CrawledPage[],
  origin: string,
  options: { concurrency: number; timeoutMs: number; retries: number },
): Promise<{ broken: BrokenLink[]; checked: number }> {
  const refs = pages.flatMap((page) =>
    page.refs
      .filter((ref) => /^https?:/.test(ref.url) && new URL(ref.url).origin !== origin)
      .map((ref) => ({ page: page.path, url: ref.url, target: withoutHash(ref.url), kind: ref.kind })),
  );
  const statuses = await checkExternalLinks(
    refs.map((ref) => ref.target),
    { ...options, perHost: PER_HOST },
  );
  const broken: BrokenLink[] = [];
  for (const ref of refs) {
    const status = statuses.get(ref.target);
    if (status && !status.ok) broken.push({ page: ref.page, url: ref.url, status: status.status, reason: status.reason, kind: ref.kind });
  }
  return { broken, checked: statuses.size };
}

/**
 * The same page reached through several URLs counts once: `/a.html` redirects to
 * `/a`, and `/a/` is served the same file as `/a`.
 */
function uniquePages(loaded: Array<CrawledPage | null>): CrawledPage[] {
  const byPath = new Map<string, CrawledPage>();
  for (const page of loaded) {
    const key = page?.url.replace(/\/(?=$|[?#])/, '');
    if (page && key !== undefined && !byPath.has(key)) byPath.set(key, page);
  }
  return [...byPath.values()];
}

function dedupe(broken: BrokenLink[]): BrokenLink[] {
  const seen = new Set<string>();
  return broken.filter((link) => {
    const key = `${link.page}\0${link.url}\0${link.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function withoutHash(url: string): string {
  const hashAt = url.indexOf('#');
  return hashAt === -1 ? url : url.slice(0, hashAt);
}

import { startStaticServer } from '../server/serve.ts';
import { builtBaseUrl } from '../server/base-url.ts';
import { routeOfUrl } from '../../shared/url.ts';
import { findMissingAnchors, type CrawledPage } from './anchors.ts';
import { crawlSite, type Fetched } from './crawl.ts';
import { checkExternalLinks } from './external-links.ts';
import { findSeeds } from './seeds.ts';
import type { BrokenLink, CheckReport } from './check-report.ts';

export type { BrokenLink, CheckReport, LinkKind } from './check-report.ts';

export interface CheckSiteOptions {
  /** The built site. */
  dir: string;
  /** Also check links to other origins. Off by default: they are then never requested. */
  external?: boolean;
  /** Requests in flight at once. Default 16. */
  concurrency?: number;
  /** Per request. Default 10 000. */
  timeoutMs?: number;
  /** Per request to the site itself, body included. Default: `timeoutMs`, at least 10 000. */
  siteTimeoutMs?: number;
  /** Extra attempts for an external link that failed transiently. Default 2. */
  retries?: number;
}

/** Requests in flight per external host. */
const PER_HOST = 2;
/** Pages reached by no link on purpose: the entry, the error page and the search box's results page. */
const NOT_ORPHANS = new Set(['/', '/404', '/search']);

/**
 * Serves `dir` on a private port and reports every broken link, image, script,
 * stylesheet and anchor of every page: those links reach, those in the sitemap
 * and every HTML file of the folder.
 */
export async function checkSite(options: CheckSiteOptions): Promise<CheckReport> {
  const { dir, external = false, concurrency = 16, timeoutMs = 10_000, retries = 2 } = options;
  // Our own loopback server only slows down under load; the external timeout is not meant for it.
  const siteTimeoutMs = options.siteTimeoutMs ?? Math.max(timeoutMs, 10_000);
  const server = await startStaticServer({ dir, port: 0, host: '127.0.0.1' });
  try {
    const origin = new URL(server.url).origin;
    const toSitePath = (url: URL): string => (url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href);
    const baseUrl = await builtBaseUrl(dir);
    const seeds = await findSeeds(dir, origin, baseUrl);
    const crawl = await crawlSite(seeds.map((seed) => seed.url), { concurrency, timeoutMs: siteTimeoutMs, toSitePath });
    const pages = uniquePages(crawl.results);

    const broken: BrokenLink[] = [];
    const linkedPages = new Set<string>();
    for (const page of pages) {
      for (const ref of page.refs) {
        const target = new URL(ref.url);
        if (target.origin !== origin) continue;
        target.hash = '';
        const result = crawl.results.get(target.href);
        if (result?.page && result.page.url !== page.url) linkedPages.add(pageKey(result.page.url));
        if (!result || result.ok) continue;
        broken.push({ page: page.path, url: toSitePath(target), status: result.status, reason: result.reason, kind: ref.kind });
      }
    }
    // A seed that failed is no page's link, but is still broken: the sitemap or the output holds it.
    for (const seed of seeds) {
      const result = crawl.results.get(seed.url);
      if (result && !result.ok) broken.push({ page: seed.source, url: toSitePath(new URL(seed.url)), status: result.status, reason: result.reason, kind: 'link' });
    }

    const anchorsOf = async (url: string) => crawl.results.get(url)?.page?.ids ?? null;
    const anchors = await findMissingAnchors(pages, origin, anchorsOf, toSitePath);
    broken.push(...anchors.broken);

    let externalChecked = 0;
    if (external) {
      const found = await checkExternal(pages, origin, { concurrency, timeoutMs, retries });
      broken.push(...found.broken);
      externalChecked = found.checked;
    }

    const orphans = pages
      .map((page) => page.path)
      .filter((path) => !NOT_ORPHANS.has(routeOfUrl(path, { baseUrl }) ?? path) && !linkedPages.has(pageKey(new URL(path, origin).href)));
    const requested = [...crawl.results.values()].filter((result) => result.reason !== 'not requested').length;
    return {
      pages: pages.length,
      pagePaths: pages.map((page) => page.path).sort(),
      links: requested + anchors.checked + externalChecked,
      broken: dedupe(broken).sort((a, b) => a.page.localeCompare(b.page) || a.url.localeCompare(b.url)),
      orphans: orphans.sort(),
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
function uniquePages(results: Map<string, Fetched>): CrawledPage[] {
  const byPath = new Map<string, CrawledPage>();
  for (const { page } of results.values()) {
    if (page && !byPath.has(pageKey(page.url))) byPath.set(pageKey(page.url), page);
  }
  return [...byPath.values()];
}

function pageKey(url: string): string {
  return url.replace(/\/(?=$|[?#])/, '');
}

/** One entry per page and target: a page that links to the same place ten times is told once. */
function dedupe(broken: BrokenLink[]): BrokenLink[] {
  const seen = new Set<string>();
  return broken.filter((link) => {
    const key = `${link.page}\0${link.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function withoutHash(url: string): string {
  const hashAt = url.indexOf('#');
  return hashAt === -1 ? url : url.slice(0, hashAt);
}

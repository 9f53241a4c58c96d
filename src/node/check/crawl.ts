import { STATUS_CODES } from 'node:http';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';

export interface CrawlOutcome {
  /** Every HTML page the crawler opened, as it requested them. */
  pageUrls: string[];
  broken: LinkResult[];
  /** Distinct URLs actually requested. */
  checked: number;
}

/**
 * Crawls a site served at `startUrl` with linkinator. Other origins are skipped
 * before any request: they are checked separately, with per-host limits, or not at all.
 * Its fragment check is off because it misses anchors on pages crawled before the link
 * was seen; anchors are checked afterwards over all pages instead.
 */
export async function crawlSite(startUrl: string, options: { concurrency: number; timeoutMs: number }): Promise<CrawlOutcome> {
  const origin = new URL(startUrl).origin;
  const checker = new LinkChecker();
  const pageUrls = new Set<string>();
  // Typed as a string, but linkinator emits the URL object itself.
  checker.on('pagestart', (url) => pageUrls.add(String(url)));
  const { links } = await checker.check({
    path: startUrl,
    recurse: true,
    concurrency: options.concurrency,
    timeout: options.timeoutMs,
    // Keeps linkinator from adding a slash to extensionless pages before resolving relative links,
    // so they resolve the way a browser resolves them.
    cleanUrls: true,
    checkFragments: false,
    linksToSkip: async (url) => !URL.canParse(url) || new URL(url).origin !== origin,
  });
  const checked = new Set(links.filter((link) => link.state !== LinkState.SKIPPED).map((link) => link.url));
  return { pageUrls: [...pageUrls], broken: links.filter((link) => link.state === LinkState.BROKEN), checked: checked.size };
}

/** A short human reason for a broken crawler result. */
export function reasonOf(result: LinkResult): string {
  if (result.status) return STATUS_CODES[result.status] ?? `HTTP ${result.status}`;
  const error = result.failureDetails?.find((detail): detail is Error => detail instanceof Error);
  if (!error) return 'invalid URL';
  const cause = error.cause as { code?: string } | undefined;
  return cause?.code ?? error.message;
}

import type { BrokenLink } from './check-report.ts';
import type { PageRefs } from './page-refs.ts';

export interface CrawledPage extends PageRefs {
  /** Where the page was served from after redirects, without fragment. */
  url: string;
  /** The page as reported to the reader (`/docs/install`). */
  path: string;
}

/** Resolves the anchors offered by a same-site URL (without fragment); null when it is not an HTML page. */
export type AnchorLookup = (url: string) => Promise<Set<string> | null>;

/**
 * Finds `#fragment` references with no matching `id` / `<a name>` on the target
 * page. Broken target pages are the crawler's business, so they are skipped here.
 */
export async function findMissingAnchors(
  pages: CrawledPage[],
  origin: string,
  anchorsOf: AnchorLookup,
  toSitePath: (url: URL) => string,
): Promise<{ broken: BrokenLink[]; checked: number }> {
  const broken: BrokenLink[] = [];
  const checked = new Set<string>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const ref of page.refs) {
      const target = new URL(ref.url);
      const fragment = decodeFragment(target.hash);
      if (target.origin !== origin || fragment === '' || seen.has(ref.url)) continue;
      seen.add(ref.url);
      checked.add(ref.url);
      target.hash = '';
      const ids = target.href === page.url ? page.ids : await anchorsOf(target.href);
      // Browsers scroll to the top for a missing `#top`, so it is never broken.
      if (!ids || ids.has(fragment) || fragment.toLowerCase() === 'top') continue;
      broken.push({
        page: page.path,
        url: toSitePath(new URL(ref.url)),
        status: 200,
        reason: `missing anchor #${fragment}`,
        kind: 'anchor',
      });
    }
  }
  return { broken, checked: checked.size };
}

function decodeFragment(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

import { chunkUrlFor, loadChunk } from './chunks.ts';
import { loadPageModule } from './page-module.ts';
import { routeOfPath } from './site-urls.ts';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

function shouldPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection && (connection.saveData || connection.effectiveType === '2g'));
}

/**
 * A link in view fetches only the page's chunk (data). The code of a React
 * page waits for a hover: importing it runs it, and every page links the home
 * page from the navbar, so every page view would pay for the home page's code.
 */
function prefetchLink(anchor: HTMLAnchorElement, withCode: boolean): void {
  if (!shouldPrefetch()) return;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return;
  const route = routeOfPath(url.pathname);
  const chunkUrl = route === undefined ? undefined : chunkUrlFor(route);
  if (!chunkUrl) return;
  loadChunk(chunkUrl)
    .then((chunk) => (withCode && chunk.page.module ? loadPageModule(chunk.page.module) : undefined))
    // A failed prefetch is retried on click; nothing to report here.
    .catch(() => undefined);
}

/** Prefetches the chunks of links in view and of hovered links. */
export function startPrefetch(root: HTMLElement): () => void {
  const seen = new WeakSet<Element>();
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            prefetchLink(entry.target as HTMLAnchorElement, false);
          }
        })
      : undefined;
  const scan = () => {
    for (const a of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (seen.has(a)) continue;
      seen.add(a);
      observer?.observe(a);
    }
  };
  scan();
  document.addEventListener('mouseover', (event) => {
    const a = (event.target as Element | null)?.closest?.('a[href]');
    if (a) prefetchLink(a as HTMLAnchorElement, true);
  }, { passive: true });
  return scan;
}

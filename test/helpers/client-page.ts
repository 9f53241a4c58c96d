import type { Page, Request } from 'playwright-core';

/** Resolves once React has hydrated the app root (the root container carries React's internal key). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('__docs') ?? {}).some((k) => k.startsWith('__reactContainer')));
}

/** Resolves once the app and every island on the page are hydrated React roots: before that, a click on an island does nothing. */
export async function waitForIslands(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer'))));
}

/**
 * Opens a path and waits until the app is hydrated. By default the network is
 * quiet first, for tests that count the requests that follow; `'load'` is
 * enough for the others and spares half a second per page.
 */
export async function openHydrated(page: Page, origin: string, path: string, until: 'load' | 'networkidle' = 'networkidle'): Promise<void> {
  await page.goto(`${origin}${path}`, { waitUntil: until });
  await waitForHydration(page);
}

/**
 * A value on `window`: it survives client-side navigation and disappears with
 * a full page load, which makes it the proof of which of the two happened.
 */
export async function setMarker(page: Page, value: string): Promise<void> {
  await page.evaluate((v) => {
    (window as Window & { __testMarker?: string }).__testMarker = v;
  }, value);
}

export function readMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as Window & { __testMarker?: string }).__testMarker);
}

export interface ChunkRequests {
  /** Paths of every page-chunk request since the last clear, in order. */
  readonly paths: string[];
  clear(): void;
}

/** Records the page-chunk requests (/assets/pages/*.json) a page makes. */
export function recordChunkRequests(page: Page): ChunkRequests {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/pages/')) paths.push(pathname);
  });
  return {
    paths,
    clear() {
      paths.length = 0;
    },
  };
}

/** The page data embedded in the current document (route, links to other chunks). */
export function embeddedLinks(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => (JSON.parse(document.getElementById('__docs-data')!.textContent!) as { links: Record<string, string> }).links);
}

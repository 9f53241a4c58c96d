import site from 'docs-build:site';
import { flushSync } from 'react-dom';
import type { PageChunk } from '../shared/types.ts';
import { loadPageParts } from '../../theme/page-parts.ts';
import { chunkUrlFor, loadChunk } from './chunks.ts';
import { loadPageModule } from './page-module.ts';
import { createProgressBar } from './progress-bar.ts';
import type { Store } from './store.ts';
import { isPageRoute, pageAddress, pageCanonicalUrl, routeOfPath, urlOfRoute } from './site-urls.ts';
import { alternatePages } from '../shared/locale-urls.ts';

const PROGRESS_DELAY_MS = 200;

interface HistoryState {
  /** Names the history entry, so its scroll position can be remembered after the reader has left it. */
  key?: string;
  /** Where the entry was scrolled to when left by a link; survives a reload, unlike `positions`. */
  scrollY?: number;
}

/** The key of the current history entry, given one first if it has none (entries the browser made for a #hash). */
function entryKey(): string {
  const state = history.state as HistoryState | null;
  if (state?.key) return state.key;
  const key = Math.random().toString(36).slice(2);
  history.replaceState({ ...state, key } satisfies HistoryState, '');
  return key;
}

/**
 * Client-side navigation over plain <a href> links: the next page's chunk
 * loads first, then the route changes. Anything unexpected falls back to a
 * full page load, which always works.
 */
export function startRouter(store: Store): { navigate: (href: string, options?: { replace?: boolean }) => Promise<void> } {
  history.scrollRestoration = 'manual';
  const progress = createProgressBar(PROGRESS_DELAY_MS);
  let current = routeOfPath(location.pathname) ?? location.pathname;
  let token = 0;
  // popstate reports the next entry: too late to write the position of the one
  // being left into its state, so positions are kept here, by entry key.
  const positions = new Map<string, number>();
  /** The entry whose page is on screen (during a back/forward load, not yet the current entry). */
  let screenKey = entryKey();

  // `/docs/x/index.html` and the like show the page's own address; the not-found page keeps the one asked for.
  const shownRoute = store.get().chunk.page.route;
  if (isPageRoute(current, shownRoute) && pageAddress(shownRoute) !== location.pathname) {
    history.replaceState(history.state, '', pageAddress(shownRoute) + location.search + location.hash);
    current = routeOfPath(location.pathname) ?? current;
  }

  async function show(url: URL, mode: 'push' | 'replace' | 'pop'): Promise<void> {
    const route = routeOfPath(url.pathname);
    const chunkUrl = route === undefined ? undefined : chunkUrlFor(route);
    if (route === undefined || !chunkUrl) {
      location.assign(url.href);
      return;
    }
    const mine = ++token;
    progress.start();
    try {
      const chunk = await loadChunk(chunkUrl);
      const [PageComponent] = await Promise.all([chunk.page.module ? loadPageModule(chunk.page.module) : undefined, loadPageParts(site, chunk.page)]);
      if (mine !== token) return;
      // The page's own address, encoded as the server links it, whatever spelling the link used.
      const address = (isPageRoute(route, chunk.page.route) ? pageAddress(chunk.page.route) : urlOfRoute(route)) + url.search + url.hash;
      if (mode === 'push') {
        positions.set(screenKey, scrollY);
        history.replaceState({ ...(history.state as HistoryState | null), scrollY: scrollY } satisfies HistoryState, '');
        history.pushState({} satisfies HistoryState, '', address);
      } else if (mode === 'replace') {
        history.replaceState({} satisfies HistoryState, '', address);
      }
      current = routeOfPath(location.pathname) ?? route;
      screenKey = entryKey();
      flushSync(() => store.set({ chunk, PageComponent }));
      updateHead(chunk);
      // Docusaurus's `history.listen` callers (theme/docusaurus/router.ts) hear of the new page here.
      dispatchEvent(new Event('docs-build:navigated'));
      restoreScroll(url, mode === 'pop' ? (positions.get(screenKey) ?? (history.state as HistoryState | null)?.scrollY) : undefined);
    } catch (error) {
      if (mine !== token) return;
      if (mode !== 'pop') {
        // The next page could not be loaded: let the browser load it for real.
        location.assign(url.href);
        return;
      }
      // The address already shows the failed route; leaving it by back/forward must load the page there, even the one still on screen.
      current = route;
      flushSync(() =>
        store.set({
          ...store.get(),
          loadState: { kind: 'error', message: (error as Error).message, retry: () => void show(new URL(location.href), 'pop') },
        }),
      );
    } finally {
      if (mine === token) progress.done();
    }
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor?.href || anchor.hasAttribute('download')) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.getAttribute('rel')?.includes('external')) return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin) return;
    const route = routeOfPath(url.pathname);
    // Same page: leave hash jumps to the browser.
    if (route === undefined || (route === current && url.search === location.search)) return;
    if (!chunkUrlFor(route)) return;
    event.preventDefault();
    void show(url, 'push');
  });

  addEventListener('popstate', () => {
    const key = entryKey();
    const route = routeOfPath(location.pathname);
    if (route === current) {
      screenKey = key;
      return;
    }
    // Nothing has re-rendered or scrolled yet: this is still the position of the page being left.
    positions.set(screenKey, scrollY);
    void show(new URL(location.href), 'pop');
  });

  return { navigate: (href: string, options: { replace?: boolean } = {}) => show(new URL(href, location.href), options.replace ? 'replace' : 'push') };
}

function restoreScroll(url: URL, savedY: number | undefined): void {
  if (savedY !== undefined) {
    scrollTo(0, savedY);
    return;
  }
  const id = decodeURIComponent(url.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else scrollTo(0, 0);
}

/** The head tags that name the page, set as the server writes them for a full load of the same page. */
function updateHead(chunk: PageChunk): void {
  document.title = chunk.page.headTitle;
  document.querySelector('meta[name="description"]')?.setAttribute('content', chunk.page.description);
  // Link previews read these; the server writes them from the same title and description.
  document.querySelector('meta[property="og:title"]')?.setAttribute('content', chunk.page.headTitle);
  document.querySelector('meta[property="og:description"]')?.setAttribute('content', chunk.page.description);
  // From the page's decoded route, through the server's one encoding: the route in the address is already encoded.
  const url = pageCanonicalUrl(chunk.page.permalink ?? chunk.page.route);
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', url);
  document.querySelector('meta[property="og:url"]')?.setAttribute('content', url);
  // The page in the other locales, as the server writes them for a site of several.
  const alternates = document.querySelectorAll('link[rel="alternate"][hreflang]');
  if (alternates.length > 0) {
    const pages = alternatePages(site, chunk.page.permalink ?? chunk.page.route);
    const defaultPage = pages.find((p) => p.locale.locale === site.i18n.defaultLocale);
    for (const link of alternates) {
      const lang = link.getAttribute('hreflang');
      const href = lang === 'x-default' ? defaultPage?.url : pages.find((p) => p.locale.htmlLang === lang)?.url;
      if (href) link.setAttribute('href', href);
    }
  }
}

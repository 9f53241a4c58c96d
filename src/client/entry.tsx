// First, the site's messages, which `translate()` reads even at a module's top level; then the site's own components
// of the shell (src/theme/Footer…), registered before anything renders.
import './site-translations.ts';
// The theme's style sheets come before the site's components (docs-build:swizzled), whose CSS modules must win over
// them where both style the same element, as a swizzled component's styles win over the classic theme's.
import '../../theme/styles.css';
import '../../theme/blog/blog.css';
import '../../theme/versions.css';
import 'docs-build:swizzled';
import site from 'docs-build:site';
import clientModules from 'docs-build:client-modules';
import { useEffect, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import type { PageChunk } from '../shared/types.ts';
import { App } from '../../theme/App.tsx';
import { CONTENT_OWN_LAYOUT } from '../../theme/Content.tsx';
import { loadPageParts } from '../../theme/page-parts.ts';
import { rememberLinks, seedChunk } from './chunks.ts';
import type { DevHook } from './dev-client.ts';
import { startContentEnhancements } from './enhance.ts';
import { routeUpdates } from './client-modules.ts';
import { loadPageModule } from './page-module.ts';
import { startPrefetch } from './prefetch.ts';
import { startRouter } from './router.ts';
import { startSearchShortcuts } from './search/shortcuts.ts';
import { createStore, type Store } from './store.ts';

function Root({ store, afterRender }: { store: Store; afterRender: () => void }) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each render of a new state, which the effect does not read
  useEffect(afterRender, [state, afterRender]);
  return <App site={site} page={state.chunk.page} html={state.chunk.html} PageComponent={state.PageComponent} loadState={state.loadState} />;
}

async function start(): Promise<void> {
  const container = document.getElementById('__docs')!;
  const data = JSON.parse(document.getElementById('__docs-data')!.textContent!) as PageChunk;
  rememberLinks(data.links);
  // The content HTML is already in the DOM; it is read back, not shipped twice.
  const html = container.querySelector(`.markdown, .${CONTENT_OWN_LAYOUT}`)?.innerHTML;
  const store = createStore({ chunk: { ...data, html } });
  // Hydration must render what the server rendered, so the page's body code is in before it starts.
  const [PageComponent] = await Promise.all([data.page.module ? loadPageModule(data.page.module) : undefined, loadPageParts(site, data.page)]);
  if (PageComponent) store.set({ ...store.get(), PageComponent });
  let rescan = () => {};
  hydrateRoot(container, <Root store={store} afterRender={() => rescan()} />);
  const router = startRouter(store);
  // `@docusaurus/router`'s history (theme/docusaurus/router.ts) moves through this router.
  (globalThis as Record<symbol, unknown>)[Symbol.for('docs-build.router')] = router;
  if (site.search.provider !== 'none') startSearchShortcuts({ navigate: (url) => void router.navigate(url), store });
  startContentEnhancements();
  const prefetchRescan = startPrefetch(container);
  const routeUpdated = routeUpdates(clientModules);
  // After every render: a page shown by the router (or refreshed by dev) brings its own islands.
  rescan = () => {
    prefetchRescan();
    scanIslands(container);
    routeUpdated();
  };
  // The first render (hydration) came before `rescan` was set: the plugins' client modules hear of the first page here.
  routeUpdated();
  // Only `docs-build dev` swaps pages in place; production bundles drop the hook.
  if (process.env.NODE_ENV !== 'production') (window as Window & { __docsBuild?: DevHook }).__docsBuild = devHook(store);
}

let islands: Promise<typeof import('./islands.ts')> | undefined;

/** Hydrates the page's islands; the code that does it loads with the first page that has one. */
function scanIslands(container: HTMLElement): void {
  if (!islands && !container.querySelector('[data-island]')) return;
  void (islands ??= import('./islands.ts')).then((module) => module.hydrateIslands(container));
}

/** What `docs-build dev` uses to show an edited page in place: no reload, so scroll and page state survive. */
function devHook(store: Store): DevHook {
  return {
    refresh(chunk) {
      if (chunk.page.route !== store.get().chunk.page.route) return false;
      const y = scrollY;
      rememberLinks(chunk.links);
      flushSync(() => store.set({ ...store.get(), chunk, loadState: undefined }));
      document.title = chunk.page.headTitle;
      scrollTo(scrollX, y);
      return true;
    },
    seed: seedChunk,
  };
}

void start();

// The search modal: DocSearch's own dialog over the site's search client,
// downloaded on first open (see shortcuts.ts). Results open through the
// client-side router; DocSearch's styles come with this module.

import { DocSearchModal, type DocSearchModalProps, type DocSearchTransformClient } from '@docsearch/react';
import stylesheetUrl from 'docs-build:search-css';
import site from 'docs-build:site';
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Store } from '../store.ts';
import { searchContextOf, searchParametersFor } from '../../../theme/search/search-parameters.ts';
import { createSiteSearchClient } from '../../../theme/search/site-client.ts';
import { ErrorScreen, trackFailures } from './modal-error.tsx';
import { modalTranslations } from './modal-translations.ts';
import { messagesFor } from '../../shared/translations.ts';
import { routeUrl } from '../../shared/url.ts';

export interface SearchModalOptions {
  /** Client-side navigation to a same-site URL (the router's). */
  navigate(url: string): void;
  /** The page shown: the dialog searches the docs version of the page it opens on. */
  store: Pick<Store, 'get'>;
}

export interface SearchModal {
  /** Renders the dialog and focuses its field before returning, so the next key already lands there. */
  open(initialQuery: string): void;
}

type FooterProps = Parameters<NonNullable<DocSearchModalProps['resultsFooterComponent']>>[0];
type Navigator = NonNullable<DocSearchModalProps['navigator']>;

/** DocSearch demands credentials even when its own client is replaced; the local index needs none. */
const LOCAL_PLACEHOLDER = 'local';
const SEARCH_PAGE = routeUrl('/search', site);
const messages = messagesFor(site.locale.lang, site.translations);
const words = modalTranslations(site.translations);

/** Links the modal's style sheet; resolves once it applies, so the dialog never shows unstyled. */
function loadStyles(): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.dataset.search = '';
  // A style sheet that fails to load leaves a plain but working dialog.
  const applied = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.append(link);
  return applied;
}

function missingResultsUrl(): DocSearchModalProps['getMissingResultsUrl'] {
  if (site.search.provider !== 'algolia' || !site.search.missingResultsUrl) return undefined;
  const template = site.search.missingResultsUrl;
  return ({ query }) => template.replaceAll('{query}', encodeURIComponent(query));
}

export async function mountSearchModal({ navigate, store }: SearchModalOptions): Promise<SearchModal> {
  await loadStyles();
  const container = document.createElement('div');
  const failures = trackFailures(createSiteSearchClient(site.search, site.url), container);
  // DocSearch only ever calls `search` on the client it is given.
  const transformSearchClient = () => failures.client as unknown as DocSearchTransformClient;
  const search = site.search;
  const credentials =
    search.provider === 'algolia'
      ? { appId: search.appId, apiKey: search.apiKey, indexName: search.indexName }
      : { appId: LOCAL_PLACEHOLDER, apiKey: LOCAL_PLACEHOLDER, indexName: LOCAL_PLACEHOLDER };
  const getMissingResultsUrl = missingResultsUrl();

  container.className = 'search-modal';
  container.dataset.searchProvider = search.provider;
  document.body.append(container);
  const root = createRoot(container);
  let isOpen = false;
  let returnFocus: Element | null = null;

  // Synchronous, so DocSearch has restored the scroll position before a
  // navigation scrolls to its target.
  const close = () => {
    if (!isOpen) return;
    isOpen = false;
    failures.reset();
    flushSync(() => root.render(null));
    if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus({ preventScroll: true });
  };

  const navigator: Navigator = {
    navigate({ itemUrl }) {
      close();
      navigate(itemUrl);
    },
    navigateNewTab({ itemUrl }) {
      window.open(itemUrl, '_blank', 'noopener');
    },
    navigateNewWindow({ itemUrl }) {
      window.open(itemUrl, '_blank', 'noopener,popup');
    },
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per modal, not per render, so React sees one component
  function SeeAll({ state }: FooterProps) {
    const count = Number(state.context.nbHits ?? 0);
    return (
      <a className="search-modal__see-all" href={`${SEARCH_PAGE}?q=${encodeURIComponent(state.query)}`} onClick={close}>
        {messages.plural('theme.SearchBar.seeAll', 'See all {count} result|See all {count} results', count)}
      </a>
    );
  }

  /**
   * Draws the error screen over DocSearch's dropdown. A component of its own,
   * so a change of the failure state never re-renders DocSearch's field: a
   * render in the middle of a key press restored the field's previous value
   * and lost that key.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per modal, not per render, so React sees one component
  function FailureScreen() {
    const failed = useSyncExternalStore(failures.subscribe, failures.failed);
    const dropdown = failed ? container.querySelector('.DocSearch-Dropdown') : null;
    return dropdown && createPortal(<ErrorScreen />, dropdown);
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per modal, not per render, so React sees one component
  function Dialog({ initialQuery, initialScrollY, searchParameters }: { initialQuery: string; initialScrollY: number; searchParameters: Record<string, unknown> }) {
    useEffect(() => {
      const onKeyDown = (event: KeyboardEvent) => {
        const toggle = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
        if (event.key !== 'Escape' && !toggle) return;
        event.preventDefault();
        close();
      };
      addEventListener('keydown', onKeyDown);
      return () => removeEventListener('keydown', onKeyDown);
    }, []);
    return (
      <>
        <FailureScreen />
        <DocSearchModal
          {...credentials}
          placeholder={words.placeholder ?? 'Search docs'}
          translations={words.translations}
          initialQuery={initialQuery}
          initialScrollY={initialScrollY}
          onClose={close}
          transformSearchClient={transformSearchClient}
          searchParameters={searchParameters}
          navigator={navigator}
          resultsFooterComponent={site.search.provider === 'local' && site.search.noPage ? undefined : SeeAll}
          getMissingResultsUrl={getMissingResultsUrl}
          insights={search.provider === 'algolia' && search.insights}
        />
      </>
    );
  }

  return {
    open(initialQuery) {
      if (isOpen) return;
      isOpen = true;
      returnFocus = document.activeElement;
      // Synchronous (effects included), so DocSearch has focused its field before the next key event.
      flushSync(() => root.render(<Dialog initialQuery={initialQuery} initialScrollY={scrollY} searchParameters={searchParametersFor(site, searchContextOf(store.get().chunk.page.doc))} />));
      const field = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (field && document.activeElement !== field) {
        field.focus({ preventScroll: true });
        field.setSelectionRange(field.value.length, field.value.length);
      }
    },
  };
}

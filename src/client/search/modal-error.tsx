// DocSearch 3.9 sets its "error" status when the client fails with a
// RetryError, but its autocomplete core resets the status to "idle" in a
// `finally` right after, so the modal shows "No results for" instead of its
// error screen. This tracks whether the latest query failed and supplies the
// same screen, which the modal draws into DocSearch's dropdown (the
// no-results screen is hidden by CSS while `data-search-failed` is set).

import site from 'docs-build:site';
import type { DocSearchCompatibleClient } from '../../shared/search-types.ts';
import { messagesFor } from '../../shared/translations.ts';

export interface FailureTracker {
  client: DocSearchCompatibleClient;
  failed(): boolean;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export function trackFailures(inner: DocSearchCompatibleClient, container: HTMLElement): FailureTracker {
  let failed = false;
  let latest = 0;
  const listeners = new Set<() => void>();
  const setFailed = (next: boolean) => {
    if (next === failed) return;
    failed = next;
    container.toggleAttribute('data-search-failed', failed);
    for (const listener of listeners) listener();
  };
  // Not reset from an input listener: a render in the middle of a key press
  // made the field lose that key. A new search hides the old failure instead,
  // and a cleared field shows DocSearch's start screen, which hides it by CSS.
  return {
    client: {
      async search(params) {
        const id = ++latest;
        setFailed(false);
        try {
          const responses = await inner.search(params);
          if (id === latest) setFailed(false);
          return responses;
        } catch (error) {
          if (id === latest && (error as Error).name === 'RetryError') setFailed(true);
          throw error;
        }
      },
    },
    failed: () => failed,
    reset: () => setFailed(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** DocSearch's own error screen markup and texts. */
export function ErrorScreen() {
  const messages = messagesFor(site.locale.lang, site.translations);
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M2 18L18 2M10 15.5a1 1 0 100 .01M6.6 12.4a4.8 4.8 0 016.8 0M3.4 9.2a9.3 9.3 0 0113.2 0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{messages.text('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results')}</p>
      <p className="DocSearch-Help">{messages.text('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.')}</p>
    </div>
  );
}

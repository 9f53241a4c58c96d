import type { PageChunk } from '../shared/types.ts';
import type { PageComponent } from './page-module.ts';

export type LoadState = { kind: 'loading' } | { kind: 'error'; message: string; retry: () => void };

export interface RouteState {
  chunk: PageChunk;
  PageComponent?: PageComponent;
  loadState?: LoadState;
}

/** The one piece of mutable client state: what page is shown. React reads it with useSyncExternalStore. */
export function createStore(initial: RouteState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: RouteState) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Store = ReturnType<typeof createStore>;

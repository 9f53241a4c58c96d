import type { PageChunk } from '../shared/types.ts';
import { createValueStore, type ValueStore } from '../shared/value-store.ts';
import type { PageComponent } from './page-module.ts';

export type LoadState = { kind: 'loading' } | { kind: 'error'; message: string; retry: () => void };

export interface RouteState {
  chunk: PageChunk;
  PageComponent?: PageComponent;
  loadState?: LoadState;
}

/** The one piece of mutable client state: what page is shown. React reads it with useSyncExternalStore. */
export function createStore(initial: RouteState): ValueStore<RouteState> {
  return createValueStore(initial);
}

export type Store = ReturnType<typeof createStore>;

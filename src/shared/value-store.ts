/**
 * A value that React reads with useSyncExternalStore: `get` for the snapshot, `subscribe` for the change, `set`
 * to change it and tell every subscriber. Used by the browser's router state and the theme's navbar state.
 */
export interface ValueStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

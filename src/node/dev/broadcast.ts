import type { DevEvent } from './events.ts';

export interface Broadcast {
  emit(event: DevEvent): void;
  onEvent(listener: (event: DevEvent) => void): () => void;
  /** How many updates open pages have been told of so far. */
  version(): number;
  clear(): void;
}

/**
 * Sends events to open pages and counts the updates among them. A page carries
 * the count it was served at, so one that loaded while an update went out
 * (before its event stream was open) learns from the greeting that it is out of date.
 */
export function createBroadcast(): Broadcast {
  const listeners = new Set<(event: DevEvent) => void>();
  let version = 0;
  return {
    emit(event) {
      const counted = event.type === 'reload' || event.type === 'content' ? { ...event, version: ++version } : event;
      for (const listener of listeners) listener(counted);
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    clear: () => listeners.clear(),
  };
}

// The tab a reader picked, shared by every <Tabs> of the page with the same
// groupId, kept in localStorage under Docusaurus's key and, for tabs with a
// query string key, in the address. Read only in the browser.

const STORAGE_PREFIX = 'docusaurus.tab.';

const listeners = new Set<() => void>();
// Picks made on this page win over the address and the storage, so two groups' query keys cannot disagree with a click.
const picked = new Map<string, string>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key?.startsWith(STORAGE_PREFIX)) notify();
}

export function subscribeTabChoice(listener: () => void): () => void {
  if (listeners.size === 0) addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('storage', onStorage);
  };
}

function readStorage(groupId: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + groupId);
  } catch {
    return null;
  }
}

/** The stored choice for a group or query key, or null; a value the tabs do not have is the caller's to ignore. */
export function readTabChoice(groupId: string | undefined, queryKey: string | undefined): string | null {
  if (groupId && picked.has(groupId)) return picked.get(groupId)!;
  if (queryKey) {
    const fromQuery = new URLSearchParams(location.search).get(queryKey);
    if (fromQuery !== null) return fromQuery;
  }
  return groupId ? readStorage(groupId) : null;
}

export function writeTabChoice(value: string, groupId: string | undefined, queryKey: string | undefined): void {
  if (groupId) {
    picked.set(groupId, value);
    try {
      localStorage.setItem(STORAGE_PREFIX + groupId, value);
    } catch {
      // Storage can be full or disabled; the choice still holds on this page.
    }
  }
  if (queryKey) {
    const url = new URL(location.href);
    url.searchParams.set(queryKey, value);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  notify();
}

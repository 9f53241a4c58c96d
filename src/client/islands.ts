/**
 * Hydrates the interactive components the server marked in page content
 * (`data-island`), each as its own small React root. The code of a kind of
 * island is a chunk loaded only when a page has one, so a page without
 * islands pays for this file alone.
 */

interface IslandRoot {
  unmount(): void;
}

type IslandModule = { hydrate(element: HTMLElement): IslandRoot };

const LOADERS: Record<string, () => Promise<IslandModule>> = {
  Tabs: () => import('./islands/tabs.tsx'),
  Mermaid: () => import('./islands/mermaid.tsx'),
};

const roots = new Map<Element, IslandRoot>();
const loading = new Set<Element>();

/** Hydrates every island under `scope` not yet hydrated, and lets go of those the page no longer shows. */
export function hydrateIslands(scope: ParentNode = document): void {
  for (const [element, root] of roots) {
    if (element.isConnected) continue;
    roots.delete(element);
    // Not during the render that removed it: React refuses to unmount a root while it renders another.
    queueMicrotask(() => root.unmount());
  }
  for (const element of scope.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = LOADERS[element.dataset.island ?? ''];
    if (!load || roots.has(element) || loading.has(element)) continue;
    loading.add(element);
    void load()
      .then((module) => {
        if (element.isConnected) roots.set(element, module.hydrate(element));
      })
      .finally(() => loading.delete(element));
  }
}

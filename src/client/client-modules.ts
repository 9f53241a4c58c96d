// The client modules of a Docusaurus site's plugins (`getClientModules`): imported once by the entry, before the
// page hydrates, and told of each page shown afterwards, as Docusaurus's router tells them.

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface ClientModule {
  onRouteUpdate?: (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => (() => void) | undefined;
  onRouteDidUpdate?: (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => void;
}

const here = (): RouteLocation => ({ pathname: location.pathname, search: location.search, hash: location.hash });

/**
 * Returns what to call after each render: when the address changed since the last call (and on the first one, the
 * page's first display), each module's `onRouteUpdate` then `onRouteDidUpdate` run with the new and previous
 * locations. docs-build learns of a navigation once the page is rendered, so `onRouteUpdate` runs just before
 * `onRouteDidUpdate` rather than before the new page renders.
 */
export function routeUpdates(modules: readonly ClientModule[]): () => void {
  let previous: RouteLocation | null = null;
  return () => {
    const current = here();
    if (previous && previous.pathname === current.pathname && previous.search === current.search && previous.hash === current.hash) return;
    const args = { location: current, previousLocation: previous };
    previous = current;
    const after = modules.map((m) => m.onRouteUpdate?.(args));
    for (const m of modules) m.onRouteDidUpdate?.(args);
    for (const callback of after) if (typeof callback === 'function') callback();
  };
}

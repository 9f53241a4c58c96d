import type { AddedRoute } from '../plugins/route-pages.ts';

/** A route that renders a page: the last of a chain of nested routes, with the props of the routes around it. */
export interface RouteLeaf {
  route: AddedRoute;
  /** The props of every enclosing route, outermost first (a docs version's metadata sits two levels up). */
  parents: Array<Record<string, unknown>>;
}

/**
 * The page routes of a route tree. Docusaurus nests a plugin's routes (docs root → version → sidebar → doc): the
 * enclosing ones are layouts, and only routes without children are pages.
 */
export function routeLeaves(routes: readonly AddedRoute[], parents: Array<Record<string, unknown>> = []): RouteLeaf[] {
  return routes.flatMap((route) => {
    if (!route.routes?.length) return [{ route, parents }];
    return routeLeaves(route.routes, [...parents, route.props ?? {}]);
  });
}

/** The nearest enclosing route's prop of that name. */
export function parentProp<T>(leaf: RouteLeaf, name: string): T | undefined {
  for (let i = leaf.parents.length - 1; i >= 0; i--) {
    const value = leaf.parents[i]![name];
    if (value !== undefined) return value as T;
  }
  return undefined;
}

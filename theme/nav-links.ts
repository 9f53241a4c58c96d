// Route matching for navbar items, kept pure so it can be tested alone.

import type { NavbarItemData } from '../src/shared/types.ts';
import { routeHref } from '../src/shared/url.ts';

function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function pathOf(href: string): string {
  return trimTrailingSlash(href.split(/[?#]/, 1)[0] ?? href);
}

/**
 * A link is active on its own page, or anywhere under `activeBasePath`
 * (matched on whole segments, so '/docs' does not claim '/docsearch').
 */
export function isActiveRoute(route: string, href: string, activeBasePath?: string): boolean {
  const current = pathOf(route);
  if (activeBasePath !== undefined) {
    const base = trimTrailingSlash(activeBasePath);
    if (base === '/' || base === '') return true;
    if (current === base || current.startsWith(`${base}/`)) return true;
  }
  // Hrefs are percent-encoded (routeHref), routes are not.
  return routeHref(current) === pathOf(href);
}

/** Href of the first internal navbar link, where "the docs" usually live. */
export function firstInternalNavbarHref(items: NavbarItemData[]): string {
  for (const item of items) {
    if (item.type === 'link' && !item.external) return item.href;
  }
  return '/';
}

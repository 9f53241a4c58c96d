// The parts of @docusaurus/theme-common/internal that swizzled doc components import (breadcrumbs, cards):
// Docusaurus calls the module internal, but its own components, and so every swizzled copy of them, use it.

import { withoutBase } from '../../../src/shared/url.ts';
import { useLocation } from '../router.ts';
import { useSiteData } from '../site-context.ts';

/**
 * The home page's route, for the breadcrumbs' home item. docs-build's own
 * breadcrumbs always lead home, so the route is the base URL.
 */
export function useHomePageRoute(): { path: string; exact: boolean } | undefined {
  const site = useSiteData();
  return { path: site?.baseUrl ?? '/', exact: true };
}

/** Whether two paths are the same page: the same letters, with or without a closing slash. */
export function isSamePath(path1: string | undefined, path2: string | undefined): boolean {
  const normalize = (path: string | undefined) => (path?.endsWith('/') ? path : `${path}/`).toLowerCase();
  return normalize(path1) === normalize(path2);
}

/** The current path without the base URL, starting with '/'. */
export function useLocalPathname(): string {
  const { pathname } = useLocation();
  return withoutBase(pathname, useSiteData()?.baseUrl ?? '/');
}

// The parts of @docusaurus/theme-common/internal that swizzled components import (breadcrumbs, cards, the navbar's
// parts): Docusaurus calls the module internal, but its own components, and so every swizzled copy of them, use it.

import { withoutBase } from '../../../src/shared/url.ts';
import { useLocation } from '../router.ts';
import { useSiteData } from '../site-context.ts';
import { usePageData } from '../page-context.ts';
import { alternatePages } from '../../../src/shared/locale-urls.ts';

export { splitNavbarItems, useHideableNavbar, useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu } from './navbar.ts';

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

/**
 * The page shown in another locale, for a locale dropdown: `createUrl` gives its path from the host, or its whole
 * URL with `fullyQualified`, as the page's alternates name it.
 */
export function useAlternatePageUtils(): { createUrl: (options: { locale: string; fullyQualified: boolean }) => string } {
  const site = useSiteData();
  const page = usePageData();
  return {
    createUrl({ locale, fullyQualified }) {
      const alternate = site && page ? alternatePages(site, page.permalink ?? page.route).find((entry) => entry.locale.locale === locale) : undefined;
      if (!alternate) return site?.baseUrl ?? '/';
      return fullyQualified ? alternate.url : alternate.path;
    },
  };
}

// Docusaurus before 3.5 exported the docs plugin's navbar hooks from here, and its classic theme imports them from here.
export { useDocsPreferredVersion, useDocsVersionCandidates, useLayoutDoc, useLayoutDocsSidebar } from '../plugin-content-docs/client.ts';

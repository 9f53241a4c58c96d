// Routes in the page and site data are site-relative ('/docs/x'); the links a page shows carry the
// site's base URL and trailing-slash rule. Every internal href and src of the theme goes through here.

import type { SiteData } from '../src/shared/types.ts';
import { assetUrl, isExternalUrl, isPathnameLink, linkUrl, routeUrl } from '../src/shared/url.ts';
import { useSiteData } from './docusaurus/site-context.ts';

export interface SiteHrefs {
  /** A route, a `pathname://` link or an external URL (kept as it is), as a link. */
  route(route: string): string;
  /** A file below the site root ('/img/logo.svg') at its URL. */
  asset(path: string): string;
}

const ROOT: SiteHrefs = { route: (route) => route, asset: (path) => path };

export function siteHrefs(site: Pick<SiteData, 'baseUrl' | 'trailingSlash'>): SiteHrefs {
  return {
    // A `pathname://` link from the config is a plain address under the base, as in content.
    route: (route) => (isPathnameLink(route) ? linkUrl(route, site) : isExternalUrl(route) ? route : routeUrl(route, site)),
    asset: (path) => assetUrl(path, site),
  };
}

/** The hrefs of the site being rendered; the App provides the site to every component. */
export function useHrefs(): SiteHrefs {
  const site = useSiteData();
  return site ? siteHrefs(site) : ROOT;
}

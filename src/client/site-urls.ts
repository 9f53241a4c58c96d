import site from 'docs-build:site';
import { absoluteRouteUrl, assetUrl, decodePathSegments, pageUrl, routeOfUrl, routeUrl } from '../shared/url.ts';

// Chunks, links and history speak in routes ('/docs/x'); the address bar and every request carry the
// site's base URL and trailing-slash rule.

/** The route an address shows, or undefined for one outside the site's base URL. */
export const routeOfPath = (pathname: string): string | undefined => routeOfUrl(pathname, site);

/** The address of a route as an address spells it (already percent-encoded), as the site links it. */
export const urlOfRoute = (route: string): string => routeUrl(route, site);

/**
 * The address of a page from its own route (decoded, as `chunk.page.route`: '/docs/100%'), encoded exactly as the
 * server writes it into links and the canonical tag, so the address bar after a client navigation is the same.
 */
export const pageAddress = (pageRoute: string): string => pageUrl(pageRoute, site);

/** A page's whole URL for its canonical link and og:url, as the server writes them. */
export const pageCanonicalUrl = (pageRoute: string): string => absoluteRouteUrl(site.url, pageRoute, site);

/** Whether a route read from an address (percent-encoded, however the link spelled it) is that page's own route. */
export const isPageRoute = (route: string, pageRoute: string): boolean => route === pageRoute || decodePathSegments(route) === pageRoute;

/** A built file named from the site root ('/assets/pages/x.json') at its URL. */
export const fileUrl = (path: string): string => assetUrl(path, site);

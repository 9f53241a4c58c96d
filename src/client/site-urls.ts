import site from 'docs-build:site';
import { assetUrl, routeOfUrl, routeUrl } from '../shared/url.ts';

// Chunks, links and history speak in routes ('/docs/x'); the address bar and every request carry the
// site's base URL and trailing-slash rule.

/** The route an address shows, or undefined for one outside the site's base URL. */
export const routeOfPath = (pathname: string): string | undefined => routeOfUrl(pathname, site);

/** The address of a route, as the site links it. */
export const urlOfRoute = (route: string): string => routeUrl(route, site);

/** A built file named from the site root ('/assets/pages/x.json') at its URL. */
export const fileUrl = (path: string): string => assetUrl(path, site);

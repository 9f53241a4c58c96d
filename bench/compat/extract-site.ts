import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { extractPage, type PageFacts, type RegionClasses } from './extract-page.ts';

/** One page's facts as a fixture stores them. */
export interface RouteFacts {
  h1: string | null;
  links: string[];
  /** The table of contents' `href`s in order; absent in fixtures made before it was read. */
  toc?: string[];
}

/** What one build produced, in the form the compatibility check compares. */
export interface SiteFacts {
  /** Every page's URL (baseUrl included) with its `<h1>`, internal links and table of contents. */
  routes: Record<string, RouteFacts>;
  /** Union over all pages: the navbar and footer can change with the docs version shown. */
  navbar: string[];
  footer: string[];
  /** Union over all pages: a collapsed category's items are only rendered on the pages inside it. */
  sidebar: string[];
}

export interface UrlOptions {
  baseUrl: string;
  /** Docusaurus's `trailingSlash`: undefined keeps `x/index.html` at `/x`. */
  trailingSlash?: boolean;
}

/**
 * The URL a static host serves `file` (relative to the output folder) at,
 * following Docusaurus's `trailingSlash`: `a/index.html` is `/a/` when it is
 * true and `/a` otherwise; `a.html` is `/a`; the root `index.html` is the
 * baseUrl itself.
 */
export function routeOfFile(file: string, { baseUrl, trailingSlash }: UrlOptions): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (file === 'index.html') return base;
  if (file.endsWith('/index.html')) {
    const folder = file.slice(0, -'/index.html'.length);
    return `${base}${folder}${trailingSlash === true ? '/' : ''}`;
  }
  return `${base}${file.replace(/\.html$/, '')}`;
}

/** Pages that are no route of the site's own: the 404 page and client-redirect stubs. */
function isRedirectStub(html: string): boolean {
  return /<meta[^>]+http-equiv=["']?refresh/i.test(html) && !/<h1[\s>]/i.test(html);
}

/**
 * Reads every HTML page under `outDir` (the build output) into {@link SiteFacts}.
 * `docPages`, when given, receives each doc page's route with the first link
 * of its content (null when it has none): the pages a browser can look at.
 */
export function extractSite(
  outDir: string,
  urls: UrlOptions,
  classes: RegionClasses,
  siteOrigin?: string,
  docPages?: Map<string, PageFacts['contentLink']>,
): SiteFacts {
  const files = fg.sync('**/*.html', { cwd: outDir, dot: false }).sort();
  const routes: SiteFacts['routes'] = {};
  const navbar = new Set<string>();
  const footer = new Set<string>();
  const sidebar = new Set<string>();
  for (const file of files) {
    if (file === '404.html' || file.endsWith('/404.html')) continue;
    const html = readFileSync(join(outDir, file), 'utf8');
    if (isRedirectStub(html)) continue;
    const url = routeOfFile(file, urls);
    const facts = extractPage(html, url, classes, siteOrigin);
    routes[url] = { h1: facts.h1, links: facts.links, toc: facts.toc };
    if (facts.doc) docPages?.set(url, facts.contentLink);
    for (const link of facts.navbar) navbar.add(link);
    for (const link of facts.footer) footer.add(link);
    for (const link of facts.sidebar) sidebar.add(link);
  }
  return { routes, navbar: [...navbar].sort(), footer: [...footer].sort(), sidebar: [...sidebar].sort() };
}

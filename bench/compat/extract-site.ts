import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { extractPage, type RegionClasses } from './extract-page.ts';

/** What one build produced, in the form the compatibility check compares. */
export interface SiteFacts {
  /** Every page's URL (baseUrl included) with its `<h1>` and internal links. */
  routes: Record<string, { h1: string | null; links: string[] }>;
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

/** Reads every HTML page under `outDir` (the build output) into {@link SiteFacts}. */
export function extractSite(outDir: string, urls: UrlOptions, classes: RegionClasses, siteOrigin?: string): SiteFacts {
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
    routes[url] = { h1: facts.h1, links: facts.links };
    for (const link of facts.navbar) navbar.add(link);
    for (const link of facts.footer) footer.add(link);
    for (const link of facts.sidebar) sidebar.add(link);
  }
  return { routes, navbar: [...navbar].sort(), footer: [...footer].sort(), sidebar: [...sidebar].sort() };
}

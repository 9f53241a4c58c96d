import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';

export interface RouteList {
  /** Route → text of the page's first `<h1>` (null when it has none). */
  routes: Record<string, string | null>;
  /** Pages that only send the browser elsewhere (client redirects), by the address they answer. */
  redirects: string[];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/**
 * The routes of a built static site, read from its files the same way for
 * any generator: `a/b/index.html` is `/a/b`, other `.html` files are redirect
 * pages when they hold a meta refresh. A page's `<h1>` is compared as text
 * with whitespace collapsed.
 */
export async function readRouteList(buildDir: string): Promise<RouteList> {
  const routes: Record<string, string | null> = {};
  const redirects: string[] = [];
  for (const file of (await htmlFiles(buildDir)).sort()) {
    const rel = relative(buildDir, file).split('\\').join('/');
    if (rel.startsWith('__') || rel === '404.html') continue;
    const html = await readFile(file, 'utf8');
    const doc = parseDocument(html);
    const refresh = DomUtils.findOne((e) => e.name === 'meta' && (e.attribs['http-equiv'] ?? '').toLowerCase() === 'refresh', doc.children);
    if (refresh) {
      redirects.push(`/${rel}`.replace(/\/index\.html$/, '') || '/');
      continue;
    }
    if (!rel.endsWith('index.html')) continue;
    const route = `/${rel.replace(/(^|\/)index\.html$/, '')}`;
    const h1 = DomUtils.findOne((e) => e.name === 'h1', doc.children);
    routes[route] = h1 ? DomUtils.textContent(h1).replace(/\s+/g, ' ').trim() : null;
  }
  return { routes, redirects: redirects.sort() };
}

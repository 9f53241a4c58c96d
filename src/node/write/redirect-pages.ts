import type { Config } from '../config/schema.ts';

export interface RedirectPage {
  from: string;
  to: string;
}

/**
 * The redirects of `config.redirects`, as Docusaurus's client-redirects plugin
 * makes them: `fromExtensions` adds `/a.html` → `/a` for every route,
 * `toExtensions` adds `/a` → `/a.html` for routes with that extension, and the
 * listed ones follow. A redirect never replaces a page, and each address
 * redirects once.
 */
export function redirectPages(config: Config, routes: Iterable<string>): RedirectPage[] {
  const options = config.redirects;
  if (!options) return [];
  const existing = new Set(routes);
  const pages = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (!existing.has(from) && !pages.has(from) && from !== to) pages.set(from, to);
  };
  for (const route of [...existing].sort()) {
    if (route === '/') continue;
    for (const ext of options.fromExtensions) add(`${route}.${ext.replace(/^\./, '')}`, route);
    for (const ext of options.toExtensions) {
      const suffix = `.${ext.replace(/^\./, '')}`;
      if (route.endsWith(suffix)) add(route.slice(0, -suffix.length), route);
    }
  }
  for (const { from, to } of options.redirects) for (const one of typeof from === 'string' ? [from] : from) add(one, to);
  return [...pages].map(([from, to]) => ({ from, to }));
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page that sends the browser on at once, keeping the query and hash; the meta refresh covers browsers without script. */
export function redirectHtml(to: string): string {
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${escape(to)}">
    <link rel="canonical" href="${escape(to)}" />
  </head>
  <script>
    window.location.href = ${JSON.stringify(to).replace(/</g, '\\u003c')} + window.location.search + window.location.hash;
  </script>
</html>
`;
}

/**
 * Where a redirect page is written: `/docs/a.html` → `docs/a.html/index.html`, which static hosts serve for that
 * address. With `trailingSlash: false` the page `/docs/a` is the file `docs/a.html`, so that name cannot also be a
 * folder: the redirect goes to `docs/a.html.html`, as Docusaurus writes it.
 */
export function redirectFile(from: string, trailingSlash?: boolean): string {
  const path = from.replace(/^\/+|\/+$/g, '');
  return trailingSlash === false && path.endsWith('.html') ? `${path}.html` : `${path}/index.html`;
}

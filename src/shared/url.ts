/** '/docs/x.html' and '/docs/x/index.html' → '/docs/x'; trailing slash dropped. */
export function normalisePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

export function isExternalUrl(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Short, stable file-name part for a route: '/docs/a/b' → 'docs-a-b', '/' → 'index'. */
export function routeSlug(route: string): string {
  const slug = route.replace(/^\/|\/$/g, '').replace(/[^a-zA-Z0-9_-]+/g, '-');
  return slug === '' ? 'index' : slug.slice(0, 80);
}

/**
 * Decodes a URL path one segment at a time, so `%23` and `%3F` become `#` and
 * `?` as the server decodes them (decodeURI keeps those encoded). A segment
 * with malformed encoding is kept as it is.
 */
export function decodePathSegments(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** A route (kept decoded: `/docs/with space`) as a URL path, every segment percent-encoded. */
export function encodeRoutePath(route: string): string {
  return route.split('/').map(encodeURIComponent).join('/');
}

/**
 * The href of a page from its route (routes stay decoded, as the file names they come from: `/docs/100%`). The one
 * place a route becomes a link: `%`, spaces and non-ASCII letters are percent-encoded, and so are `#` and `?`, which
 * would otherwise end the path, so the browser asks for the file the route was made from (`/docs/100%25`).
 */
export function routeHref(route: string): string {
  return encodeURI(route).replace(/[#?]/g, encodeURIComponent);
}

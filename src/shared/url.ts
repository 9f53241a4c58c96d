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

/**
 * The href of a page from its route (routes stay decoded, as the file names they come from: `/docs/100%`). The one
 * place a route becomes a link: `%`, spaces and non-ASCII letters are percent-encoded, and so are `#` and `?`, which
 * would otherwise end the path, so the browser asks for the file the route was made from (`/docs/100%25`).
 */
export function routeHref(route: string): string {
  return encodeURI(route).replace(/[#?]/g, encodeURIComponent);
}

/**
 * Where a site is served and how its page URLs end, as Docusaurus's `baseUrl` and `trailingSlash` say.
 * Routes inside docs-build stay site-relative (`/docs/x`); these turn them into the URLs a page links,
 * and back.
 */
export interface UrlOptions {
  /** Starts and ends with '/'. */
  baseUrl: string;
  /** `true`: page URLs end with '/'; `false`: they do not; unset: routes as they are (Docusaurus's default). */
  trailingSlash?: boolean;
}

const SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const PATHNAME_PROTOCOL = 'pathname://';

/** Docusaurus's trailing-slash rule for a URL path: never on '/' or the base itself, never before the query or hash. */
export function applyTrailingSlash(url: string, options: UrlOptions): string {
  if (options.trailingSlash === undefined || url.startsWith('#')) return url;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (path === '' || path === '/' || path === options.baseUrl) return url;
  const fixed = options.trailingSlash ? (path.endsWith('/') ? path : `${path}/`) : path.replace(/\/+$/, '');
  return fixed + (end === -1 ? '' : url.slice(end));
}

/** A site-relative path ('/img/a.png', 'assets/x.js') under the base, as it is: files keep their exact names. */
export function assetUrl(path: string, options: Pick<UrlOptions, 'baseUrl'>): string {
  if (SCHEME.test(path) || path.startsWith('data:')) return path;
  return `${options.baseUrl}${path.replace(/^\/+/, '')}`;
}

/** An internal route ('/docs/x', '/docs/x#id', '/') as the URL pages link: under the base, with the trailing-slash rule. */
export function routeUrl(route: string, options: UrlOptions): string {
  if (SCHEME.test(route) || route.startsWith('#')) return route;
  return applyTrailingSlash(assetUrl(route, options), options);
}

/**
 * A page's route as kept inside docs-build (decoded, as its file name: '/docs/100%') → the URL pages link
 * ('/base/docs/100%25/'): percent-encoded by routeHref exactly once, then under the base with the trailing-slash
 * rule. Every route that is not already an href goes through here.
 */
export function pageUrl(route: string, options: UrlOptions): string {
  return routeUrl(SCHEME.test(route) ? route : routeHref(route), options);
}

/** A whole URL (origin, base, decoded route) for canonical links, sitemaps, feeds and search records. */
export function absoluteRouteUrl(origin: string, route: string, options: UrlOptions): string {
  return `${origin.replace(/\/+$/, '')}${pageUrl(route, options)}`;
}

/**
 * A link as written by an author (Markdown, MDX `<Link>`, the navbar's `to`), made the way Docusaurus's Link
 * makes it: `pathname:///x` is `/x` under the base, left alone by the router and the link check; a path from
 * the root gets the base once (a link that already starts with it is kept); internal links then follow the
 * trailing-slash rule. Relative links stay relative: the browser resolves them against the page's URL.
 */
export function linkUrl(href: string, options: UrlOptions): string {
  if (href.startsWith(PATHNAME_PROTOCOL)) return withBase(href.slice(PATHNAME_PROTOCOL.length), options);
  if (SCHEME.test(href)) return href;
  return applyTrailingSlash(href.startsWith('/') ? withBase(href, options) : href, options);
}

/**
 * The href of an `<a>` written as JSX in MDX. MDX does not pass a literal JSX tag through its components, so
 * Docusaurus writes it exactly as written: no Link, no trailing-slash rule. docs-build does the same but for the
 * base URL, which a path from the root gets when it lacks it (as {@link linkUrl} gives it), so the link leads to
 * the page it names on a site served under a base path.
 */
export function jsxAnchorUrl(href: string, options: Pick<UrlOptions, 'baseUrl'>): string {
  if (href.startsWith(PATHNAME_PROTOCOL)) return withBase(href.slice(PATHNAME_PROTOCOL.length), options);
  if (SCHEME.test(href)) return href;
  return withBase(href, options);
}

/** Whether a link uses Docusaurus's `pathname://` escape: a plain page load, no route, no link check. */
export function isPathnameLink(href: string): boolean {
  return href.startsWith(PATHNAME_PROTOCOL);
}

function withBase(path: string, options: Pick<UrlOptions, 'baseUrl'>): string {
  if (!path.startsWith('/')) return path;
  const { baseUrl } = options;
  // '/my-project' is the base itself, as in Docusaurus.
  if (path === baseUrl.replace(/\/$/, '')) return baseUrl;
  return path.startsWith(baseUrl) ? path : `${baseUrl}${path.slice(1)}`;
}

/**
 * A URL path as served ('/my-project/docs/x/', '/my-project/docs/x.html') → the route it shows ('/docs/x'),
 * or undefined when the path lies outside the base.
 */
export function routeOfUrl(pathname: string, options: Pick<UrlOptions, 'baseUrl'>): string | undefined {
  const { baseUrl } = options;
  if (baseUrl !== '/' && pathname !== baseUrl.replace(/\/$/, '') && !pathname.startsWith(baseUrl)) return undefined;
  return normalisePath(`/${pathname.slice(baseUrl.length)}`);
}

/**
 * The HTML file of a route, as Docusaurus writes it: `x/index.html`, or `x.html` with `trailingSlash: false`.
 * A route already ending in `.html` is that file.
 */
export function htmlFileFor(route: string, trailingSlash?: boolean): string {
  const path = route.replace(/^\/+/, '');
  if (/\.html?$/i.test(path)) return path;
  if (path === '') return 'index.html';
  return trailingSlash === false ? `${path.replace(/\/+$/, '')}.html` : `${path.replace(/\/+$/, '')}/index.html`;
}

/**
 * A URL path Docusaurus computed ('/my-project/docs/guides/') as docs-build writes links inside the site: without
 * the base URL, the trailing slash kept, as Docusaurus keeps it when `trailingSlash` is unset.
 */
export function withoutBase(path: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) return path;
  if (baseUrl !== '/' && (path.startsWith(baseUrl) || `${path}/` === baseUrl)) return `/${path.slice(baseUrl.length)}`;
  return path;
}

// Docusaurus's `@docusaurus/router`: what a site's code reads of react-router (v5), on docs-build's own router.
// The location is the page being shown (its URL, base URL included, as react-router gives it under Docusaurus);
// history moves go through the client router, so a pushed page loads like a clicked link.

import { useEffect } from 'react';
import { routeUrl } from '../../src/shared/url.ts';
import { usePageData } from './page-context.ts';
import { useSiteData } from './site-context.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key?: string;
}

type To = string | { pathname?: string; search?: string; hash?: string };

/** What the client router lends these hooks (src/client/entry.tsx); absent on the server. */
export interface RouterBridge {
  navigate(href: string, options?: { replace?: boolean }): Promise<void>;
}

const ROUTER_KEY = Symbol.for('docs-build.router');

function bridge(): RouterBridge | undefined {
  return (globalThis as { [ROUTER_KEY]?: RouterBridge })[ROUTER_KEY];
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

export function useLocation(): Location {
  const page = usePageData();
  const site = useSiteData();
  const pathname = page ? routeUrl(page.route, { baseUrl: site?.baseUrl ?? '/', trailingSlash: site?.trailingSlash }) : '/';
  // The query and hash exist in the browser only, as with Docusaurus's static render.
  const browser = typeof window !== 'undefined' && window.location.pathname === pathname;
  return { pathname, search: browser ? window.location.search : '', hash: browser ? window.location.hash : '', state: browser ? window.history.state : undefined };
}

export function useHistory() {
  const location = useLocation();
  const go = (to: To, replace: boolean) => {
    const router = bridge();
    if (router) void router.navigate(hrefOf(to), { replace });
    else if (typeof window !== 'undefined') window.location[replace ? 'replace' : 'assign'](hrefOf(to));
  };
  return {
    location,
    get length() {
      return typeof window === 'undefined' ? 1 : window.history.length;
    },
    action: 'POP' as const,
    push: (to: To) => go(to, false),
    replace: (to: To) => go(to, true),
    go: (delta: number) => window.history.go(delta),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    createHref: (to: To) => hrefOf(to),
    /** Called with the new location after each page change in the browser. */
    listen(listener: (location: Location) => void): () => void {
      const notify = () => listener({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: window.history.state });
      window.addEventListener('docs-build:navigated', notify);
      window.addEventListener('popstate', notify);
      return () => {
        window.removeEventListener('docs-build:navigated', notify);
        window.removeEventListener('popstate', notify);
      };
    },
  };
}

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/**
 * react-router 5's matchPath for the patterns sites write: literal segments; `:name` parameters, optional
 * (`:name?`), zero or more segments (`:name*`) or one or more (`:name+`); and `*` or `(.*)` for anything, numbered
 * from 0. `exact` asks for the whole pathname, `strict` for the trailing slash as written.
 */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): Match | null {
  const { path, exact = false, strict = false, sensitive = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of ([] as string[]).concat(path ?? [])) {
    const { regexp, names } = compilePattern(pattern, { exact, strict, sensitive });
    const found = regexp.exec(pathname);
    if (!found) continue;
    const url = pattern === '/' && found[0] === '' ? '/' : found[0];
    const isExact = pathname === url;
    if (exact && !isExact) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      if (found[i + 1] !== undefined) params[name] = found[i + 1]!;
    });
    return { path: pattern, url, isExact, params };
  }
  return null;
}

const SEGMENTS = '[^/]+?(?:/[^/]+?)*';

function compilePattern(pattern: string, options: { exact: boolean; strict: boolean; sensitive: boolean }): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  let unnamed = 0;
  let source = '';
  let last = 0;
  for (const token of pattern.matchAll(/(\/?):(\w+)([?*+])?|\(\.\*\)|\*/g)) {
    source += escape(pattern.slice(last, token.index));
    last = token.index + token[0].length;
    const [, slash = '', name, modifier] = token;
    if (name === undefined) {
      names.push(String(unnamed++));
      source += '(.*)';
      continue;
    }
    names.push(name);
    const value = modifier === '*' || modifier === '+' ? SEGMENTS : '[^/]+?';
    source += modifier === '?' || modifier === '*' ? `(?:${escape(slash)}(${value}))?` : `${escape(slash)}(${value})`;
  }
  source += escape(pattern.slice(last));
  if (!options.strict) source = `${source.replace(/\/$/, '')}(?:/(?=$))?`;
  const end = options.exact ? '$' : options.strict && source.endsWith('/') ? '' : '(?=/|$)';
  return { regexp: new RegExp(`^${source}${end}`, options.sensitive ? '' : 'i'), names };
}

const escape = (text: string) => text.replace(/[.+*?^${}()|[\]\\]/g, '\\$&');

/** Goes to `to` once shown in the browser, replacing the current history entry unless `push`; nothing on the server. */
export function Redirect({ to, push = false }: { to: To; push?: boolean }): null {
  const history = useHistory();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redirect happens once, when it is shown
  useEffect(() => (push ? history.push(to) : history.replace(to)), []);
  return null;
}

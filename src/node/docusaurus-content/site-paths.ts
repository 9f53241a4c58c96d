import { isAbsolute, resolve } from 'node:path';
import { normaliseRoute } from '../content/routes.ts';

/**
 * A URL path Docusaurus computed ('/my-project/docs/guides/') as docs-build writes links inside the site: without
 * the base URL, the trailing slash kept, as Docusaurus keeps it when `trailingSlash` is unset.
 */
export function withoutBase(path: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) return path;
  if (baseUrl !== '/' && (path.startsWith(baseUrl) || `${path}/` === baseUrl)) return `/${path.slice(baseUrl.length)}`;
  return path;
}

/** The route of a URL path: without the base URL and without a trailing slash, as docs-build keys its pages. */
export function routeOfPermalink(permalink: string, baseUrl: string): string {
  return normaliseRoute(withoutBase(permalink, baseUrl));
}

/** A Docusaurus source path ('@site/docs/intro.md', or absolute) as a file path. */
export function sourceFile(source: string, siteDir: string): string {
  if (source.startsWith('@site/')) return resolve(siteDir, source.slice('@site/'.length));
  return isAbsolute(source) ? source : resolve(siteDir, source);
}

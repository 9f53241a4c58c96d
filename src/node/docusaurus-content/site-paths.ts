import { isAbsolute, resolve } from 'node:path';
import { normaliseRoute } from '../content/routes.ts';
import { withoutBase } from '../../shared/url.ts';

/** The route of a URL path: without the base URL and without a trailing slash, as docs-build keys its pages. */
export function routeOfPermalink(permalink: string, baseUrl: string): string {
  return normaliseRoute(withoutBase(permalink, baseUrl));
}

/** A Docusaurus source path ('@site/docs/intro.md', or absolute) as a file path. */
export function sourceFile(source: string, siteDir: string): string {
  if (source.startsWith('@site/')) return resolve(siteDir, source.slice('@site/'.length));
  return isAbsolute(source) ? source : resolve(siteDir, source);
}

import type { Config } from '../config/schema.ts';
import type { RenderedSite } from '../render/render-all.ts';
import type { SiteModel } from '../model/site-model.ts';
import type { OutputFolder } from './output.ts';
import { buildSitemap } from './sitemap.ts';
import { CONTENT_PLUGINS } from '../content-plugins/plugin-of.ts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeSearch } from '../search/write-search.ts';
import { SPOOL_DIR } from '../search/spool.ts';
import { LOCAL_SEARCH_INDEX } from '../model/site-model.ts';
import { redirectFile, redirectHtml, redirectPages } from './redirect-pages.ts';
import { routeUrl } from '../../shared/url.ts';
import { SITE_INFO_FILE, siteInfoJson } from '../server/base-url.ts';

/**
 * The site-level files beside the pages, by path below the output folder: the sitemap (without the routes a content
 * plugin leaves out of it), the client-redirect pages, the content plugins' own files (the blog's feeds) and the
 * base URL note. `build` writes them; `dev` serves them from memory.
 */
export function extraFiles(config: Config, model: SiteModel, allRoutes: ReadonlySet<string>): Array<{ path: string; contents: string }> {
  const files: Array<{ path: string; contents: string }> = [];
  const ctx = { site: model.site, versions: model.versions, blog: model.blog };
  const unlisted = new Set(CONTENT_PLUGINS.flatMap((plugin) => plugin.unlistedRoutes?.(ctx) ?? []));
  // The search page is indexable like any other page (no noindex), so it is listed too.
  // A page is listed at its own address: an index doc's permalink keeps its closing slash, as in Docusaurus's sitemap.
  const permalinks = new Map(model.sources.flatMap((s) => (s.permalink ? [[s.route, s.permalink] as const] : [])));
  const routes = [...allRoutes].filter((r) => !unlisted.has(r)).map((r) => permalinks.get(r) ?? r);
  files.push({ path: 'sitemap.xml', contents: buildSitemap(model.site.url, routes, config) });
  for (const { from, to } of redirectPages(config, allRoutes)) files.push({ path: redirectFile(from, config.trailingSlash), contents: redirectHtml(routeUrl(to, config)) });
  for (const plugin of CONTENT_PLUGINS) files.push(...(plugin.extraFiles?.(ctx) ?? []));
  // Hidden from readers; tells `serve` and `check` the base URL to mount the site at.
  if (config.baseUrl !== '/') files.push({ path: SITE_INFO_FILE, contents: siteInfoJson({ baseUrl: config.baseUrl }) });
  return files;
}

/** Site-level files next to the pages: the extras above, search records and index. */
export async function writeExtras(input: { output: OutputFolder; config: Config; model: SiteModel; rendered: RenderedSite; cacheDir?: string }): Promise<void> {
  const { output, config, model, rendered } = input;
  for (const file of extraFiles(config, model, rendered.targets.routes)) await output.write(file.path, file.contents);
  if (config.search.provider !== 'none') await writeSearch(output, config, rendered.searchPages, LOCAL_SEARCH_INDEX, { language: model.site.locale.htmlLang }, input.cacheDir);
  // The render threads' spooled records are read; they are not part of the site.
  await rm(join(output.dir, SPOOL_DIR), { recursive: true, force: true });
}

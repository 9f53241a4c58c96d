import type { Config } from '../config/schema.ts';
import type { RenderedSite } from '../render/render-all.ts';
import type { SiteModel } from '../model/site-model.ts';
import type { OutputDir } from './output.ts';
import { buildSitemap } from './sitemap.ts';
import { writeBlogFiles } from '../blog/write-blog.ts';
import { noIndexRoutes } from '../versions/no-index.ts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeSearch } from '../search/write-search.ts';
import { SPOOL_DIR } from '../search/spool.ts';
import { LOCAL_SEARCH_INDEX } from '../model/site-model.ts';
import { redirectFile, redirectHtml, redirectPages } from './redirect-pages.ts';
import { routeUrl } from '../../shared/url.ts';
import { SITE_INFO_FILE, siteInfoJson } from '../server/base-url.ts';

/** Site-level files next to the pages: sitemap, search records and index. */
export async function writeExtras(input: { output: OutputDir; config: Config; model: SiteModel; rendered: RenderedSite; cacheDir?: string }): Promise<void> {
  const { output, config, model, rendered } = input;
  const unlisted = new Set([...(model.blog?.unlisted ?? []), ...noIndexRoutes(model)]);
  // The search page is indexable like any other page (no noindex), so it is listed too.
  const routes = [...rendered.targets.routes].filter((r) => !unlisted.has(r));
  await output.write('sitemap.xml', buildSitemap(model.site.url, routes, config));
  for (const { from, to } of redirectPages(config, rendered.targets.routes)) {
    await output.write(redirectFile(from, config.trailingSlash), redirectHtml(routeUrl(to, config)));
  }
  await writeBlogFiles(output, model);
  // Hidden from readers; tells `serve` and `check` the base URL to mount the site at.
  if (config.baseUrl !== '/') await output.write(SITE_INFO_FILE, siteInfoJson({ baseUrl: config.baseUrl }));
  if (config.search.provider !== 'none') await writeSearch(output, config, rendered.searchPages, LOCAL_SEARCH_INDEX, { language: model.site.locale.htmlLang }, input.cacheDir);
  // The render threads' spooled records are read; they are not part of the site.
  await rm(join(output.dir, SPOOL_DIR), { recursive: true, force: true });
}

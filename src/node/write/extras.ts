import type { Config } from '../config/schema.ts';
import type { RenderedSite } from '../render/render-all.ts';
import type { SiteModel } from '../render/site-model.ts';
import type { OutputDir } from './output.ts';
import { buildSitemap } from './sitemap.ts';

/** Site-level files next to the pages: sitemap (search index comes from the search stage). */
export async function writeExtras(input: { output: OutputDir; config: Config; model: SiteModel; rendered: RenderedSite }): Promise<void> {
  const { output, model, rendered } = input;
  const routes = [...rendered.targets.routes].filter((r) => r !== '/search');
  await output.write('sitemap.xml', buildSitemap(model.site.url, routes));
}

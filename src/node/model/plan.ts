import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { htmlFileFor as fileForRoute, routeSlug } from '../../shared/url.ts';
import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { builtinPageData } from './page-data.ts';
import type { SiteModel } from './site-model.ts';
import { packagePath } from '../runtime/package-root.ts';
import type { PageComponent, PlanBundle, PlannedPage, RouteContext } from '../content-plugins/content-plugin.ts';
import { CONTENT_PLUGINS, pluginOf } from '../content-plugins/plugin-of.ts';
import { setServerSiteData } from '../modules/generated.ts';
import { registerSwizzledSlots, siteThemeSalt, swizzleProblem } from '../modules/server-theme.ts';

export interface PagePlan {
  pages: PlannedPage[];
  chunkUrls: Map<string, string>;
  /** React pages' components, loaded once on the main thread. */
  components: Map<string, PageComponent>;
  problems: Diagnostic[];
}

export interface PlanOptions {
  /** Fixed chunk address per route (dev server): edits then never change other pages' link maps. */
  chunkUrlFor?: (route: string) => string;
  /** Appended to React page imports so an edited page module is loaded afresh. */
  moduleVersion?: string;
  /**
   * React page modules are imported when each page renders (`loadReactPage`), not while planning: the dev server
   * plans every page before its first answer, and a page module is compiled by esbuild on import.
   */
  deferReactPages?: boolean;
  /** Only the model's sources are planned, without the pages made from the content as a whole (dev, after an edit). */
  sourcesOnly?: boolean;
}

/**
 * Every page's view model and chunk address, before anything is compiled.
 * A chunk's name hashes everything its content derives from (source, view
 * model, theme), so pages can name each other's chunks before rendering.
 */
export async function planPages(model: SiteModel, bundle: PlanBundle, config: Config, root: string, options: PlanOptions = {}): Promise<PagePlan> {
  const { site } = model;
  const problems: Diagnostic[] = [];
  // The site's modules compiled for the server read the site data (`@generated/…`), and the site's own shell
  // components (src/theme/Footer…) are in place before the first page renders on this thread.
  setServerSiteData(site);
  await registerSwizzledSlots(root, options.moduleVersion).catch((error: unknown) => problems.push(swizzleProblem(error)));
  // Docusaurus's layout: `x/index.html`, or `x.html` when page URLs never end with '/'.
  const htmlFileFor = (route: string) => fileForRoute(route, config.trailingSlash);
  const pages: PlannedPage[] = [];
  const components = new Map<string, PageComponent>();
  const ctx: RouteContext = {
    site,
    config,
    root,
    versions: model.versions,
    sidebars: model.sidebars,
    blog: model.blog,
    bundle,
    htmlFileFor,
    tocLevels: (source?: ContentSource): [number, number] => [
      source?.frontmatter.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel,
      source?.frontmatter.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel,
    ],
    deferReactPages: options.deferReactPages,
    moduleVersion: options.moduleVersion,
    components,
    problems,
  };
  // Each source's page is its plugin's (the route its contentLoaded adds), in the order the plugins loaded them.
  for (const source of model.sources) {
    const plugin = pluginOf(source);
    const planned = await plugin.routeOf(source, ctx);
    if (planned) pages.push(plugin.pagesOnAnyThread ? { ...planned, anyThread: true } : planned);
  }
  if (!options.sourcesOnly) {
    for (const plugin of CONTENT_PLUGINS) pages.push(...(plugin.generatedRoutes?.(ctx) ?? []));
    if (site.search.provider !== 'none' && !(site.search.provider === 'local' && site.search.noPage)) pages.push({ page: builtinPageData(site, 'search'), outFile: htmlFileFor('/search'), lvl0: 'Search', tocLevels: ctx.tocLevels() });
  }
  const salt = options.chunkUrlFor ? '' : buildSalt(bundle, config, root);
  const chunkUrls = new Map<string, string>();
  for (const p of pages) {
    if (options.chunkUrlFor) {
      p.chunkUrl = options.chunkUrlFor(p.page.route);
      chunkUrls.set(p.page.route, p.chunkUrl);
      continue;
    }
    const hash = createHash('sha256').update(salt).update(JSON.stringify(p.page)).update(p.source?.source ?? '').digest('hex').slice(0, 10);
    p.chunkUrl = `/assets/pages/${routeSlug(p.page.route)}-${hash}.json`;
    chunkUrls.set(p.page.route, p.chunkUrl);
  }
  if (!options.sourcesOnly) pages.push({ page: builtinPageData(site, 'notFound'), outFile: '404.html', lvl0: '', tocLevels: ctx.tocLevels() });
  return { pages, chunkUrls, components, problems };
}

/** Anything that changes content HTML without changing a page's own data must change every chunk name. */
function buildSalt(bundle: PlanBundle, config: Config, root: string): string {
  const parts = [bundle.entryScript, ...bundle.stylesheets];
  parts.push(readFileSync(packagePath('theme/mdx-components.tsx'), 'utf8'));
  if (config.markdown.components) parts.push(readFileSync(resolve(root, config.markdown.components), 'utf8'));
  parts.push(siteThemeSalt(root));
  return parts.join('\n');
}

import { resolve } from 'node:path';
import type { SiteData } from '../../shared/types.ts';
import type { ContentSource } from '../content/content-source.ts';
import { reactPageData } from '../model/page-data.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { importSiteModule } from '../runtime/import-module.ts';
import type { PageComponent, PlannedPage, RouteContext } from './content-plugin.ts';

/**
 * The page of a React page module (src/pages, or a route a site's plugin added): its title and description from the
 * module's `meta`, its component imported now (or when it renders, with `deferReactPages`).
 */
export async function reactRoute(source: ContentSource, ctx: RouteContext): Promise<PlannedPage | undefined> {
  const module = ctx.bundle.pageModules.get(resolve(source.file))!;
  const planned = { source, outFile: ctx.htmlFileFor(source.route), lvl0: ctx.site.title, tocLevels: ctx.tocLevels(), linksInMarkup: true as const };
  if (ctx.deferReactPages) return { ...planned, page: reactPageData(ctx.site, source.route, {}, module) };
  const loaded = await importReactPage(source, ctx.root, ctx.problems, ctx.moduleVersion, ctx.config.baseUrl);
  if (!loaded) return undefined;
  ctx.components.set(source.route, loaded.Component);
  return { ...planned, page: reactPageData(ctx.site, source.route, loaded.meta, module) };
}

/**
 * A React page planned with `deferReactPages`, its module imported now: the page with its title and description
 * from the module's `meta`, and its component; undefined (with the problem in `problems`) when the module fails.
 */
export async function loadReactPage(planned: PlannedPage, site: SiteData, root: string, problems: Diagnostic[], options: { moduleVersion?: string; baseUrl?: string } = {}): Promise<{ planned: PlannedPage; Component: PageComponent } | undefined> {
  const { source } = planned;
  if (!source || !planned.page.module) return undefined;
  const loaded = await importReactPage(source, root, problems, options.moduleVersion, options.baseUrl);
  if (!loaded) return undefined;
  return { planned: { ...planned, page: reactPageData(site, source.route, loaded.meta, planned.page.module) }, Component: loaded.Component };
}

async function importReactPage(source: ContentSource, root: string, problems: Diagnostic[], version?: string, baseUrl?: string): Promise<{ Component: PageComponent; meta: { title?: string; description?: string } } | undefined> {
  try {
    const mod = (await importSiteModule(source.file, root, version, { page: true, baseUrl })) as { default?: unknown; meta?: { title?: string; description?: string } };
    if (typeof mod.default !== 'function') {
      problems.push({
        file: source.displayPath,
        line: 1,
        column: 1,
        message: 'The page module has no default export.',
        ruleId: 'page-default-export',
        severity: 'error',
        hint: 'Export the page component with `export default function Page() { … }`.',
      });
      return undefined;
    }
    return { Component: mod.default as PageComponent, meta: mod.meta ?? {} };
  } catch (error) {
    problems.push({ file: source.displayPath, message: `The page module failed to load: ${(error as Error).message}`, ruleId: 'page-module', severity: 'error', hint: 'Fix the error in the page module.' });
    return undefined;
  }
}

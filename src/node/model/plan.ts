import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ComponentType } from 'react';
import type { PageData, SiteData } from '../../shared/types.ts';
import { htmlFileFor as fileForRoute, routeSlug } from '../../shared/url.ts';
import type { ClientBundle } from '../bundle/client-bundle-output.ts';
import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { builtinPageData, docPageData, markdownPageData, reactPageData } from './page-data.ts';
import { blogPostPageData } from '../blog/blog-page-data.ts';
import { pageVersion } from '../versions/page-version.ts';
import { CURRENT } from '../versions/read-versions.ts';
import type { SiteModel } from './site-model.ts';
import { packagePath } from '../runtime/package-root.ts';
import { importSiteModule } from '../runtime/import-module.ts';
import { setServerSiteData } from '../modules/generated.ts';
import { registerSwizzledSlots, siteThemeSalt, swizzleProblem } from '../modules/server-theme.ts';

export type PageComponent = ComponentType<{ site: SiteData; page: PageData }>;

export interface PlannedPage {
  page: PageData;
  source?: ContentSource;
  /** Output HTML file, relative to the build folder. */
  outFile: string;
  /** Address of the page's chunk; none for the not-found page. */
  chunkUrl?: string;
  /** Search section (hierarchy lvl0). */
  lvl0: string;
  /** Heading levels the table of contents keeps, from the config or the page's frontmatter. */
  tocLevels: [number, number];
}

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
}

/** What planning reads of the client bundle: the build's finished one, or the dev server's addresses known in advance. */
export type PlanBundle = Pick<ClientBundle, 'entryScript' | 'stylesheets' | 'pageModules'>;

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
  const tocLevels = (source?: ContentSource): [number, number] => [
    source?.frontmatter.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel,
    source?.frontmatter.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel,
  ];
  for (const source of model.sources) {
    const facts = { route: source.route, frontmatter: source.frontmatter, h1: source.h1, toc: [] };
    if (source.kind === 'react') {
      const module = bundle.pageModules.get(resolve(source.file))!;
      const planned = { source, outFile: htmlFileFor(source.route), lvl0: site.title, tocLevels: tocLevels() };
      if (options.deferReactPages) {
        pages.push({ ...planned, page: reactPageData(site, source.route, {}, module) });
        continue;
      }
      const loaded = await importReactPage(source, root, problems, options.moduleVersion, config.baseUrl);
      if (!loaded) continue;
      components.set(source.route, loaded.Component);
      pages.push({ ...planned, page: reactPageData(site, source.route, loaded.meta, module) });
    } else if (source.kind === 'doc') {
      // The versions of the doc's own docs instance (a site can have several, each with its versions).
      const versions = model.versions.filter((v) => v.pluginId === source.docsPluginId);
      const version = versions.find((v) => v.name === source.version);
      const page = docPageData(site, config, version?.sidebars ?? model.sidebars, { ...facts, id: source.id!, docPath: source.docPath!, editUrl: source.metadata?.editUrl, lastUpdate: source.lastUpdate, pagination: source.pagination, ownLayout: source.ownLayout, permalink: source.permalink });
      const versionData = pageVersion(versions, source.version, source.id!);
      if (page.doc && versionData) page.doc = { ...page.doc, version: versionData };
      if (page.doc && source.docTags) page.doc = { ...page.doc, tags: source.docTags };
      if (page.doc && source.docsPluginId !== undefined) page.doc = { ...page.doc, plugin: { id: source.docsPluginId, version: source.version ?? CURRENT } };
      if (page.doc && version?.badge) page.doc = { ...page.doc, versionBadge: version.label };
      pages.push({ page, source, outFile: htmlFileFor(source.route), lvl0: sectionOf(page), tocLevels: tocLevels(source) });
    } else if (source.kind === 'blog') {
      const page = blogPostPageData(site, config, facts, model.blog?.postViews.get(source.route), source.blog?.title);
      pages.push({ page, source, outFile: htmlFileFor(source.route), lvl0: 'Blog', tocLevels: tocLevels(source) });
    } else {
      const page = markdownPageData(site, config, facts);
      pages.push({ page, source, outFile: htmlFileFor(source.route), lvl0: page.title, tocLevels: tocLevels(source) });
    }
  }
  // A single source planned again (dev server) brings no generated pages.
  if (model.sources.length > 1 || model.sources[0]?.kind !== 'blog') {
    for (const page of model.blog?.pages ?? []) pages.push({ page, outFile: htmlFileFor(page.route), lvl0: 'Blog', tocLevels: tocLevels() });
  }
  if (site.search.provider !== 'none' && !(site.search.provider === 'local' && site.search.noPage)) pages.push({ page: builtinPageData(site, 'search'), outFile: htmlFileFor('/search'), lvl0: 'Search', tocLevels: tocLevels() });
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
  pages.push({ page: builtinPageData(site, 'notFound'), outFile: '404.html', lvl0: '', tocLevels: tocLevels() });
  return { pages, chunkUrls, components, problems };
}

/**
 * A React page planned with `deferReactPages`, its module imported now: the page with its title and description
 * from the module's `meta`, and its component; undefined (with the problem in `problems`) when the module fails.
 */
export async function loadReactPage(planned: PlannedPage, site: SiteData, root: string, problems: Diagnostic[], options: { moduleVersion?: string; baseUrl?: string } = {}): Promise<{ planned: PlannedPage; Component: PageComponent } | undefined> {
  const { source } = planned;
  if (source?.kind !== 'react' || !planned.page.module) return undefined;
  const loaded = await importReactPage(source, root, problems, options.moduleVersion, options.baseUrl);
  if (!loaded) return undefined;
  return { planned: { ...planned, page: reactPageData(site, source.route, loaded.meta, planned.page.module) }, Component: loaded.Component };
}

/** Anything that changes content HTML without changing a page's own data must change every chunk name. */
function buildSalt(bundle: PlanBundle, config: Config, root: string): string {
  const parts = [bundle.entryScript, ...bundle.stylesheets];
  parts.push(readFileSync(packagePath('theme/mdx-components.tsx'), 'utf8'));
  if (config.markdown.components) parts.push(readFileSync(resolve(root, config.markdown.components), 'utf8'));
  parts.push(siteThemeSalt(root));
  return parts.join('\n');
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

/** Search section of a doc: its top sidebar category, or 'Documentation' for top-level docs. */
function sectionOf(page: PageData): string {
  const crumbs = page.doc?.breadcrumbs ?? [];
  return crumbs.length > 1 ? crumbs[0]!.label : 'Documentation';
}

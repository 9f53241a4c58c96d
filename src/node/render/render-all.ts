import { isModulePage } from '../content/content-source.ts';
import { pluginOf } from '../content-plugins/plugin-of.ts';
import { themeLayersOf } from '../modules/theme-layers.ts';
import { moduleCacheReuse } from '../runtime/module-cache.ts';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { ClientBundle } from '../bundle/client-bundle-output.ts';
import type { LinkTargets, PageReferences } from '../build-checks/links.ts';
import { linkTargets, pageReferences } from '../build-checks/link-targets.ts';
import type { Config } from '../config/schema.ts';
import { configForThreads, contentPluginsFingerprint, hasContentPlugins } from '../config/content-plugins.ts';
import type { CompiledContent } from '../markdown/compile.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { pathInside, type OutputFolder } from '../write/output.ts';
import { createPageShell, createRenderer, type PageContextInit, type Renderer, type RendererInit } from './page-context.ts';
import { cacheDirs, codeFingerprint, type CacheDirs } from '../cache/dirs.ts';
import { openPageCache, processPageCached } from './page-cache.ts';
import { planPages } from '../model/plan.ts';
import type { PlannedPage } from '../content-plugins/content-plugin.ts';
import type { PageContext, PageResult } from './process-page.ts';
import type { SiteModel } from '../model/site-model.ts';
import { runLanes } from './page-lanes.ts';
import { createPageQueue, startRenderPool, type RenderPool } from './worker-pool.ts';
import { openRecordSpool } from '../search/spool.ts';
import type { PageSearch } from '../search/page-records.ts';
import { oncePerBuild } from '../report/once-per-build.ts';
import { renderHeadTags } from './head-tags.ts';

// Below this many doc pages, a second thread costs more to start than it saves: on 2 cores the real
// site's 11 docs took as long with one as without (a thread needs ~0.4 s to load the compiler).
const PARALLEL_THRESHOLD = 32;

export interface RenderedSite {
  routes: number;
  pages: number;
  /** Pages reused from the page cache instead of rendered. */
  cachedPages: number;
  references: PageReferences[];
  targets: LinkTargets;
  /** Search records of the content pages, in plan order, spooled to disk. */
  searchPages: PageSearch[];
  problems: Diagnostic[];
}

// Off only to measure what keeping highlighted blocks gains and costs (bench/build-ab.mjs, bench/highlight-ab.md).
const HIGHLIGHT_CACHE_OFF = (process.env.DOCS_BUILD_AB_OFF ?? '').split(',').includes('highlight-cache');

/** What render threads need before the client is bundled. */
export function rendererInit(model: SiteModel, config: Config, root: string, outDir: string): RendererInit {
  return {
    site: model.site,
    globalData: model.globalData,
    versionDocs: model.versionDocs,
    blogData: model.blogData,
    config,
    root,
    outDir,
    routesByFile: model.sources.filter((s) => !isModulePage(s)).flatMap((s) => [[s.file, s.permalink ?? s.route], ...(s.translates ? [[s.translates, s.permalink ?? s.route]] : [])] as Array<[string, string]>),
    reuseModules: moduleCacheReuse(),
    grammarCache: moduleCacheReuse() ? cacheDirs(root).grammars : undefined,
    highlightCache: moduleCacheReuse() && !HIGHLIGHT_CACHE_OFF ? cacheDirs(root).highlighted : undefined,
    themeLayers: themeLayersOf(root),
  };
}

/**
 * Starts render threads for a site big enough to use them (`threads` counts
 * the main thread, which renders too), before the client is bundled, so they
 * are warm when the pages are planned.
 */
export function startRenderThreads(model: SiteModel, config: Config, root: string, outDir: string, threads = Math.min(availableParallelism(), 8), configFile?: string): RenderPool | undefined {
  // Worth it for the pages a render thread may take: those of the plugins whose pages need nothing of this thread.
  const shareable = model.sources.filter((s) => pluginOf(s).pagesOnAnyThread).length;
  if (threads < 2 || shareable < PARALLEL_THRESHOLD) return undefined;
  // Plugins are functions, which cannot cross to a thread: it imports the config file for them.
  const plugins = hasContentPlugins(config) && configFile ? { pluginsFrom: configFile } : {};
  return startRenderPool({ ...rendererInit(model, configForThreads(config), root, outDir), ...plugins }, threads - 1);
}

/** Plans every page, then compiles, renders and writes each one, on the main thread and the pool's threads. */
export async function renderPages(input: {
  model: SiteModel;
  bundle: ClientBundle;
  config: Config;
  root: string;
  output: OutputFolder;
  pool?: RenderPool;
  /** This thread's compiler, if it was started early. */
  renderer?: Promise<Renderer>;
  /** Pages compiled while the client was bundled, by source file; this thread renders them. */
  compiled?: ReadonlyMap<string, CompiledContent>;
  /** Reuse unchanged pages and compressed copies from these folders; none renders and compresses everything. */
  caches?: CacheDirs;
  /** Write compressed copies of pages and chunks as they are written. */
  precompress?: boolean;
  onProgress?: (done: number, total: number) => void;
}): Promise<RenderedSite> {
  const { model, bundle, config, root, output, pool } = input;
  const plan = await planPages(model, bundle, config, root);
  const problems: Diagnostic[] = [...plan.problems];
  const init: PageContextInit = {
    ...rendererInit(model, config, root, output.dir),
    chunkUrls: [...plan.chunkUrls],
    assets: { entryScript: bundle.entryScript, stylesheets: bundle.stylesheets, scripts: config.scripts.map((s) => (typeof s === 'string' ? { src: s } : s)), headTags: renderHeadTags(config.headTags), htmlTags: model.plugins?.htmlTags },
    precompress: input.precompress === true,
  };
  if (input.caches) {
    init.cache = openPageCache(input.caches.pages, cacheSalt(init, bundle, config, root));
    init.compressCache = input.caches.compressed;
  }
  const shell = createPageShell(init);
  const spool = openRecordSpool(output.dir);
  let full: Promise<PageContext> | undefined;
  const fullContext = () => (full ??= (input.renderer ?? createRenderer(init, problems)).then((renderer) => ({ ...shell, ...renderer })));

  // React pages render here, their components loaded in this thread; so do the pages whose plugin did not mark them
  // as needing nothing of this thread (a blog list reads the blog model, which the threads do not have).
  const isLocal = (p: PlannedPage) => plan.components.has(p.page.route) || !p.anyThread;
  const precompiled = (p: PlannedPage) => (p.source ? input.compiled?.get(p.source.file) : undefined);
  const local = plan.pages.filter(isLocal);
  // Pages compiled ahead are this thread's to finish; the others are shared with the pool.
  const ahead = plan.pages.filter((p) => !isLocal(p) && precompiled(p));
  const queue = createPageQueue(plan.pages.filter((p) => !isLocal(p) && !precompiled(p)));
  const results = new Map<PlannedPage, PageResult>();
  let done = 0;
  const finished = (planned: PlannedPage, result: PageResult) => {
    results.set(planned, result);
    input.onProgress?.(++done, plan.pages.length);
  };
  // This thread's pages: their records go to its spool before the next page, as the workers' do.
  const finishedHere = async (planned: PlannedPage, result: PageResult) => {
    if (result.search) result.search = await spool.spool(result.search);
    finished(planned, result);
  };
  const pooled = pool?.drain({ chunkUrls: init.chunkUrls, assets: init.assets, cache: init.cache, precompress: init.precompress, compressCache: init.compressCache }, queue, (id, result) => finished(queue.pages[id]!, result));
  for (const planned of local) await finishedHere(planned, await processPageCached(planned, shell, fullContext, init.cache, plan.components.get(planned.page.route), precompiled(planned)));
  try {
    await runLanes(() => ahead.shift(), async (planned) => finishedHere(planned, await processPageCached(planned, shell, fullContext, init.cache, undefined, precompiled(planned))));
    await runLanes(
      () => queue.take(),
      async (id) => finishedHere(queue.pages[id]!, await processPageCached(queue.pages[id]!, shell, fullContext, init.cache)),
    );
    await pooled;
  } finally {
    await spool.close();
  }
  await shell.settled();
  if (init.grammarCache) await (await import('../markdown/grammar-cache.ts')).saveConvertedPatterns(init.grammarCache);
  // Each thread reports the same setup problems (a components module that fails to load); keep one of each.
  for (const problem of pool?.problems ?? []) if (!problems.some((p) => JSON.stringify(p) === JSON.stringify(problem))) problems.push(problem);

  // Back in plan order, so reports and output do not depend on threading.
  const ordered = plan.pages.map((p) => results.get(p)!);
  const copied = new Set<string>();
  for (const result of ordered) {
    problems.push(...result.problems);
    for (const asset of result.assets) {
      if (copied.has(asset.to)) continue;
      copied.add(asset.to);
      const to = pathInside(output.dir, asset.to);
      await mkdir(dirname(to), { recursive: true });
      await copyFile(asset.from, to);
    }
  }
  const routes = new Set(plan.chunkUrls.keys());
  return {
    routes: routes.size,
    pages: plan.pages.length,
    cachedPages: ordered.filter((r) => r.cached).length,
    references: pageReferences(ordered),
    targets: linkTargets(routes, ordered, resolve(root, config.staticDir)),
    searchPages: ordered.flatMap((r) => (r.search ? [r.search] : [])),
    problems: oncePerBuild(problems),
  };
}

/** Everything outside a page that its output depends on: generator code, site data, theme bundle, config, components. */
function cacheSalt(init: PageContextInit, bundle: ClientBundle, config: Config, root: string): string {
  const parts = [codeFingerprint(), JSON.stringify(init.site), JSON.stringify(config), contentPluginsFingerprint(config), JSON.stringify(init.assets), bundle.entryScript];
  if (config.markdown.components) parts.push(readFileSync(resolve(root, config.markdown.components), 'utf8'));
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

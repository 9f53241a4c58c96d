import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { SiteModel } from '../model/site-model.ts';
import type { PageContext } from '../render/process-page.ts';
import { createBroadcast } from './broadcast.ts';
import { planRebuild, type FileChange, type WatchedPaths } from './classify.ts';
import { browserData, type DevClient, mdxPages } from './client-bundle.ts';
import { applyEdits } from './edit-pages.ts';
import { diagnosticFromError } from './errors.ts';
import type { DevEvent } from './events.ts';
import { fullBuild, type DevSite } from './full-build.ts';
import { createOutputFiles, type OutputFiles } from './output-files.ts';
import { createDevPageTools } from './session-renderer.ts';
import { createProblemBook, hasErrors, toOverlay } from './problems.ts';
import { createRenderScheduler } from './render-scheduler.ts';
import { createSearchWriter, devLinkProblems } from './site-checks.ts';
import { staleSources, watchedPaths } from './watched-paths.ts';
import { renderHeadTags } from '../render/head-tags.ts';
import type { PagePlan } from '../model/plan.ts';
import { loadReactPage } from '../content-plugins/react-page.ts';
import { extraFiles } from '../write/extras.ts';
import type { StepTimings } from '../step.ts';

/** A promise with its resolve function at hand. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}


export interface DevSessionOptions {
  /** Config file path, relative to `cwd`. */
  config?: string;
  cwd?: string;
  /** Receives one line per rebuild and the problems found; silent by default. */
  log?: (text: string) => void;
  color?: boolean;
}

export interface DevSession {
  /** Output of the last good build of each page and of the client bundle. */
  files: OutputFiles;
  /** Static folder of the site, served as it is on disk. */
  staticDir(): string | undefined;
  /** The path the site is served under ('/' until a config loads). */
  baseUrl(): string;
  /** What to watch; changes after a config edit. */
  watched(): WatchedPaths | undefined;
  /** A file the build writes beside the pages (sitemap, client-redirect pages, blog feeds), by output path. */
  extra(relPath: string): string | undefined;
  /** Renders the page behind an output path now, if it is planned but not rendered yet. */
  ensure(relPath: string): Promise<void>;
  /** Resolves when every planned page has been rendered (pages render in the background after a rebuild). */
  settled(): Promise<void>;
  /** What a newly opened page is told first. */
  greeting(): DevEvent[];
  /** How many updates open pages have been told of so far. */
  version(): number;
  onEvent(listener: (event: DevEvent) => void): () => void;
  /**
   * The first build: resolves once every page is planned (none rendered yet; requests made meanwhile wait for it).
   * Problems do not throw: they are reported like any later ones.
   */
  start(): Promise<void>;
  /** Resolves once the config has loaded, or failed to: the base URL and the paths to watch are known. */
  configured(): Promise<void>;
  /** Brings the output up to date with a batch of file changes, doing as little as it can. */
  apply(changes: FileChange[]): Promise<void>;
  /**
   * Of the given files, those whose text on disk differs from what was last
   * built. A save can be read half-written, and its last event can be lost
   * in a burst: checking after each batch makes the final save always win.
   */
  stale(paths: string[]): Promise<string[]>;
  dispose(): Promise<void>;
}

/**
 * `docs-build dev`: ties the steps together (full build, edits, page renders,
 * checks) and keeps the in-memory output the server reads.
 */
export function createDevSession(options: DevSessionOptions = {}): DevSession {
  const cwd = options.cwd ?? process.cwd();
  const log = options.log ?? (() => {});
  const id = randomUUID();
  const files = createOutputFiles();
  const broadcast = createBroadcast();
  const problems = createProblemBook(log, options.color === true, broadcast.emit);
  const search = createSearchWriter(files, log);
  const pageTools = createDevPageTools();
  let site: DevSite = {};
  // Bumped when a module pages import changed, so pages import it afresh.
  let moduleVersion = 0;
  // False after a failed or partial rebuild: the next edit takes the full path.
  let healthy = false;
  // The first plan, which requests wait for; the config, which routing waits for.
  const ready = deferred();
  const configLoaded = deferred();
  const timings: StepTimings = {};
  let extras: { model: SiteModel; plan: PagePlan; files: Map<string, string> } | undefined;
  const debug = process.env.DEBUG ? (text: string) => process.stderr.write(`debug: ${text}\n`) : undefined;
  files.useBundle(() => site.client?.bundler.files() ?? new Map());

  const internalError = (error: unknown) => diagnosticFromError(error, cwd, 'docs-build', 'internal');

  function pageContext(): PageContext {
    const { loaded, client, model, renderer, plan } = site;
    // The scheduler only holds pages of a plan that a full build completed, which set all of these.
    if (!loaded || !client || !model || !renderer) throw new Error('A page was rendered before the site was planned.');
    const { config } = loaded;
    // The page compiles and renders while the client is bundled; its document names the bundle's files.
    const assets = client.bundler.settled().then(() => {
      const bundle = client.bundler.bundle();
      return {
        entryScript: bundle?.entryScript ?? '/assets/entry.js',
        stylesheets: bundle?.stylesheets ?? [],
        scripts: config.scripts.map((s) => (typeof s === 'string' ? { src: s } : s)),
        headTags: renderHeadTags(config.headTags),
        htmlTags: model.plugins?.htmlTags,
      };
    });
    return { ...renderer, site: model.site, chunkUrls: plan?.chunkUrls ?? new Map(), assets, write: async () => {} };
  }

  // Until every page has rendered, anchors on the others are unknown.
  function checkRendered(): void {
    if (!site.loaded || !site.plan) return;
    problems.set('links', devLinkProblems(scheduler.results(), site.plan.chunkUrls.keys(), site.loaded.config, site.loaded.root));
    search.schedule(() => scheduler.results());
  }

  const scheduler = createRenderScheduler({
    files,
    problems,
    context: pageContext,
    renderError: (error, page, key) => diagnosticFromError(error, cwd, page?.source?.displayPath ?? key, 'render'),
    loadReactPage: (page, found) => {
      const { model, loaded } = site;
      if (!model || !loaded) return Promise.resolve(undefined);
      return loadReactPage(page, model.site, loaded.root, found, { moduleVersion: String(moduleVersion), baseUrl: loaded.config.baseUrl });
    },
    onComplete(count, started) {
      checkRendered();
      problems.report();
      log(`rendered ${count} pages in ${Math.round(performance.now() - started)} ms`);
    },
  });

  /**
   * Plans every page but renders none: the reload that follows asks for the
   * open page first, which renders on demand; the rest render in the
   * background, so adding a doc to a big site does not wait for all of it.
   */
  async function replan(reloadConfig: boolean): Promise<boolean> {
    const built = await fullBuild(site, {
      cwd,
      configFile: options.config,
      reloadConfig,
      moduleVersion,
      problems,
      pageTools,
      timings,
      onConfig: configLoaded.resolve,
      onBundled: () => {
        problems.report();
        debug?.(`client bundle ${Math.round(timings.bundle ?? 0)} ms`);
      },
    });
    site = built.site;
    if (built.error !== undefined) throw built.error;
    if (!built.ok || !site.plan) return false;
    scheduler.replan(site.plan);
    healthy = true;
    return true;
  }

  async function rebuildAll(reloadConfig: boolean, reason: string): Promise<void> {
    const started = performance.now();
    if (!(await replan(reloadConfig))) return;
    broadcast.emit({ type: 'reload' });
    log(`replanned ${scheduler.pageCount()} pages (${reason}) in ${Math.round(performance.now() - started)} ms; the open page renders on request`);
  }

  /** Returns false when the edits need a full build. */
  async function editPages(paths: string[]): Promise<boolean> {
    const { loaded, model } = site;
    if (!loaded || !model) return false;
    const edited = await scheduler.edit(() => applyEdits(paths, { config: loaded.config, root: loaded.root, model, scheduler, problems, emit: broadcast.emit, log }));
    if (!edited) return false;
    site = { ...site, model: edited };
    if (scheduler.complete()) checkRendered();
    return true;
  }

  async function rebundle(model: SiteModel, client: DevClient): Promise<void> {
    const started = performance.now();
    const found = await client.bundler.rebuild(browserData(model), model.reactPages, mdxPages(model), model.plugins?.clientModules);
    problems.set('bundle', found);
    if (hasErrors(found)) return;
    broadcast.emit({ type: 'reload' });
    log(`rebundled the client in ${Math.round(performance.now() - started)} ms`);
  }

  return {
    files,
    staticDir: () => (site.loaded ? join(site.loaded.root, site.loaded.config.staticDir) : undefined),
    baseUrl: () => site.loaded?.config.baseUrl ?? '/',
    watched: () => (site.loaded ? watchedPaths(site.loaded, site.model?.plugins?.pathsToWatch) : undefined),
    extra(relPath) {
      const { loaded, model, plan } = site;
      if (!loaded || !model || !plan) return undefined;
      // Made by the build's own code, once per plan and model (the blog's feeds render every post's excerpt).
      if (extras?.model !== model || extras.plan !== plan) {
        extras = { model, plan, files: new Map(extraFiles(loaded.config, model, new Set(plan.chunkUrls.keys())).map((f) => [f.path, f.contents])) };
      }
      return extras.files.get(relPath);
    },
    ensure(relPath) {
      return scheduler.request(async () => {
        await ready.promise;
        if (scheduler.plans(relPath)) await scheduler.ensure(relPath);
        // The client bundle's files, which may be in the making, are all below assets/.
        else if (relPath.startsWith('assets/')) await site.client?.bundler.settled();
        problems.report();
      });
    },
    configured: () => configLoaded.promise,
    async settled() {
      await ready.promise;
      await scheduler.settled();
      await site.client?.bundler.settled();
    },
    version: broadcast.version,
    greeting() {
      const failing = problems.errors();
      return [{ type: 'hello', session: id, version: broadcast.version() }, failing.length > 0 ? { type: 'error', problems: failing.map(toOverlay) } : { type: 'ok' }];
    },
    onEvent: broadcast.onEvent,
    async start() {
      const started = performance.now();
      try {
        if (await replan(true)) log(`planned ${scheduler.pageCount()} pages in ${Math.round(performance.now() - started)} ms`);
      } catch (error) {
        problems.set('internal', [internalError(error)]);
      } finally {
        configLoaded.resolve();
        ready.resolve();
      }
      debug?.(`dev start: ${Object.entries(timings).map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')}`);
      problems.report();
    },
    async apply(changes) {
      const watched = this.watched();
      if (!watched) {
        // No config yet: any save may be the one that fixes it.
        await rebuildAll(true, 'config');
        problems.report();
        return;
      }
      const work = planRebuild(changes, watched);
      problems.set('internal', []);
      try {
        if (work.modules) moduleVersion++;
        if (work.config || work.structure || (!healthy && (work.edits.length > 0 || work.bundle))) {
          healthy = false;
          await rebuildAll(work.config, work.config ? 'config changed' : 'files added, removed or restructured');
        } else if (work.edits.length > 0 && !(await editPages(work.edits))) {
          healthy = false;
          await rebuildAll(false, 'sidebar or route changed');
        }
        if (work.bundle && healthy && site.model && site.client) await rebundle(site.model, site.client);
        else if (work.reload) broadcast.emit({ type: 'reload' });
      } catch (error) {
        // Whatever breaks, the server stays up; the next save tries again from scratch.
        healthy = false;
        problems.set('internal', [internalError(error)]);
      }
      problems.report();
    },
    stale: (paths) => staleSources(site.model?.sources ?? [], paths),
    async dispose() {
      search.dispose();
      await site.client?.bundler.dispose();
      broadcast.clear();
    },
  };
}

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { checkReferences } from '../check/links.ts';
import { linkTargets, pageReferences } from '../check/link-targets.ts';
import { DEFAULT_CONFIG_FILE, loadConfig, type LoadedConfig } from '../config/load.ts';
import { scanContent, type ContentSource } from '../content/scan.ts';
import { planPages, type PagePlan, type PlannedPage } from '../model/plan.ts';
import { processPage, type PageContext, type PageResult } from '../render/process-page.ts';
import { buildSiteModel, type SiteModel } from '../model/site-model.ts';
import { formatLocation, type Diagnostic } from '../report/diagnostic.ts';
import { formatDiagnostics } from '../report/print.ts';
import { createDevBundler } from './bundle.ts';
import { usesMermaid } from '../bundle/mermaid-module.ts';
import { isContentOnlyEdit, planRebuild, type FileChange, type WatchedPaths } from './classify.ts';
import { diagnosticFromError } from './errors.ts';
import { createDevPageTools, type DevPageTools } from './page-context.ts';
import type { DevEvent, OverlayProblem } from './events.ts';
import { createOutputFiles, type OutputFiles } from './output-files.ts';
import { rereadSource } from './read-source.ts';
import { writeDevSearch } from './search.ts';
import { LOCAL_SEARCH_INDEX } from '../model/site-model.ts';
import { PACKAGE_ROOT } from '../runtime/package-root.ts';


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
  /** What to watch; changes after a config edit. */
  watched(): WatchedPaths | undefined;
  /** Renders the page behind an output path now, if it is planned but not rendered yet. */
  ensure(relPath: string): Promise<void>;
  /** Resolves when every planned page has been rendered (pages render in the background after a rebuild). */
  settled(): Promise<void>;
  /** What a newly opened page is told first. */
  greeting(): DevEvent[];
  /** How many updates open pages have been told of so far. */
  version(): number;
  onEvent(listener: (event: DevEvent) => void): () => void;
  /** The first build. Problems do not throw: they are reported like any later ones. */
  start(): Promise<void>;
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

/** Stable per route, so an edit never changes the link maps of other pages. */
export function devChunkUrl(route: string): string {
  return `/__dev/pages${route === '/' ? '/index' : route}.json`;
}

/**
 * All state of `docs-build dev` in one place: config, sources, site model,
 * client bundle, page context and the in-memory output the server reads.
 */
export function createDevSession(options: DevSessionOptions = {}): DevSession {
  const cwd = options.cwd ?? process.cwd();
  const log = options.log ?? (() => {});
  const id = randomUUID();
  const files = createOutputFiles();
  const listeners = new Set<(event: DevEvent) => void>();
  const problems = new Map<string, Diagnostic[]>();
  let loaded: LoadedConfig | undefined;
  let bundler: ReturnType<typeof createDevBundler> | undefined;
  // Set once a page has a Mermaid diagram; kept for the session, as removing the library would only save bundle time.
  let withMermaid = false;
  let model: SiteModel | undefined;
  let plan: PagePlan | undefined;
  const pageTools = createDevPageTools();
  let tools: DevPageTools | undefined;
  const results = new Map<string, PageResult>();
  /** The current plan by page key, and which key each output path belongs to. */
  const planned = new Map<string, PlannedPage>();
  const byOutput = new Map<string, string>();
  const rendering = new Map<string, Promise<void>>();
  let generation = 0;
  let complete = false;
  let background: Promise<void> = Promise.resolve();
  let healthy = false;
  let moduleVersion = 0;
  let shown = '';
  let errorShown = false;

  // Counts the updates open pages were told of. A page carries the count it was
  // served at, so one that loaded while an update went out (before its event
  // stream was open) learns from the greeting that it is out of date.
  let version = 0;
  const emit = (event: DevEvent) => {
    if (event.type === 'reload' || event.type === 'content') event = { ...event, version: ++version };
    for (const listener of listeners) listener(event);
  };
  const setProblems = (key: string, list: Diagnostic[]) => {
    if (list.length > 0) problems.set(key, list);
    else problems.delete(key);
  };
  const all = () => [...problems.values()].flat();
  const errors = () => all().filter((p) => p.severity === 'error');
  const hasErrors = (list: Diagnostic[]) => list.some((p) => p.severity === 'error');

  /** Terminal and browsers hear about problems when they change, not on every save. */
  const report = () => {
    const current = all();
    const signature = JSON.stringify(current);
    if (signature !== shown) {
      shown = signature;
      if (current.length > 0) log(formatDiagnostics(current, options.color === true));
    }
    const failing = errors();
    if (failing.length > 0) {
      emit({ type: 'error', problems: failing.map(toOverlay) });
      errorShown = true;
    } else if (errorShown) {
      emit({ type: 'ok' });
      errorShown = false;
      log('Build problems fixed.');
    }
  };

  async function refreshTools(config: LoadedConfig, sources: ContentSource[]): Promise<void> {
    const found: Diagnostic[] = [];
    tools = await pageTools.get(config.config, config.root, sources, moduleVersion, found);
    setProblems('components', found);
  }

  function ensureContext(config: LoadedConfig): PageContext {
    const bundle = bundler!.bundle()!;
    return {
      ...tools!,
      site: model!.site,
      chunkUrls: plan?.chunkUrls ?? new Map(),
      assets: { entryScript: bundle.entryScript, stylesheets: bundle.stylesheets, scripts: config.config.scripts.map((s) => (typeof s === 'string' ? { src: s } : s)) },
      write: async () => {},
    };
  }

  /**
   * Plans every page but renders none: the reload that follows asks for the
   * open page first, which renders on demand; the rest render in the
   * background, so adding a doc to a big site does not wait for all of it.
   */
  async function fullBuild(reloadConfig: boolean): Promise<boolean> {
    if (reloadConfig || !loaded) {
      try {
        loaded = await loadConfig(options.config, cwd);
        setProblems('config', loaded.warnings);
      } catch (error) {
        setProblems('config', [diagnosticFromError(error, cwd, options.config ?? DEFAULT_CONFIG_FILE)]);
        return false;
      }
    }
    const { config, root, configFile } = loaded;
    if (!bundler) {
      bundler = createDevBundler(root, { mermaid: () => withMermaid, styles: config.customCss.map((file) => resolve(root, file)) });
      files.useBundle(bundler.files);
    }
    const scanned = await scanContent(config, root);
    setProblems('scan', scanned.problems);
    if (hasErrors(scanned.problems)) return false;
    const next = buildSiteModel({ config, root, configFile, sources: scanned.sources });
    setProblems('model', next.problems);
    if (hasErrors(next.problems)) return false;
    // The first diagram in a site brings the diagram library into the bundle.
    const mermaidAdded = !withMermaid && usesMermaid(next.sources);
    withMermaid ||= mermaidAdded;
    const siteChanged = mermaidAdded || JSON.stringify([next.site, next.reactPages]) !== JSON.stringify([model?.site, model?.reactPages]);
    if (siteChanged || !bundler.bundle() || problems.has('bundle')) setProblems('bundle', await bundler.rebuild(next.site, next.reactPages));
    const bundle = bundler.bundle();
    if (!bundle) return false;
    model = next;
    plan = await planPages(model, bundle, config, root, { chunkUrlFor: devChunkUrl, moduleVersion: String(moduleVersion) });
    setProblems('plan', plan.problems);
    await refreshTools(loaded, model.sources);
    generation++;
    complete = false;
    files.newGeneration();
    for (const key of [...problems.keys()]) if (key.startsWith('page:')) problems.delete(key);
    results.clear();
    planned.clear();
    byOutput.clear();
    rendering.clear();
    for (const page of plan.pages) {
      const key = keyOf(page);
      planned.set(key, page);
      byOutput.set(page.outFile, key);
      if (page.chunkUrl) byOutput.set(page.chunkUrl.slice(1), key);
    }
    healthy = true;
    background = renderRest(generation);
    return true;
  }

  /** Renders one planned page, once per generation; a later edit of the same page wins over an older render. */
  function renderPage(key: string): Promise<void> {
    const pending = rendering.get(key);
    if (pending) return pending;
    const page = planned.get(key)!;
    const mine = generation;
    const task = (async () => {
      const ctx = ensureContext(loaded!);
      const write = async (relPath: string, contents: string) => {
        if (generation === mine && planned.get(key) === page) files.write(relPath, contents);
      };
      const result = await processPage(page, { ...ctx, write }, plan!.components.get(page.page.route));
      if (generation !== mine || planned.get(key) !== page) return;
      if (hasErrors(result.problems)) files.keepPrevious(page);
      record(page, result);
    })();
    rendering.set(key, task);
    return task;
  }

  async function renderRest(mine: number): Promise<void> {
    const started = performance.now();
    for (const key of [...planned.keys()]) {
      if (generation !== mine) return;
      try {
        await renderPage(key);
      } catch (error) {
        setProblems(`page:${key}`, [diagnosticFromError(error, cwd, planned.get(key)?.source?.displayPath ?? key, 'render')]);
      }
      // Requests and rebuilds get their turn between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (generation !== mine) return;
    complete = true;
    checkLinks();
    scheduleSearch();
    report();
    log(`rendered ${planned.size} pages in ${Math.round(performance.now() - started)} ms`);
  }

  function record(page: PlannedPage, result: PageResult): void {
    const key = keyOf(page);
    setProblems(`page:${key}`, result.problems);
    if (!hasErrors(result.problems)) {
      results.set(key, result);
      for (const asset of result.assets) files.assets.set(asset.to, asset.from);
    }
  }

  // Search records follow edits, a moment later: rebuilding the index must not delay the page update.
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  function scheduleSearch(): void {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => {
      const count = writeDevSearch(results.values(), LOCAL_SEARCH_INDEX, (path, contents) => files.write(path, contents));
      log(`search index: ${count} records`);
    }, 150);
  }

  /** Broken links are worth knowing while writing, never worth blocking the page for. */
  function checkLinks(): void {
    const { config, root } = loaded!;
    const done = [...results.values()];
    const targets = linkTargets(plan!.chunkUrls.keys(), done, join(root, config.staticDir));
    setProblems('links', checkReferences(pageReferences(done), targets, config).map((p) => ({ ...p, severity: 'warning' as const })));
  }

  /** Edited pages: compile and render each alone. Returns false when an edit reaches other pages. */
  async function editPages(paths: string[]): Promise<boolean> {
    const { config, root } = loaded!;
    const edited: ContentSource[] = [];
    for (const path of paths) {
      const before = model!.sources.find((s) => s.file === path);
      if (!before || before.kind === 'react') return false;
      let reread: Awaited<ReturnType<typeof rereadSource>>;
      try {
        reread = await rereadSource(before, config, root);
        // An empty file is most likely caught between an editor's truncate and its write: look again shortly.
        for (let tries = 0; tries < 3 && reread.source.source === '' && before.source !== ''; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          reread = await rereadSource(before, config, root);
        }
      } catch {
        return false;
      }
      if (hasErrors(reread.problems)) {
        // Broken frontmatter: keep the page as it was and say where the problem is.
        setProblems(`page:${before.route}`, reread.problems);
        continue;
      }
      if (!isContentOnlyEdit(before, reread.source)) return false;
      edited.push(reread.source);
    }
    if (edited.length === 0) return true;
    const byFile = new Map(edited.map((s) => [s.file, s]));
    model = { ...model!, sources: model!.sources.map((s) => byFile.get(s.file) ?? s) };
    for (const source of edited) {
      const started = performance.now();
      const single = await planPages({ ...model, sources: [source] }, bundler!.bundle()!, config, root, { chunkUrlFor: devChunkUrl });
      const page = single.pages[0]!;
      const key = keyOf(page);
      planned.set(key, page);
      rendering.delete(key);
      await renderPage(key);
      if (hasErrors(problems.get(`page:${key}`) ?? [])) continue;
      emit({ type: 'content', route: page.page.route, url: page.chunkUrl! });
      log(`updated ${page.page.route} in ${Math.round(performance.now() - started)} ms`);
    }
    // Until every page has rendered, anchors on the others are unknown.
    if (complete) {
      checkLinks();
      scheduleSearch();
    }
    return true;
  }

  async function rebuildAll(reloadConfig: boolean, reason: string): Promise<void> {
    const started = performance.now();
    const ok = await fullBuild(reloadConfig);
    if (!ok) return;
    emit({ type: 'reload' });
    log(`replanned ${plan!.pages.length} pages (${reason}) in ${Math.round(performance.now() - started)} ms; the open page renders on request`);
  }

  return {
    files,
    staticDir: () => (loaded ? join(loaded.root, loaded.config.staticDir) : undefined),
    watched() {
      if (!loaded) return undefined;
      const { config, root, configFile } = loaded;
      return {
        configFile,
        sidebarsFile: config.docs !== false && config.docs.sidebarPath ? resolve(root, config.docs.sidebarPath) : undefined,
        contentDirs: [...(config.docs === false ? [] : [join(root, config.docs.path)]), join(root, config.pages.path), ...(config.blog === false ? [] : [join(root, config.blog.path)])],
        componentsFile: config.markdown.components ? resolve(root, config.markdown.components) : undefined,
        bundleDirs: [join(PACKAGE_ROOT, 'theme'), join(PACKAGE_ROOT, 'src', 'client')],
        staticDir: join(root, config.staticDir),
      };
    },
    async ensure(relPath) {
      const key = byOutput.get(relPath);
      if (key === undefined || results.has(key)) return;
      try {
        await renderPage(key);
      } catch (error) {
        setProblems(`page:${key}`, [diagnosticFromError(error, cwd, planned.get(key)?.source?.displayPath ?? key, 'render')]);
      }
      report();
    },
    async settled() {
      let seen: Promise<void> | undefined;
      while (seen !== background) {
        seen = background;
        await seen;
      }
    },
    version: () => version,
    greeting() {
      const failing = errors();
      return [{ type: 'hello', session: id, version }, failing.length > 0 ? { type: 'error', problems: failing.map(toOverlay) } : { type: 'ok' }];
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      const started = performance.now();
      try {
        if (await fullBuild(true)) log(`planned ${plan!.pages.length} pages in ${Math.round(performance.now() - started)} ms`);
      } catch (error) {
        setProblems('internal', [diagnosticFromError(error, cwd, 'docs-build', 'internal')]);
      }
      report();
    },
    async apply(changes) {
      const watched = this.watched();
      if (!watched) {
        // No config yet: any save may be the one that fixes it.
        await rebuildAll(true, 'config');
        report();
        return;
      }
      const work = planRebuild(changes, watched);
      setProblems('internal', []);
      try {
        if (work.modules) moduleVersion++;
        if (work.config || work.structure || (!healthy && (work.edits.length > 0 || work.bundle))) {
          healthy = false;
          await rebuildAll(work.config, work.config ? 'config changed' : 'files added, removed or restructured');
        } else if (work.edits.length > 0 && !(await editPages(work.edits))) {
          healthy = false;
          await rebuildAll(false, 'sidebar or route changed');
        }
        if (work.bundle && healthy && model) {
          const started = performance.now();
          const found = await bundler!.rebuild(model.site, model.reactPages);
          setProblems('bundle', found);
          if (!hasErrors(found)) {
            emit({ type: 'reload' });
            log(`rebundled the client in ${Math.round(performance.now() - started)} ms`);
          }
        } else if (work.reload) {
          emit({ type: 'reload' });
        }
      } catch (error) {
        // Whatever breaks, the server stays up; the next save tries again from scratch.
        healthy = false;
        setProblems('internal', [diagnosticFromError(error, cwd, 'docs-build', 'internal')]);
      }
      report();
    },
    async stale(paths) {
      const out: string[] = [];
      for (const path of new Set(paths)) {
        const source = model?.sources.find((s) => s.file === path);
        if (!source || source.kind === 'react') continue;
        try {
          if ((await readFile(path, 'utf8')) !== source.source) out.push(path);
        } catch {
          // Deleted since: the unlink event is on its way.
        }
      }
      return out;
    },
    async dispose() {
      await bundler?.dispose();
      listeners.clear();
    },
  };
}

function keyOf(page: PlannedPage): string {
  // The search page and the 404 page have no source; the 404 page has no chunk either.
  return page.page.route + (page.chunkUrl ? '' : '#404');
}

function toOverlay(d: Diagnostic): OverlayProblem {
  return { location: formatLocation(d), message: d.message, frame: d.frame, hint: d.hint };
}

import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { loadConfig } from './config/load.ts';
import { buildSiteModel, LOCAL_SEARCH_INDEX } from './model/site-model.ts';
import { bundleClient } from './bundle/client.ts';
import { siteStyles } from './bundle/site-styles.ts';
import { missingMermaid, usesMermaid } from './bundle/mermaid-module.ts';
import { renderPages, rendererInit, startRenderThreads } from './render/render-all.ts';
import { cacheDiskFullProblem, openCaches } from './cache/dirs.ts';
import { moduleCacheProblem, setModuleCacheReuse } from './runtime/module-cache.ts';
import { createRenderer, type Renderer } from './render/page-context.ts';
import { compileAhead, type CompileAhead } from './render/compile-ahead.ts';
import { checkReferences } from './build-checks/links.ts';
import { checkConfigLinks } from './build-checks/config-links.ts';
import { writeExtras } from './write/extras.ts';
import { createOutputDir } from './write/output.ts';
import { outputDiskFull } from './write/disk-full.ts';
import { copyStaticFiles } from './write/static-files.ts';
import { checkOutputTarget } from './write/output-guard.ts';
import { packagePath } from './runtime/package-root.ts';
import { precompress, pruneCompressCache } from './write/compress.ts';
import { applyStrict, hasErrors, type BuildReport } from './report/build-report.ts';
import { step, type StepTimings } from './step.ts';
import { runPlugins } from './plugins/run-plugins.ts';
import { sitePrismThemes } from './bundle/prism-themes-module.ts';
import { scanSite, withPluginContent } from './docusaurus-content/site-content.ts';
import { siteCodeTranslations } from './i18n/code-translations.ts';

export interface BuildOptions {
  /** Config file path, relative to cwd. */
  config?: string;
  /** Output folder; default `build` beside the config. */
  outDir?: string;
  /** Every 'warn' rule becomes 'throw'. */
  strict?: boolean;
  cwd?: string;
  /** Threads that render pages, the main one included; default: one per core. 1 renders on the main thread only. */
  threads?: number;
  /** Reuse unchanged pages from node_modules/.cache/docs-build (default true). */
  cache?: boolean;
  /** Write `.br` and `.gz` copies of text files for hosts that send precompressed files (default false). */
  precompress?: boolean;
  onProgress?: (done: number, total: number) => void;
}

// Off only to measure what it gains (bench/launcher-ab.mjs).
const COMPILE_AHEAD = !(process.env.DOCS_BUILD_AB_OFF ?? '').split(',').includes('compile-ahead');

/**
 * The whole build, top to bottom: scan → model → bundle → render (compile,
 * render and write each page) → check → write. Output goes to a temporary folder that replaces the previous
 * build only when everything succeeded.
 */
export async function build(options: BuildOptions = {}): Promise<BuildReport> {
  const started = performance.now();
  const timings: StepTimings = {};
  const cwd = options.cwd ?? process.cwd();
  // Before the config is loaded: it is one of the compiled modules.
  setModuleCacheReuse(options.cache !== false);
  const { config: loadedConfig, root, configFile, warnings, docusaurus } = await step(timings, 'config', () => loadConfig(options.config, cwd));
  const config = applyStrict(loadedConfig, options.strict === true);
  const outDir = options.outDir ? (isAbsolute(options.outDir) ? options.outDir : resolve(cwd, options.outDir)) : join(root, 'build');
  // Before anything else: a wrong --out-dir must not cost a whole build to find out.
  const sources = [config.docs ? config.docs.path : undefined, config.pages.path, config.staticDir].flatMap((p) => (p ? [resolve(root, p)] : []));
  checkOutputTarget(outDir, { root, sources: [...sources, packagePath('theme'), packagePath('src')] });
  const report: BuildReport = { outDir, routes: 0, pages: 0, cachedPages: 0, problems: [...warnings], timings, ms: 0 };
  const modulesUnwritable = moduleCacheProblem();
  if (modulesUnwritable) report.problems.push(modulesUnwritable);

  // A Docusaurus site's own plugins run before the docs are read: what they write (TypeDoc's Markdown) is read too.
  const shown = relative(cwd, configFile) || configFile;
  const plugins = docusaurus?.plugins.length ? await step(timings, 'plugins', () => runPlugins({ site: docusaurus, siteDir: root, configFile, outDir, shown })) : undefined;
  if (plugins) report.problems.push(...plugins.problems);

  // The theme's messages in the site's language, for the titles the model makes and the labels the theme shows.
  const messages = docusaurus ? await siteCodeTranslations({ config, root, shown, siteConfig: docusaurus.siteConfig, pluginDefaults: plugins?.defaultCodeTranslations }) : undefined;
  if (messages) report.problems.push(...messages.problems);
  const translations = messages?.translations;

  const scanned = await step(timings, 'scan', () => scanSite(config, root, plugins, shown, translations));
  // No stop here: config problems found by the model are reported in the same run as frontmatter ones.
  report.problems.push(...scanned.problems);

  const allSources = plugins ? [...scanned.sources, ...plugins.routes] : scanned.sources;
  const model = withPluginContent(await step(timings, 'model', () => buildSiteModel({ config, root, configFile, sources: allSources, blogAuthors: scanned.blogAuthors, versions: scanned.versions, translations })), plugins, root);
  report.problems.push(...model.problems);
  const missing = missingMermaid(model.sources);
  if (missing) report.problems.push(missing);
  if (hasErrors(report)) return finish(report, started);

  const output = await createOutputDir(outDir).catch((error: unknown) => {
    throw outputDiskFull(error, outDir) ?? error;
  });
  // One warning for the cache folder: when the config's compiled module could not be stored there, neither can the rest.
  const caches = options.cache === false ? undefined : openCaches(root, modulesUnwritable ? [] : report.problems);
  // Render threads warm up while the client is bundled.
  const pool = startRenderThreads(model, config, root, output.dir, options.threads, configFile);
  // When esbuild has to run (no cached bundle, so pages are likely new too), this thread loads its compiler
  // meanwhile, and compiles the first pages with it when it renders alone. With render threads it compiles
  // nothing ahead: esbuild's plugins run on this thread, so each of their calls waited for the page being
  // compiled, and the bundle (which the render threads wait for) took as long as the 64 pages did.
  let renderer: Promise<Renderer> | undefined;
  let ahead: CompileAhead | undefined;
  const early = () => {
    renderer = createRenderer(rendererInit(model, config, root, output.dir), report.problems);
    if (!pool) ahead = compileAhead(renderer, model.sources);
    // Awaited by the first page that needs it; a failure must not go unhandled before then.
    renderer.catch(() => undefined);
  };
  try {
    const bundle = await step(timings, 'bundle', () =>
      bundleClient({
        outDir: output.dir,
        site: model.site,
        globalData: model.globalData,
        blogData: model.blogData,
        prismThemes: sitePrismThemes(config.markdown.prism),
        reactPages: model.reactPages,
        root,
        staticDir: resolve(root, config.staticDir),
        styles: siteStyles(config, root),
        cacheDir: caches?.client,
        mermaid: usesMermaid(model.sources),
        clientModules: plugins?.clientModules,
        onBundling: COMPILE_AHEAD ? early : undefined,
        contentPages: model.sources.filter((s) => s.format === 'mdx'),
      }),
    );
    report.problems.push(...(bundle.problems ?? []));
    const compiled = await ahead?.stop();
    const rendered = await step(timings, 'render', () => renderPages({ model, bundle, config, root, output, pool, renderer, compiled, caches, precompress: options.precompress, onProgress: options.onProgress }));
    await pool?.close();
    report.problems.push(...rendered.problems);
    report.routes = rendered.routes;
    report.pages = rendered.pages;
    report.cachedPages = rendered.cachedPages;
    report.problems.push(...(await step(timings, 'check', () => checkReferences(rendered.references, rendered.targets, config))));
    report.problems.push(...(await step(timings, 'check', () => checkConfigLinks(config, rendered.targets, relative(root, configFile)))));
    if (hasErrors(report)) {
      await output.abort();
      return finish(report, started);
    }
    const staticDir = join(root, config.staticDir);
    if (existsSync(staticDir)) report.problems.push(...(await step(timings, 'static', () => copyStaticFiles(staticDir, output.dir, root))));
    if (hasErrors(report)) {
      await output.abort();
      return finish(report, started);
    }
    await step(timings, 'extras', () => writeExtras({ output, config, model, rendered, cacheDir: caches?.search }));
    // Before the output replaces the previous one, so that what postBuild writes is part of it, and a postBuild that
    // throws leaves the previous output in place. `outDir` is the folder being written, which becomes the output.
    if (plugins) {
      // As Docusaurus lists them: every route under the base URL, and the not-found page's file.
      const routesPaths = [...[...rendered.targets.routes].map((route) => `${config.baseUrl}${route.slice(1)}`), `${config.baseUrl}404.html`];
      await step(timings, 'postBuild', () => plugins.postBuild({ outDir: output.dir, routesPaths }));
    }
    // Off by default: static hosts and `serve` compress as they send, and the copies cost a large build a tenth of
    // its time. The search index is thousands of small files on a big site, each fetched only by a query that needs
    // it, and records.json is for pushing to Algolia: neither is worth copies.
    if (options.precompress) {
      await step(timings, 'compress', () =>
        precompress(output.dir, caches?.compressed, [`${LOCAL_SEARCH_INDEX.replace(/^\/|\/$/g, '')}/**`, 'search/records.json']),
      );
    }
    await step(timings, 'commit', () => output.commit());
    if (caches) await pruneCompressCache(caches.compressed);
    // Checked last, when every entry was written or left out; one cache warning a build at most.
    const cacheFull = caches && !report.problems.some((p) => p.ruleId === 'cache') ? cacheDiskFullProblem(root) : undefined;
    if (cacheFull) report.problems.push(cacheFull);
  } catch (error) {
    // Told apart before the temporary folder goes: removing it frees the space.
    const full = outputDiskFull(error, outDir);
    await pool?.close();
    await output.abort();
    throw full ?? error;
  }
  return finish(report, started);
}

function finish(report: BuildReport, started: number): BuildReport {
  report.ms = performance.now() - started;
  return report;
}

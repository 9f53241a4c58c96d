import { isAbsolute, join, relative, resolve } from 'node:path';
import { loadConfig } from './config/load.ts';
import { cacheDiskFullProblem, openCaches, type CacheDirs } from './cache/dirs.ts';
import { moduleCacheProblem, setModuleCacheReuse } from './runtime/module-cache.ts';
import { createOutputDir, type OutputDir } from './write/output.ts';
import { LOCAL_SEARCH_INDEX } from './model/site-model.ts';
import { addLocaleProblems, buildLocale } from './build-locale.ts';
import { planLocales } from './i18n/locale-plan.ts';
import { contentPluginsInstalled } from './plugins/load-plugins.ts';
import { outputDiskFull } from './write/disk-full.ts';
import { checkOutputTarget } from './write/output-guard.ts';
import { packagePath } from './runtime/package-root.ts';
import { precompress, pruneCompressCache } from './write/compress.ts';
import { applyStrict, type BuildReport } from './report/build-report.ts';
import { step, type StepTimings } from './step.ts';

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
  /** Build only these locales (`--locale`), each as it would be built with the others; default: every locale. */
  locales?: string[];
  onProgress?: (done: number, total: number) => void;
}

/**
 * The whole build, top to bottom: config, then each locale (plugins → scan → model → bundle → render → check →
 * write, build-locale.ts) into its folder of one new output, which replaces the previous build only when every
 * locale succeeded.
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
  const shown = relative(cwd, configFile) || configFile;
  const locales = planLocales(config, root, shown, docusaurus && { siteConfig: docusaurus.siteConfig, contentPlugins: contentPluginsInstalled(docusaurus.plugins, configFile) }, options.locales);
  report.problems.push(...locales.problems);

  let output: OutputDir | undefined;
  const makeOutput = async (): Promise<OutputDir> =>
    (output ??= await createOutputDir(outDir).catch((error: unknown) => {
      throw outputDiskFull(error, outDir) ?? error;
    }));
  // One warning for the cache folder: when the config's compiled module could not be stored there, neither can the rest.
  const opened = new Map<string, CacheDirs | undefined>();
  const openLocaleCaches = (locale: string | undefined): CacheDirs | undefined => {
    if (options.cache === false || [...opened.values()].includes(undefined)) return undefined;
    const key = locale ?? '';
    if (!opened.has(key)) opened.set(key, openCaches(root, modulesUnwritable ? [] : report.problems, locale));
    return opened.get(key);
  };
  const seen = new Set(report.problems.map((p) => JSON.stringify(p)));
  try {
    for (const { locale, folder } of locales.build) {
      const isDefault = locale.locale === locales.site.defaultLocale;
      const pass = await buildLocale({
        config,
        root,
        configFile,
        shown,
        docusaurus,
        locales: locales.site,
        locale,
        folder,
        outDir,
        output: makeOutput,
        caches: () => openLocaleCaches(isDefault ? undefined : locale.locale),
        threads: options.threads,
        precompress: options.precompress,
        onProgress: options.onProgress,
        timings,
      });
      addLocaleProblems(report, seen, pass.problems, locale, isDefault);
      report.routes += pass.routes;
      report.pages += pass.pages;
      report.cachedPages += pass.cachedPages;
      if (!pass.written) {
        await output?.abort();
        return finish(report, started);
      }
    }
    const written = await makeOutput();
    // Off by default: static hosts and `serve` compress as they send, and the copies cost a large build a tenth of
    // its time. The search index is thousands of small files on a big site, each fetched only by a query that needs
    // it, and records.json is for pushing to Algolia: neither is worth copies.
    if (options.precompress) {
      const searchFiles = locales.build.flatMap(({ folder }) => {
        const inside = (path: string) => (folder === '' ? path : `${folder}/${path}`);
        return [inside(`${LOCAL_SEARCH_INDEX.replace(/^\/|\/$/g, '')}/**`), inside('search/records.json')];
      });
      await step(timings, 'compress', () => precompress(written.dir, openLocaleCaches(undefined)?.compressed, searchFiles));
    }
    await step(timings, 'commit', () => written.commit());
    const caches = openLocaleCaches(undefined);
    if (caches) await pruneCompressCache(caches.compressed);
    // Checked last, when every entry was written or left out; one cache warning a build at most.
    const cacheFull = caches && !report.problems.some((p) => p.ruleId === 'cache') ? cacheDiskFullProblem(root) : undefined;
    if (cacheFull) report.problems.push(cacheFull);
  } catch (error) {
    // Told apart before the temporary folder goes: removing it frees the space.
    const full = outputDiskFull(error, outDir);
    await output?.abort();
    throw full ?? error;
  }
  return finish(report, started);
}

function finish(report: BuildReport, started: number): BuildReport {
  report.ms = performance.now() - started;
  return report;
}

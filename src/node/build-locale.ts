import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { LocaleData } from '../shared/types.ts';
import type { Config } from './config/schema.ts';
import type { DocusaurusSite } from './docusaurus/load-docusaurus-config.ts';
import { buildSiteModel } from './model/site-model.ts';
import { bundleClient } from './bundle/client.ts';
import { siteStyles } from './bundle/site-styles.ts';
import { missingMermaid, usesMermaid } from './bundle/mermaid-module.ts';
import { renderPages, rendererInit, startRenderThreads } from './render/render-all.ts';
import type { CacheDirs } from './cache/dirs.ts';
import { createRenderer, type Renderer } from './render/page-context.ts';
import { compileAhead, type CompileAhead } from './render/compile-ahead.ts';
import { checkReferences } from './build-checks/links.ts';
import { checkConfigLinks } from './build-checks/config-links.ts';
import { writeExtras } from './write/extras.ts';
import { outputFolder, type OutputFolder } from './write/output.ts';
import { copyStaticFiles } from './write/static-files.ts';
import type { RenderPool } from './render/worker-pool.ts';
import { hasErrors, type BuildReport } from './report/build-report.ts';
import type { Diagnostic } from './report/diagnostic.ts';
import { step, type StepTimings } from './step.ts';
import { runPlugins } from './plugins/run-plugins.ts';
import { sitePrismThemes } from './bundle/prism-themes-module.ts';
import { scanSite, withPluginBlogOptions, withPluginContent } from './docusaurus-content/site-content.ts';
import { configForLocale } from './i18n/locale-config.ts';
import { siteCodeTranslations } from './i18n/code-translations.ts';
import type { SiteLocales } from './i18n/site-locales.ts';

// Off only to measure what it gains (bench/launcher-ab.mjs).
const COMPILE_AHEAD = !(process.env.DOCS_BUILD_AB_OFF ?? '').split(',').includes('compile-ahead');

export interface LocalePass {
  /** The config as loaded (the default locale's), `--strict` applied. */
  config: Config;
  root: string;
  configFile: string;
  /** How messages name the config file. */
  shown: string;
  docusaurus?: DocusaurusSite;
  locales: SiteLocales;
  locale: LocaleData;
  /** The sub-folder of the output this locale is written to ('' for the output folder itself). */
  folder: string;
  /** The build's output folder, as plugins are told it. */
  outDir: string;
  /** The output being written, made when the first locale has a model without errors. */
  output: () => Promise<OutputFolder>;
  /** This locale's cache folders; none builds without a cache. */
  caches: () => CacheDirs | undefined;
  threads?: number;
  /** Write compressed copies of pages and chunks as they are written. */
  precompress?: boolean;
  onProgress?: (done: number, total: number) => void;
  timings: StepTimings;
}

/** How one locale's pass ended: stopped by errors (the output must not replace the previous one), or written. */
export interface LocalePassResult {
  written: boolean;
  problems: Diagnostic[];
  routes: number;
  pages: number;
  cachedPages: number;
}

/**
 * One locale of the site, from its plugins to its files: plugins (with the locale's context, so the content plugins
 * load its translations and compute its routes) → scan → model → bundle → render → check → static files and extras
 * → `postBuild`, into the locale's folder of the output. Nothing is committed here: the build swaps the output in
 * once every locale is written.
 */
export async function buildLocale(pass: LocalePass): Promise<LocalePassResult> {
  const { root, configFile, shown, docusaurus, locale, timings } = pass;
  const problems: Diagnostic[] = [];
  const result: LocalePassResult = { written: false, problems, routes: 0, pages: 0, cachedPages: 0 };
  const stopped = () => hasErrors({ problems });
  const localizationDir = docusaurus && locale.translate ? resolve(root, pass.locales.path, locale.path) : undefined;
  const localeConfig = configForLocale(pass.config, locale, localizationDir, root);

  // A Docusaurus site's own plugins run before the docs are read: what they write (TypeDoc's Markdown) is read too.
  const plugins = docusaurus?.plugins.length
    ? await step(timings, 'plugins', () => runPlugins({ site: docusaurus, siteDir: root, configFile, outDir: join(pass.outDir, pass.folder), shown, locales: pass.locales, locale }))
    : undefined;
  if (plugins) problems.push(...plugins.problems);
  const config = withPluginBlogOptions(localeConfig, plugins);

  // The theme's messages in the locale's language, for the titles the model makes and the labels the theme shows.
  const messages = docusaurus ? await siteCodeTranslations({ config, root, shown, siteConfig: docusaurus.siteConfig, pluginDefaults: plugins?.defaultCodeTranslations, locale: locale.locale }) : undefined;
  if (messages) problems.push(...messages.problems);
  const translations = messages?.translations;

  const scanned = await step(timings, 'scan', () => scanSite(config, root, plugins, shown, translations));
  // No stop here: config problems found by the model are reported in the same run as frontmatter ones.
  problems.push(...scanned.problems);
  const allSources = plugins ? [...scanned.sources, ...plugins.routes] : scanned.sources;
  const i18n = { defaultLocale: pass.locales.defaultLocale, currentLocale: locale.locale, path: pass.locales.path, locales: pass.locales.locales };
  const model = withPluginContent(
    await step(timings, 'model', () => buildSiteModel({ config, root, configFile, sources: allSources, blogAuthors: scanned.blogAuthors, versions: scanned.versions, translations, i18n })),
    plugins,
    root,
  );
  problems.push(...model.problems);
  const missing = missingMermaid(model.sources);
  if (missing) problems.push(missing);
  if (stopped()) return result;

  const output = outputFolder(await pass.output(), pass.folder);
  const caches = pass.caches();
  // Render threads warm up while the client is bundled.
  let pool: RenderPool | undefined = startRenderThreads(model, config, root, output.dir, pass.threads, configFile);
  // When esbuild has to run (no cached bundle, so pages are likely new too), this thread loads its compiler
  // meanwhile, and compiles the first pages with it when it renders alone. With render threads it compiles
  // nothing ahead: esbuild's plugins run on this thread, so each of their calls waited for the page being
  // compiled, and the bundle (which the render threads wait for) took as long as the 64 pages did.
  let renderer: Promise<Renderer> | undefined;
  let ahead: CompileAhead | undefined;
  const early = () => {
    renderer = createRenderer(rendererInit(model, config, root, output.dir), problems);
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
    problems.push(...(bundle.problems ?? []));
    const compiled = await ahead?.stop();
    const rendered = await step(timings, 'render', () => renderPages({ model, bundle, config, root, output, pool, renderer, compiled, caches, precompress: pass.precompress, onProgress: pass.onProgress }));
    await pool?.close();
    pool = undefined;
    problems.push(...rendered.problems);
    result.routes = rendered.routes;
    result.pages = rendered.pages;
    result.cachedPages = rendered.cachedPages;
    problems.push(...(await step(timings, 'check', () => checkReferences(rendered.references, rendered.targets, config))));
    problems.push(...(await step(timings, 'check', () => checkConfigLinks(config, rendered.targets, relative(root, configFile)))));
    if (stopped()) return result;
    const staticDir = join(root, config.staticDir);
    if (existsSync(staticDir)) problems.push(...(await step(timings, 'static', () => copyStaticFiles(staticDir, output.dir, root))));
    if (stopped()) return result;
    await step(timings, 'extras', () => writeExtras({ output, config, model, rendered, cacheDir: caches?.search }));
    // Before the output replaces the previous one, so that what postBuild writes is part of it, and a postBuild that
    // throws leaves the previous output in place. `outDir` is the locale's folder being written.
    if (plugins) {
      // As Docusaurus lists them: every route under the locale's base URL, and the not-found page's file.
      const routesPaths = [...[...rendered.targets.routes].map((route) => `${config.baseUrl}${route.slice(1)}`), `${config.baseUrl}404.html`];
      await step(timings, 'postBuild', () => plugins.postBuild({ outDir: output.dir, routesPaths }));
    }
    result.written = true;
    return result;
  } finally {
    await pool?.close();
  }
}

/**
 * Adds a locale's problems to the build's: each once (the same problem in another locale, such as an untranslated
 * page's broken link or a plugin's warning, is reported by the first locale that had it), named by the locale when
 * it is not the default one. `seen` holds the problems reported so far, as found.
 */
export function addLocaleProblems(report: BuildReport, seen: Set<string>, problems: readonly Diagnostic[], locale: LocaleData, isDefault: boolean): void {
  for (const problem of problems) {
    const key = JSON.stringify(problem);
    if (seen.has(key)) continue;
    seen.add(key);
    report.problems.push(isDefault ? problem : { ...problem, message: `${problem.message} [locale ${locale.locale}]` });
  }
}

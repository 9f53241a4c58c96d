import { join, relative, resolve } from 'node:path';
import { planLocales } from '../i18n/locale-plan.ts';
import { contentPluginsInstalled } from '../plugins/load-plugins.ts';
import { configForLocale } from '../i18n/locale-config.ts';
import type { SiteLocales } from '../i18n/site-locales.ts';
import { runPlugins, type PluginHost } from '../plugins/run-plugins.ts';
import { DEFAULT_CONFIG_FILE, loadConfig, type LoadedConfig } from '../config/load.ts';
import { scanSite, withPluginBlogOptions, withPluginContent } from '../docusaurus-content/site-content.ts';
import { siteCodeTranslations } from '../i18n/code-translations.ts';
import { planPages, type PagePlan } from '../model/plan.ts';
import { buildSiteModel, type SiteModel } from '../model/site-model.ts';
import { provideGlobalData } from '../../../theme/docusaurus/global-data.ts';
import { provideBlogData } from '../../../theme/docusaurus/blog-data.ts';
import type { Renderer } from '../render/page-context.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { bundleForModel, devPageModules, openDevClient, type DevClient } from './client-bundle.ts';
import { step, type StepTimings } from '../step.ts';
import { diagnosticFromError } from './errors.ts';
import type { createDevPageTools } from './session-renderer.ts';
import { hasErrors, type ProblemBook } from './problems.ts';

/** What the dev server knows of the site after its last full build; each part is kept from the last build that got that far. */
export interface DevSite {
  /** The config as the default locale's pass of a build uses it (configForLocale): dev serves that locale. */
  loaded?: LoadedConfig;
  /** The site's locales, for the locale dropdown and the alternates of each page. */
  locales?: SiteLocales;
  client?: DevClient;
  model?: SiteModel;
  plan?: PagePlan;
  renderer?: Renderer;
}

export interface FullBuildInput {
  cwd: string;
  /** Config file path, relative to `cwd`. */
  configFile: string | undefined;
  reloadConfig: boolean;
  moduleVersion: number;
  problems: ProblemBook;
  pageTools: ReturnType<typeof createDevPageTools>;
  /** Called once the config is loaded (or failed to load): the server routes requests from then on. */
  onConfig?: () => void;
  /** The client bundle started with this build has finished, its problems filed. */
  onBundled?: () => void;
  /** Time of each step, for `DEBUG=1`. */
  timings?: StepTimings;
}

/** Stable per route, so an edit never changes the link maps of other pages. */
export function devChunkUrl(route: string): string {
  return `/__dev/pages${route === '/' ? '/index' : route}.json`;
}

/**
 * Loads, scans, models and plans the site, rendering no page: the caller
 * starts the renders. The client bundle is started, not awaited: pages
 * compile and render meanwhile, and only their documents wait for it, to
 * name its scripts and style sheets (`client.bundler.settled()`). Problems
 * go to the book; `ok` is false when a step failed, and the site keeps the
 * parts of the previous build that the failing step did not replace. A step
 * that throws hands back its error with the site as far as it got (the
 * config loaded and the bundler opened stay).
 */
export async function fullBuild(previous: DevSite, input: FullBuildInput): Promise<{ site: DevSite; ok: boolean; error?: unknown }> {
  const site: DevSite = { ...previous };
  try {
    return { site, ok: await buildInto(site, input) };
  } catch (error) {
    return { site, ok: false, error };
  }
}

async function buildInto(site: DevSite, input: FullBuildInput): Promise<boolean> {
  const { problems } = input;
  const timings = input.timings ?? {};
  if (input.reloadConfig || !site.loaded) {
    try {
      const loaded = await step(timings, 'config', () => loadConfig(input.configFile, input.cwd));
      const shown = relative(input.cwd, loaded.configFile) || loaded.configFile;
      // As `docusaurus start` does, dev serves one locale: the default one, as the build's first pass makes it.
      const docusaurus = loaded.docusaurus && { siteConfig: loaded.docusaurus.siteConfig, contentPlugins: contentPluginsInstalled(loaded.docusaurus.plugins, loaded.configFile) };
      const locales = planLocales(loaded.config, loaded.root, shown, docusaurus);
      const first = locales.build[0]!.locale;
      const localizationDir = loaded.docusaurus && first.translate ? resolve(loaded.root, locales.site.path, first.path) : undefined;
      site.loaded = { ...loaded, config: configForLocale(loaded.config, first, localizationDir, loaded.root) };
      site.locales = locales.site;
      problems.set('config', site.loaded.warnings);
    } catch (error) {
      problems.set('config', [diagnosticFromError(error, input.cwd, input.configFile ?? DEFAULT_CONFIG_FILE)]);
      return false;
    } finally {
      input.onConfig?.();
    }
  }
  const { root, configFile, docusaurus } = site.loaded;
  let config = site.loaded.config;
  const locales = site.locales!;
  const locale = locales.locales[0]!;
  const client = (site.client ??= openDevClient(config, root));
  // The site's own Docusaurus plugins, run as the build runs them (src/node/plugins/), before the docs are read.
  let plugins: PluginHost | undefined;
  try {
    plugins = docusaurus?.plugins.length ? await step(timings, 'plugins', () => runPlugins({ site: docusaurus, siteDir: root, configFile, outDir: join(root, 'build'), shown: relative(input.cwd, configFile) || configFile, locales, locale })) : undefined;
  } catch (error) {
    problems.set('plugins', [diagnosticFromError(error, input.cwd, relative(input.cwd, configFile) || configFile, 'docusaurus-plugin')]);
    return false;
  }
  problems.set('plugins', plugins?.problems ?? []);
  config = withPluginBlogOptions(config, plugins);
  const shown = relative(input.cwd, configFile) || configFile;
  const messages = docusaurus ? await siteCodeTranslations({ config, root, shown, siteConfig: docusaurus.siteConfig, pluginDefaults: plugins?.defaultCodeTranslations, locale: locale.locale }) : undefined;
  problems.set('translations', messages?.problems ?? []);
  const translations = messages?.translations;
  const scanned = await step(timings, 'scan', () => scanSite(config, root, plugins, shown, translations));
  problems.set('scan', scanned.problems);
  if (hasErrors(scanned.problems)) return false;
  const sources = plugins ? [...scanned.sources, ...plugins.routes] : scanned.sources;
  const i18n = { defaultLocale: locales.defaultLocale, currentLocale: locale.locale, path: locales.path, locales: locales.locales };
  const model = withPluginContent(await step(timings, 'model', () => buildSiteModel({ config, root, configFile, sources, blogAuthors: scanned.blogAuthors, versions: scanned.versions, translations, i18n })), plugins, root);
  problems.set('model', model.problems);
  if (hasErrors(model.problems)) return false;
  const started = performance.now();
  bundleForModel(client, site.model, model, problems.has('bundle')).then(
    (found) => {
      if (found) problems.set('bundle', found);
      timings.bundle = performance.now() - started;
      input.onBundled?.();
    },
    (error: unknown) => {
      problems.set('bundle', [diagnosticFromError(error, input.cwd, 'client bundle', 'internal')]);
      input.onBundled?.();
    },
  );
  site.model = model;
  provideGlobalData({ globalData: model.globalData, versionDocs: model.versionDocs });
  provideBlogData(model.blogData);
  const bundleNames = { entryScript: '', stylesheets: [], pageModules: devPageModules(model.reactPages) };
  site.plan = await step(timings, 'plan', () => planPages(model, bundleNames, config, root, { chunkUrlFor: devChunkUrl, moduleVersion: String(input.moduleVersion), deferReactPages: true }));
  problems.set('plan', site.plan.problems);
  const found: Diagnostic[] = [];
  site.renderer = await step(timings, 'renderer', () => input.pageTools.get(config, root, model.site, model.sources, input.moduleVersion, found));
  problems.set('components', found);
  return true;
}

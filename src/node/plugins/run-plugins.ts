import { isAbsolute, join, resolve } from 'node:path';
import type { ContentSource } from '../content/content-source.ts';
import type { DocusaurusSite } from '../docusaurus/load-docusaurus-config.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { addHtmlTags, type HtmlTags } from './html-tags.ts';
import { loadContext, loadPlugins, pluginError, type LoadContext, type PluginInstance } from './load-plugins.ts';
import { routePageSource, type AddedRoute } from './route-pages.ts';
import { withDataProps } from './route-data-props.ts';
import type { ContentPluginKind } from './hosted-plugin.ts';
import { writeIfChanged } from './write-if-changed.ts';
import type { GlobalData } from '../../shared/global-data-types.ts';
import type { LocaleData } from '../../shared/types.ts';
import type { SiteLocales } from '../i18n/site-locales.ts';
import { DocsBuildError } from '../report/diagnostic.ts';
import { translatePluginContent } from './translate-content.ts';
import type { Translations } from '../../shared/translations.ts';

/** Plugin name → plugin id → what that instance gave `setGlobalData`, in the shape of Docusaurus's `useGlobalData()`. */
export type PluginGlobalData = GlobalData;

/** What the site's plugins contributed, for the rest of the build. */
export interface PluginHost {
  /** The routes plugins added, as React pages of the site. */
  routes: ContentSource[];
  globalData: PluginGlobalData;
  htmlTags: HtmlTags;
  /** Modules imported by every page in the browser (`getClientModules`), absolute paths. */
  clientModules: string[];
  /** Folders of theme components (`getThemePath`), in plugin order, absolute: where `@theme/…` is looked for. */
  themePaths: string[];
  /** Their TypeScript sources (`getTypeScriptThemePath`), which Docusaurus only uses to swizzle, never to resolve. */
  typeScriptThemePaths: string[];
  /** Files and globs a plugin reads (`getPathsToWatch`), for the dev server. */
  pathsToWatch: string[];
  /** What each of Docusaurus's content plugins loaded and the routes it added: the site's docs, posts and pages. */
  content: ContentPluginOutput[];
  /** The plugins' own messages for the locale built (`getDefaultCodeTranslationMessages`), merged in plugin order. */
  defaultCodeTranslations: Translations;
  problems: Diagnostic[];
  /** The locale's translations folder, when it reads its translations (content plugins read translated files there). */
  localizationDir?: string;
  /** Runs each plugin's `postBuild` once the output is written. */
  postBuild(input: { outDir: string; routesPaths: string[] }): Promise<void>;
}

/** One content plugin instance's output, kept in memory: docs-build renders its pages itself. */
export interface ContentPluginOutput {
  kind: ContentPluginKind;
  /** The instance id ('default' unless the site runs several). */
  id: string;
  /** Its options as its own `validateOptions` normalised them. */
  options: Record<string, unknown>;
  /** What `loadContent` returned. */
  content: unknown;
  /** The routes it gave `addRoute`, nested as given. */
  routes: AddedRoute[];
  /** What it gave `createData`, by the path that call returned. */
  data: Map<string, unknown>;
  keyPath: string;
}

// Methods docs-build cannot run: it bundles with esbuild (no webpack, PostCSS or Babel pipeline to hand over), and
// swizzling is a command of Docusaurus's CLI.
const UNSUPPORTED = ['configureWebpack', 'configurePostCss', 'configureBabel', 'getSwizzleComponentList'];
// Other methods (extendCli…) change nothing in a build, so they are left without a word. Translations are asked for
// when the locale being built reads them (translate-content.ts).

/**
 * Runs the site's plugins through Docusaurus's lifecycle, before docs-build reads the docs (so that files a plugin
 * writes, such as TypeDoc's Markdown, are read): each plugin is loaded, then `loadContent`, `contentLoaded` (with
 * `addRoute`, `createData`, `setGlobalData`), `allContentLoaded`, `injectHtmlTags`, `getClientModules`, the theme
 * paths and the paths to watch; `postBuild` comes after the pages are written. A plugin that throws stops the
 * build with its name and the method.
 */
export interface PluginRun {
  site: DocusaurusSite;
  siteDir: string;
  configFile: string;
  /** The output folder of the locale being built, as plugins are told it (`postBuild` gets the one being written). */
  outDir: string;
  shown: string;
  locales: SiteLocales;
  /** The locale being built: plugins load its content, at its base URL. */
  locale: LocaleData;
}

export async function runPlugins(input: PluginRun): Promise<PluginHost> {
  return asProduction(() => hostPlugins(input));
}

/**
 * `docusaurus build` sets NODE_ENV to 'production', and plugins read it (analytics plugins disable themselves
 * otherwise); docs-build sets it only while plugin code runs, so its own modules keep whatever mode they were started in.
 */
async function asProduction<T>(run: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

async function hostPlugins(input: PluginRun): Promise<PluginHost> {
  const { shown, locale } = input;
  const context = loadContext({ siteDir: input.siteDir, configFile: input.configFile, siteConfig: input.site.siteConfig, outDir: input.outDir, locales: input.locales, locale });
  const problems: Diagnostic[] = [];
  const instances = await loadPlugins(context, input.site.plugins, shown, problems);
  problems.push(...instances.flatMap((instance) => unsupportedWarning(instance, shown)));
  const call = async (instance: PluginInstance, method: string, ...args: unknown[]): Promise<unknown> => {
    const fn = instance.plugin[method];
    if (typeof fn !== 'function') return undefined;
    try {
      return await (fn as (...a: unknown[]) => unknown).apply(instance.plugin, args);
    } catch (error) {
      throw pluginError(instance.label, instance.keyPath, method, shown, error);
    }
  };

  const contents = new Map<PluginInstance, unknown>();
  for (const instance of instances) {
    let content = await call(instance, 'loadContent');
    if (locale.translate) {
      try {
        content = await translatePluginContent(instance, content, context, call);
      } catch (error) {
        throw error instanceof DocsBuildError ? error : pluginError(instance.label, instance.keyPath, 'getTranslationFiles', shown, error);
      }
    }
    contents.set(instance, content);
  }
  const globalData: PluginGlobalData = {};
  const added: Array<{ route: AddedRoute; instance: PluginInstance }> = [];
  const content: ContentPluginOutput[] = [];
  const instanceOf = new Map<ContentPluginOutput, PluginInstance>();
  for (const instance of instances) {
    const setGlobalData = (data: unknown) => {
      globalData[instance.plugin.name] = { ...globalData[instance.plugin.name], [instance.id]: data };
    };
    if (instance.content) {
      const output: ContentPluginOutput = { kind: instance.content, id: instance.id, options: instance.options, content: contents.get(instance), routes: [], data: new Map(), keyPath: instance.keyPath };
      content.push(output);
      instanceOf.set(output, instance);
      await call(instance, 'contentLoaded', { content: output.content, actions: contentActions(instance, context, output, setGlobalData) });
      output.routes = output.routes.map((route) => withDataProps(route, output.data, context.generatedFilesDir, instance.plugin.name));
      continue;
    }
    const actions = pluginActions(instance, context, (route) => added.push({ route, instance }), setGlobalData);
    await call(instance, 'contentLoaded', { content: contents.get(instance), actions });
  }
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const instance of instances) allContent[instance.plugin.name] = { ...allContent[instance.plugin.name], [instance.id]: contents.get(instance) };
  for (const instance of instances) {
    const actions = pluginActions(instance, context, (route) => added.push({ route, instance }), (data) => {
      globalData[instance.plugin.name] = { ...globalData[instance.plugin.name], [instance.id]: data };
    });
    await call(instance, 'allContentLoaded', { allContent, actions });
  }

  const htmlTags: HtmlTags = { head: [], preBody: [], postBody: [] };
  const clientModules: string[] = [];
  const themePaths: string[] = [];
  const typeScriptThemePaths: string[] = [];
  const pathsToWatch: string[] = [];
  const defaultCodeTranslations: Record<string, string> = {};
  for (const instance of instances) {
    const messages = await call(instance, 'getDefaultCodeTranslationMessages');
    if (typeof messages === 'object' && messages !== null) {
      for (const [id, message] of Object.entries(messages)) if (typeof message === 'string') defaultCodeTranslations[id] = message;
    }
    const tags = await call(instance, 'injectHtmlTags', { content: contents.get(instance) });
    try {
      addHtmlTags(htmlTags, tags, `the plugin '${instance.label}'`);
    } catch (error) {
      throw pluginError(instance.label, instance.keyPath, 'injectHtmlTags', shown, error);
    }
    // As Docusaurus resolves them: client modules and theme folders from the plugin's own folder, watched paths from the site's.
    const from = (dir: string) => (path: unknown) => (typeof path === 'string' ? [isAbsolute(path) ? path : resolve(dir, path)] : []);
    const list = (value: unknown) => (Array.isArray(value) ? value : []);
    clientModules.push(...list(await call(instance, 'getClientModules')).flatMap(from(instance.dir)));
    themePaths.push(...from(instance.dir)(await call(instance, 'getThemePath')));
    typeScriptThemePaths.push(...from(instance.dir)(await call(instance, 'getTypeScriptThemePath')));
    // A content plugin's files are the site's content, which dev watches itself: an edit re-renders its page, and
    // only a change of what other pages read runs the plugins again.
    if (!instance.content) pathsToWatch.push(...list(await call(instance, 'getPathsToWatch')).flatMap(from(input.siteDir)));
  }

  const routes: ContentSource[] = [];
  for (const { route, instance } of added) {
    if (typeof route?.path !== 'string' || typeof route.component !== 'string') {
      throw pluginError(instance.label, instance.keyPath, 'addRoute', shown, new Error(`a route needs a string \`path\` and \`component\`, got ${JSON.stringify(route)}`));
    }
    if (route.routes !== undefined) {
      problems.push(warning(instance, shown, `the route ${route.path} has nested \`routes\`, which docs-build does not build; only the route itself is built`));
    }
    routes.push(await routePageSource(route, context, instance.label));
  }

  return {
    routes,
    globalData,
    htmlTags,
    clientModules,
    themePaths,
    typeScriptThemePaths,
    pathsToWatch,
    content,
    defaultCodeTranslations,
    problems,
    ...(locale.translate ? { localizationDir: context.localizationDir } : {}),
    async postBuild({ outDir, routesPaths }) {
      const tags = { headTags: htmlTags.head.join('\n'), preBodyTags: htmlTags.preBody.join('\n'), postBodyTags: htmlTags.postBody.join('\n') };
      // Every route the plugins added, each marked with its plugin, as Docusaurus hands them to postBuild (plugins
      // such as llms.txt generators walk them to find each page's plugin and version).
      const routes = [
        ...content.flatMap((output) => output.routes.map((route) => ({ ...route, plugin: { name: instanceOf.get(output)!.plugin.name, id: output.id } }))),
        ...added.map(({ route, instance }) => ({ ...route, plugin: { name: instance.plugin.name, id: instance.id } })),
      ];
      await asProduction(async () => {
        for (const instance of instances) {
          await call(instance, 'postBuild', { ...context, outDir, routesPaths, routes, content: contents.get(instance), plugins: instances.map((i) => i.plugin), ...tags });
        }
      });
    },
  };
}

/** Docusaurus's plugin actions; `createData` writes under the generated files folder, by plugin name and id. */
function pluginActions(instance: PluginInstance, context: LoadContext, addRoute: (route: AddedRoute) => void, setGlobalData: (data: unknown) => void) {
  const dataDir = join(context.generatedFilesDir, instance.plugin.name, instance.id);
  return {
    addRoute,
    setGlobalData,
    async createData(name: string, data: unknown): Promise<string> {
      const file = join(dataDir, name);
      await writeIfChanged(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
      return file;
    },
  };
}

/**
 * A content plugin's actions: routes and data stay in memory for docs-build to build pages from (nothing reads the
 * files Docusaurus would write for its bundler), global data goes where every plugin's goes.
 */
function contentActions(instance: PluginInstance, context: LoadContext, output: ContentPluginOutput, setGlobalData: (data: unknown) => void) {
  const dataDir = join(context.generatedFilesDir, instance.plugin.name, instance.id);
  return {
    addRoute: (route: AddedRoute) => output.routes.push(route),
    setGlobalData,
    async createData(name: string, data: unknown): Promise<string> {
      const file = join(dataDir, name);
      output.data.set(file, typeof data === 'string' ? parseData(data) : data);
      return file;
    },
  };
}

/** Plugins hand `createData` JSON text, most often; anything else is kept as the text it is. */
function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One warning per plugin that has methods docs-build cannot run, naming each. */
function unsupportedWarning(instance: PluginInstance, shown: string): Diagnostic[] {
  // A content plugin's webpack rules load its Markdown, which docs-build compiles itself.
  if (instance.content) return [];
  const methods = UNSUPPORTED.filter((method) => instance.plugin[method] !== undefined);
  if (methods.length === 0) return [];
  const names = methods.map((m) => `\`${m}\``).join(', ');
  return [warning(instance, shown, `${names} of the plugin '${instance.label}' ${methods.length > 1 ? 'are' : 'is'} not run: docs-build bundles with esbuild and has no webpack, PostCSS or Babel step to hand to plugins; the build goes on without ${methods.length > 1 ? 'them' : 'it'}`)];
}

function warning(instance: PluginInstance, shown: string, message: string): Diagnostic {
  return {
    file: shown,
    keyPath: instance.keyPath,
    message: `${message}.`,
    ruleId: 'docusaurus-plugin',
    severity: 'warning',
    hint: 'Check that the pages still look and work as intended without it.',
  };
}

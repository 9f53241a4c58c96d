import { join, resolve } from 'node:path';
import { importSiteModule } from '../runtime/import-module.ts';
import { setModuleCacheReuse } from '../runtime/module-cache.ts';
import { sitePageImports } from './page-imports.ts';
import { setServerSiteData } from '../modules/generated.ts';
import { loadSiteTheme, swizzleProblem } from '../modules/server-theme.ts';
import { isReplaced } from '../modules/theme-layers.ts';
import { setThemeLayers, type ThemeLayers } from '../modules/theme-layers.ts';
import { BUILTIN_MODULE_IDS } from '../../../theme/mdx/module-ids.ts';
import { writeCompressed } from '../write/compress.ts';
import { folderWriter } from '../write/output.ts';
import type { SiteData } from '../../shared/types.ts';
import { messagesFor } from '../../shared/translations.ts';
import type { GlobalData, VersionDocs } from '../../shared/global-data-types.ts';
import { provideGlobalData } from '../../../theme/docusaurus/global-data.ts';
import { provideBlogData } from '../../../theme/docusaurus/blog-data.ts';
import { providePrismThemes } from '../../../theme/docusaurus/prism-themes.ts';
import { sitePrismThemes } from '../bundle/prism-themes-module.ts';
import { installRenderHighlighter } from '../markdown/render-highlighter.ts';
import type { BlogClientData } from '../../shared/blog-types.ts';
import type { Config } from '../config/schema.ts';
import { contentPlugins } from '../config/content-plugins.ts';
import { loadConfig } from '../config/load.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { DocumentAssets } from './document.ts';
import type { PageContext, PageShell } from './process-page.ts';
import type { MdxComponents } from './render-page.ts';
import type { PageCache } from './page-cache.ts';
import type { CodeOptions } from '../markdown/rehype-code.ts';

/** What a render thread needs before the client is bundled: enough to load its compiler and warm up. */
export interface RendererInit {
  site: SiteData;
  config: Config;
  root: string;
  outDir: string;
  routesByFile: Array<[string, string]>;
  /** The config file, when its remark/rehype plugins (functions, left out of `config`) must be imported again here. */
  pluginsFrom?: string;
  /** False under `--no-cache`: compiled modules are written afresh, not reused. */
  reuseModules?: boolean;
  /** Folder of grammar patterns converted by earlier builds; none under `--no-cache`. */
  grammarCache?: string;
  /** Folder of highlighted code blocks kept by earlier builds; none under `--no-cache`. */
  highlightCache?: string;
  /** Appended to the MDX components module's import so an edited module is loaded afresh (dev server). */
  moduleVersion?: string;
  /** Docusaurus's global data, read by `useGlobalData` and the docs plugin's hooks while pages render. */
  globalData?: GlobalData;
  /** Each version's docs with titles, for the docs plugin's hooks on doc pages. */
  versionDocs?: VersionDocs;
  /** The blog's metadata and recent posts, for the blog plugin's client hooks and the generated post list. */
  blogData?: BlogClientData;
  /** Where `@theme/…` is looked for (the site's src/theme/, theme packages), as the config loader found it. */
  themeLayers?: ThemeLayers;
}

/** The rest, known once the client is bundled and the pages are planned. */
export interface PlanInit {
  chunkUrls: Array<[string, string]>;
  assets: Omit<DocumentAssets, 'preload'>;
  /** Content-hash cache of rendered pages; none disables it. */
  cache?: PageCache;
  /** Write `.br`/`.gz` copies beside each page and chunk (`--precompress`); off, servers compress as they send. */
  precompress?: boolean;
  /** Folder of compressed copies kept between builds; none compresses every file afresh. */
  compressCache?: string;
}

/** Everything a thread needs to render pages; plain data, so it can be sent to a worker. */
export type PageContextInit = RendererInit & PlanInit;

/** The costly part of a page context: one highlighter, one processor per format, the MDX components. */
export type Renderer = Pick<PageContext, 'processors' | 'components' | 'imports'>;

export async function createRenderer(init: RendererInit, problems: Diagnostic[]): Promise<Renderer> {
  if (init.reuseModules !== undefined) setModuleCacheReuse(init.reuseModules);
  if (init.globalData) provideGlobalData({ globalData: init.globalData, versionDocs: init.versionDocs ?? {} });
  provideBlogData(init.blogData);
  // A render thread learns the site's theme layers and data from its init; the main thread has them already.
  if (init.themeLayers) setThemeLayers(init.root, init.themeLayers);
  setServerSiteData(init.site);
  const { createCodeOptions, highlighterOf } = await import('../markdown/code-options.ts');
  // Shiki's converted grammar patterns are only read when Shiki highlights.
  if (init.grammarCache && highlighterOf(init.config.markdown) === 'shiki') await (await import('../markdown/grammar-cache.ts')).loadConvertedPatterns(init.grammarCache);
  return makeRenderer({ ...init, routesByFile: new Map(init.routesByFile), code: createCodeOptions(init.config.markdown, init.root, init.highlightCache) }, problems);
}

/**
 * The one way a renderer is made, by the build (once per build and thread)
 * and by the dev server (again when the config or the components module
 * changes). `code` is passed in because the dev server keeps its highlighter,
 * about a second to start, for the whole session; `routesByFile` is read
 * when links are resolved, so the dev server can update it in place.
 */
export async function makeRenderer(
  options: Pick<RendererInit, 'config' | 'root' | 'moduleVersion' | 'pluginsFrom'> & {
    routesByFile: ReadonlyMap<string, string>;
    code: Promise<CodeOptions>;
    /** The site's locale and messages, which the content's admonitions, heading links and copy buttons are worded in. */
    site: Pick<SiteData, 'locale' | 'translations'>;
  },
  problems: Diagnostic[],
): Promise<Renderer> {
  // Loaded here, not at the top: a build served from the cache never needs them.
  const [{ createContentProcessors }, { mdxComponents: themeComponents, transparentComponents }] = await Promise.all([
    import('../markdown/processor.ts'),
    import('../../../theme/mdx-components.tsx'),
  ]);
  providePrismThemes(sitePrismThemes(options.config.markdown.prism));
  // A render thread gets the config as data: the plugins come from importing the config file again.
  const pluginConfig = options.pluginsFrom ? (await loadConfig(options.pluginsFrom)).config : options.config;
  let theme = themeComponents as MdxComponents;
  try {
    theme = await loadSiteTheme(options.root, theme, options.moduleVersion);
  } catch (error) {
    problems.push(swizzleProblem(error));
  }
  const components = { ...theme, ...(await loadSiteComponents(options.config, options.root, problems, options.moduleVersion)) };
  const code = await options.code;
  installRenderHighlighter(code);
  const processors = createContentProcessors({
    code,
    references: {
      routesByFile: options.routesByFile,
      staticDir: join(options.root, options.config.staticDir),
      siteDir: options.root,
      docsDir: options.config.docs === false ? undefined : join(options.root, options.config.docs.path),
      urls: { baseUrl: options.config.baseUrl, trailingSlash: options.config.trailingSlash },
    },
    emoji: options.config.markdown.emoji,
    plugins: contentPlugins(pluginConfig),
    admonitionComponent: isReplaced(options.root, 'Admonition'),
    messages: messagesFor(options.site.locale.lang, options.site.translations),
    // A component the site swizzled is imported from its file, like any other module, not bound to docs-build's.
    builtinIds: BUILTIN_MODULE_IDS.filter((id) => !id.startsWith('@theme/') || !isReplaced(options.root, id.slice('@theme/'.length))),
    replacedTags: new Set(Object.keys(components)),
    // Only docs-build's own: a site's component of the same name may read what it holds.
    transparentComponents: new Set(transparentComponents.filter((name) => components[name] === themeComponents[name])),
  });
  return { processors, components, imports: sitePageImports(options.config, options.root) };
}

/** What every page needs, React pages nothing more: site data, chunk names, assets, a writer. */
export function createPageShell(init: PageContextInit): PageShell & { settled: () => Promise<void> } {
  const writer = createWriter(init.outDir, init.precompress === true, init.compressCache);
  return { site: init.site, chunkUrls: new Map(init.chunkUrls), assets: init.assets, write: writer.write, settled: writer.settled };
}

// Compressed copies being made at once per thread: enough to keep zlib's four threads busy.
const MAX_COMPRESSING = 8;

/**
 * Writes files under a folder, creating each sub-folder once. Compressed
 * copies are made on zlib's threads without holding up the next page: wait
 * for `settled()` before the folder is used.
 */
export function createWriter(outDir: string, precompress: boolean, compressCache?: string): { write: PageShell['write']; settled: () => Promise<void> } {
  const writeFile = folderWriter(outDir);
  const compressing = new Set<Promise<unknown>>();
  let failed: unknown;
  return {
    async write(relPath, contents) {
      const path = await writeFile(relPath, contents);
      if (!precompress) return;
      // Backpressure: when rendering outruns zlib, waiting copies would hold every page's bytes until the end.
      while (compressing.size >= MAX_COMPRESSING) await Promise.race(compressing);
      // A failure is kept for settled(): rejected here, nothing would be listening yet.
      const copies: Promise<unknown> = writeCompressed(path, contents, compressCache)
        .catch((error: unknown) => (failed ??= error))
        .finally(() => compressing.delete(copies));
      compressing.add(copies);
    },
    async settled() {
      await Promise.all(compressing);
      if (failed !== undefined) throw failed;
    },
  };
}

/** The module named by `markdown.components`; `version` makes an edited module load afresh (dev). */
export async function loadSiteComponents(config: Config, root: string, problems: Diagnostic[], version?: string | number): Promise<MdxComponents> {
  if (!config.markdown.components) return {};
  const file = resolve(root, config.markdown.components);
  try {
    const mod = (await importSiteModule(file, root, version)) as { default?: MdxComponents };
    return mod.default ?? {};
  } catch (error) {
    problems.push({
      file: config.markdown.components,
      message: `Could not load the MDX components module: ${(error as Error).message}`,
      ruleId: 'components',
      severity: 'error',
      hint: 'Check `markdown.components` in the config and the module it names.',
    });
    return {};
  }
}

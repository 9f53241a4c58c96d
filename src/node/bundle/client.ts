import { join, relative, resolve } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import type { SiteData } from '../../shared/types.ts';
import type { GlobalData } from '../../shared/global-data-types.ts';
import type { BlogClientData } from '../../shared/blog-types.ts';
import type { PrismThemes } from '../../../theme/docusaurus/prism-themes.ts';
import { DocsBuildError } from '../report/diagnostic.ts';
import { packagePath } from '../runtime/package-root.ts';
import { openClientCache } from './client-cache.ts';
import type { SiteStyles } from './site-styles.ts';
import { swizzledSlotsModule } from '../modules/swizzled-slots.ts';
import { bundleContentStyles, contentImports, writeContentStyles } from './content-styles.ts';
import { clientBuildOptions, clientEntryPoints, describeClientBundle, SEARCH_CSS } from './client-options.ts';
import type { ClientBundle } from './client-bundle-output.ts';

export { CLIENT_ENTRY } from './client-options.ts';
// Everything that shapes the bundle besides its inputs: part of the cache key.
const PLUGIN_SOURCES = [
  'client.ts',
  'client-options.ts',
  'site-styles.ts',
  'docusaurus-modules.ts',
  'css-modules.ts',
  'browser-targets.ts',
  'mermaid-module.ts',
  'global-data-module.ts',
  'blog-data-module.ts',
  'prism-themes-module.ts',
  'browser-data.ts',
  ...['site-modules.ts', 'module-resolver.ts', 'theme-layers.ts', 'provided.ts', 'generated.ts', 'swizzled-slots.ts'].map((file) => `../modules/${file}`),
  'site-loaders.ts',
  'webpack-loaders.ts',
  'static-urls.ts',
  'asset-files.ts',
  'sass.ts',
  'content-styles.ts',
];

/**
 * Bundles the browser runtime, the theme and the React pages with esbuild:
 * minified, code-split, content-hashed names. Site data comes in through a
 * virtual module so theme code stays site-agnostic.
 */
export async function bundleClient(options: {
  outDir: string;
  site: SiteData;
  reactPages: Array<{ file: string; name: string }>;
  root: string;
  /** The static folder, absolute: where an absolute `url()` of a style sheet is looked for. */
  staticDir?: string;
  /** Site style sheets loaded before and after the theme's (Infima, `customCss`), absolute paths. */
  styles?: SiteStyles;
  /** Folder to keep the bundle in between builds; none bundles every time. */
  cacheDir?: string;
  /** Docusaurus's global data, for the pages whose code reads it. */
  globalData?: GlobalData;
  /** The blog's metadata and recent posts, for the pages whose code reads them. */
  blogData?: BlogClientData;
  /** The Prism themes, for the pages whose code asks for them (`usePrismTheme`). */
  prismThemes?: PrismThemes;
  /** Whether a page has a Mermaid diagram: only then is the diagram library bundled. */
  mermaid?: boolean;
  /** Modules of the site's Docusaurus plugins that every page imports (`getClientModules`), absolute paths. */
  clientModules?: readonly string[];
  /** Called when esbuild is about to run, which leaves this thread idle for a while. */
  onBundling?: () => void;
  /** MDX pages (file and text): the style sheets of what they import are bundled too. */
  contentPages?: ReadonlyArray<{ file: string; source: string }>;
}): Promise<ClientBundle> {
  const contentPages = (options.contentPages ?? []).filter((p) => contentImports(p.source, options.root).length > 0);
  const entryPoints = clientEntryPoints(options.reactPages, options.styles);
  // The options and plugins are part of what makes the bundle, so their code is part of the key.
  const cache = options.cacheDir
    ? openClientCache(
        options.cacheDir,
        JSON.stringify([
          esbuild.version,
          options.root,
          entryPoints,
          options.mermaid === true,
          options.clientModules ?? [],
          options.site.baseUrl,
          options.globalData ?? {},
          options.blogData ?? null,
          options.prismThemes ?? null,
          // Which of the shell's components the site replaces: a file added to src/theme/ is no input yet.
          swizzledSlotsModule(options.root),
          options.staticDir,
          contentPages.map((p) => [p.file, contentImports(p.source, options.root)]),
          ...PLUGIN_SOURCES.map((f) => readFileSync(packagePath('src/node/bundle', f), 'utf8')),
        ]),
      )
    : undefined;
  const restored = await cache?.restore(options.outDir);
  if (restored) return restored;
  options.onBundling?.();
  const startedAt = Date.now();
  let result: esbuild.BuildResult<{ metafile: true; write: true }>;
  try {
    result = await esbuild.build({
      ...clientBuildOptions('build', {
        root: options.root,
        outDir: options.outDir,
        entryPoints,
        mermaid: () => options.mermaid === true,
        baseUrl: options.site.baseUrl,
        clientModules: options.clientModules,
        globalData: () => options.globalData ?? {},
        blogData: () => options.blogData,
        prismThemes: options.prismThemes && (() => options.prismThemes!),
        staticDir: options.staticDir,
      }),
      write: true,
    });
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    const first = failure.errors?.[0];
    // esbuild writes the files itself and says a full disk in Go's words: passed on as the file-system error it is.
    const full = first && /^Failed to write to output file: \w+ (.+): (no space left on device|disk quota exceeded)$/.exec(first.text);
    if (full) throw Object.assign(new Error(first.text, { cause: error }), { code: full[2] === 'disk quota exceeded' ? 'EDQUOT' : 'ENOSPC', path: full[1], syscall: 'write' });
    const where = first?.location ? `${relative(options.root, resolve(options.root, first.location.file))}:${first.location.line}:${first.location.column + 1}` : undefined;
    throw new DocsBuildError(`Bundling the client failed: ${first?.text ?? failure.message}`, {
      hint: first?.location ? `Fix the code at ${where}:\n  ${first.location.lineText}` : 'Check the theme and page components for syntax errors.',
      location: where,
      cause: error,
    });
  }
  const bundle = describeClientBundle(result.metafile, entryPoints, options.root, options.outDir);
  const content = contentPages.length > 0 ? await bundleContentStyles(contentPages, { root: options.root, outDir: options.outDir, baseUrl: options.site.baseUrl, staticDir: options.staticDir }) : undefined;
  if (content) await writeContentStyles(content, options.outDir);
  if (content?.stylesheet) bundle.stylesheets.push(content.stylesheet);
  bundle.files.push(...(content?.files.keys() ?? []));
  if (content?.problem) bundle.problems = [content.problem];
  // A bundle with a problem is made again next time, so the problem is reported again.
  if (cache && !content?.problem) {
    // Plugin namespaces (virtual modules) are no files; the search style sheets are read by a plugin, unseen by
    // esbuild; tsconfig and package files steer how imports resolve.
    const modules = [...Object.keys(result.metafile.inputs).map((input) => resolve(options.root, input)), ...(content?.inputs ?? [])].filter((path) => existsSync(path));
    const others = [...SEARCH_CSS, ...[options.root, packagePath()].flatMap((dir) => ['tsconfig.json', 'package.json', 'package-lock.json'].map((name) => join(dir, name)))];
    await cache.store(options.outDir, bundle, { modules, others: others.filter((path) => existsSync(path)) }, startedAt);
  }
  return bundle;
}

import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import { packagePath } from '../runtime/package-root.ts';
import type { ClientBundle } from './client-bundle-output.ts';
import { mermaidPlugin } from './mermaid-module.ts';
import { siteModuleOptions } from '../modules/site-modules.ts';
import { swizzledSlotsPlugin } from '../modules/swizzled-slots.ts';
import { siteLoaderPlugins } from './site-loaders.ts';
import { BROWSER_TARGETS } from './browser-targets.ts';
import type { SiteStyles } from './site-styles.ts';
import { globalDataPlugin } from './global-data-module.ts';
import type { GlobalData } from '../../shared/global-data-types.ts';
import type { BlogClientData } from '../../shared/blog-types.ts';
import { blogDataPlugin } from './blog-data-module.ts';
import { prismThemesPlugin, sitePrismThemes } from './prism-themes-module.ts';
import type { PrismThemes } from '../../../theme/docusaurus/prism-themes.ts';

/** Data the theme's modules read on the server, held by modules of their own in the browser (browser-data.ts). */
export interface BrowserData {
  /** Dev starts bundling before the model is made: the data may come later. */
  globalData?: () => GlobalData | Promise<GlobalData>;
  blogData?: () => BlogClientData | undefined;
  prismThemes?: () => PrismThemes;
}

export const CLIENT_ENTRY = packagePath('src/client/entry.tsx');

export interface ClientEntry {
  in: string;
  out: string;
}

/** The browser runtime and one module per React page. */
export function clientEntryPoints(reactPages: ReadonlyArray<{ file: string; name: string }>, styles: SiteStyles = { before: [], after: [] }): ClientEntry[] {
  return [
    { in: CLIENT_ENTRY, out: 'entry' },
    ...reactPages.map((p) => ({ in: p.file, out: `page-${p.name}` })),
    // Each style sheet of the site is an entry of its own, so it can come before or after the theme's.
    ...styles.before.map((file, i) => ({ in: file, out: `base-${i}` })),
    ...styles.after.map((file, i) => ({ in: file, out: `style-${i}` })),
  ];
}

/**
 * What esbuild is told for the client, by the build and by the dev server
 * alike: same targets, same plugins, same loaders. The dev server only skips
 * minifying and hashing (entry names stay stable, so pages need no
 * re-rendering when only the theme changed) and keeps React's checks.
 */
export function clientBuildOptions(
  mode: 'build' | 'dev',
  input: { root: string; outDir: string; entryPoints: ClientEntry[]; mermaid?: () => boolean; baseUrl?: string; clientModules?: readonly string[]; staticDir?: string } & BrowserData,
) {
  const dev = mode === 'dev';
  return {
    entryPoints: input.entryPoints,
    absWorkingDir: input.root,
    outdir: resolve(input.outDir, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    // Docs may live outside the site folder (`path: '../docs'`); the packages they import are still the site's.
    nodePaths: [join(input.root, 'node_modules')],
    target: Object.entries(BROWSER_TARGETS).map(([name, version]) => `${name}${version}`),
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    jsx: 'automatic',
    entryNames: dev ? '[name]' : '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: 'asset-[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': dev ? '"development"' : '"production"' },
    // The runtime's own virtual modules, then what every build of the site's modules gets.
    ...siteModuleOptions(
      { root: input.root, platform: 'browser' },
      [
        siteDataPlugin(),
        clientModulesPlugin(input.clientModules ?? []),
        swizzledSlotsPlugin(input.root),
        cssTextPlugin(),
        searchCssPlugin(),
        mermaidPlugin(input.mermaid ?? (() => false)),
        globalDataPlugin(input.globalData ?? (() => ({}))),
        blogDataPlugin(input.blogData ?? (() => undefined)),
        prismThemesPlugin(input.prismThemes ?? (() => sitePrismThemes({}))),
      ],
      siteLoaderPlugins('client', { root: input.root, baseUrl: input.baseUrl, staticDir: resolve(input.root, input.staticDir ?? 'static') }),
    ),
    // Files emitted by the file loader (the search modal's style sheet, images a page imports) are addressed
    // from the site's base URL.
    publicPath: `${input.baseUrl ?? '/'}assets/`,
  } satisfies esbuild.BuildOptions;
}

/** Entry script, style sheets and page modules of a finished bundle, as URLs below the site root. */
export function describeClientBundle(metafile: esbuild.Metafile, entryPoints: ClientEntry[], root: string, outDir: string): ClientBundle {
  const toUrl = (path: string) => `/${relative(outDir, resolve(root, path)).split('\\').join('/')}`;
  const byInput = new Map(entryPoints.map((e) => [resolve(e.in), e]));
  const bundle: ClientBundle = { entryScript: '', stylesheets: [], pageModules: new Map(), files: [] };
  const siteStyles: string[] = [];
  const baseStyles: string[] = [];
  for (const [path, output] of Object.entries(metafile.outputs)) {
    bundle.files.push(relative(outDir, resolve(root, path)));
    if (!output.entryPoint) continue;
    const entry = byInput.get(resolve(root, output.entryPoint));
    if (!entry) continue;
    const [kind, index] = entry.out.split('-');
    if (kind === 'style' || kind === 'base') {
      if (path.endsWith('.css')) (kind === 'base' ? baseStyles : siteStyles)[Number(index)] = toUrl(path);
      continue;
    }
    if (entry.out === 'entry') bundle.entryScript = toUrl(path);
    else bundle.pageModules.set(resolve(entry.in), toUrl(path));
    if (output.cssBundle) bundle.stylesheets.push(toUrl(output.cssBundle));
  }
  // Infima comes first and the site's own style sheets last, so that each overrides what came before, as in Docusaurus.
  bundle.stylesheets.unshift(...baseStyles.filter(Boolean));
  bundle.stylesheets.push(...siteStyles.filter(Boolean));
  return bundle;
}

// Site data rides in each page's HTML (a JSON script), not in the bundle: JSON there costs no
// JavaScript parse time, and the bundle stays the same when only the config changes.
const SITE_DATA_MODULE = "export default JSON.parse(document.getElementById('__docs-site').textContent);";

/**
 * Style sheets imported as text (`with { type: 'text' }`, injected by lazily
 * loaded modules) are minified like any other CSS: esbuild's text loader
 * leaves them as written.
 */
function cssTextPlugin(): esbuild.Plugin {
  return {
    name: 'docs-build-css-text',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (args.with.type !== 'text') return undefined;
        const source = await readFile(args.path, 'utf8');
        const { code } = await esbuild.transform(source, { loader: 'css', minify: true, charset: 'utf8' });
        return { contents: code, loader: 'text' };
      });
    },
  };
}

const require = createRequire(packagePath('package.json'));
export const SEARCH_CSS = [
  require.resolve('@docsearch/css/dist/_variables.css'),
  require.resolve('@docsearch/css/dist/modal.css'),
  packagePath('theme/search/docsearch-theme.css'),
];

/**
 * `docs-build:search-css` is the URL of one minified style sheet for the
 * search modal (DocSearch's styles and the theme's overrides). The modal
 * links it when it first opens, so the styles load only with the modal and
 * not as text inside its script.
 */
function searchCssPlugin(): esbuild.Plugin {
  return {
    name: 'docs-build-search-css',
    setup(build) {
      build.onResolve({ filter: /^docs-build:search-css$/ }, () => ({ path: 'search-modal.css', namespace: 'docs-build-search-css' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-build-search-css' }, async () => {
        const source = (await Promise.all(SEARCH_CSS.map((file) => readFile(file, 'utf8')))).join('\n');
        const { code } = await esbuild.transform(source, { loader: 'css', minify: true, charset: 'utf8' });
        return { contents: code, loader: 'file', watchFiles: SEARCH_CSS };
      });
    },
  };
}

/**
 * `docs-build:client-modules`: the client modules of the site's Docusaurus plugins, imported in plugin order; the
 * entry gets their exports (route lifecycles), and a style sheet among them joins the entry's styles.
 */
function clientModulesPlugin(modules: readonly string[]): esbuild.Plugin {
  return {
    name: 'docs-build-client-modules',
    setup(build) {
      build.onResolve({ filter: /^docs-build:client-modules$/ }, () => ({ path: 'client-modules', namespace: 'docs-build-client-modules' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-build-client-modules' }, () => ({
        contents: [...modules.map((file, i) => `import * as m${i} from ${JSON.stringify(file)};`), `export default [${modules.map((_, i) => `m${i}`).join(', ')}];`].join('\n'),
        loader: 'js',
        resolveDir: build.initialOptions.absWorkingDir,
      }));
    },
  };
}

function siteDataPlugin(): esbuild.Plugin {
  return {
    name: 'docs-build-site-data',
    setup(build) {
      build.onResolve({ filter: /^docs-build:site$/ }, () => ({ path: 'site', namespace: 'docs-build' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-build' }, () => ({ contents: SITE_DATA_MODULE, loader: 'js' }));
    },
  };
}

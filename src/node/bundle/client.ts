import { join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import type { SiteData } from '../../shared/types.ts';
import { DocsBuildError } from '../report/diagnostic.ts';
import { packagePath } from '../runtime/package-root.ts';
import { openClientCache } from './client-cache.ts';
import { docusaurusModulesPlugin, PAGE_LOADERS } from './docusaurus-modules.ts';
import { cssModulesPlugin } from './css-modules.ts';

export const CLIENT_ENTRY = packagePath('src/client/entry.tsx');
const PLUGIN_SOURCES = ['src/node/bundle/client.ts', 'src/node/bundle/docusaurus-modules.ts', 'src/node/bundle/css-modules.ts'];

export interface ClientBundle {
  entryScript: string;
  stylesheets: string[];
  /** React page file (absolute) → its client module URL. */
  pageModules: Map<string, string>;
  /** Every emitted file, relative to the output folder. */
  files: string[];
}

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
  /** Site style sheets added after the theme's (`customCss`), absolute paths. */
  styles?: string[];
  /** Folder to keep the bundle in between builds; none bundles every time. */
  cacheDir?: string;
  /** Called when esbuild is about to run, which leaves this thread idle for a while. */
  onBundling?: () => void;
}): Promise<ClientBundle> {
  const entryPoints = [
    { in: CLIENT_ENTRY, out: 'entry' },
    ...options.reactPages.map((p) => ({ in: p.file, out: `page-${p.name}` })),
    ...(options.styles ?? []).map((file, i) => ({ in: file, out: `style-${i}` })),
  ];
  // The plugins below are part of what makes the bundle, so their code is part of the key.
  const cache = options.cacheDir
    ? openClientCache(options.cacheDir, JSON.stringify([esbuild.version, options.root, entryPoints, ...PLUGIN_SOURCES.map((file) => readFileSync(packagePath(file), 'utf8'))]))
    : undefined;
  const restored = await cache?.restore(options.outDir);
  if (restored) return restored;
  options.onBundling?.();
  const startedAt = Date.now();
  let result: esbuild.BuildResult<{ metafile: true; write: true }>;
  try {
    result = await esbuild.build({
      entryPoints,
      absWorkingDir: options.root,
      outdir: resolve(options.outDir, 'assets'),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['chrome105', 'firefox105', 'safari16'],
      minify: true,
      jsx: 'automatic',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      assetNames: 'asset-[name]-[hash]',
      metafile: true,
      write: true,
      legalComments: 'none',
      charset: 'utf8',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [siteDataPlugin(), cssTextPlugin(), searchCssPlugin(), docusaurusModulesPlugin(options.root), cssModulesPlugin(options.root)],
      loader: PAGE_LOADERS,
      // Files emitted by the file loader (the search modal's style sheet) are addressed from the site root.
      publicPath: '/assets/',
    });
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    const first = failure.errors?.[0];
    const where = first?.location ? `${relative(options.root, resolve(options.root, first.location.file))}:${first.location.line}:${first.location.column + 1}` : undefined;
    throw new DocsBuildError(`Bundling the client failed: ${first?.text ?? failure.message}`, {
      hint: first?.location ? `Fix the code at ${where}:\n  ${first.location.lineText}` : 'Check the theme and page components for syntax errors.',
      location: where,
      cause: error,
    });
  }
  const outputs = result.metafile.outputs;
  const toUrl = (path: string) => `/${relative(options.outDir, resolve(options.root, path)).split('\\').join('/')}`;
  let entryScript = '';
  const stylesheets: string[] = [];
  const pageModules = new Map<string, string>();
  const siteStyles: string[] = [];
  const byInput = new Map(entryPoints.map((e) => [resolve(e.in), e]));
  for (const [path, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    const entry = byInput.get(resolve(options.root, output.entryPoint));
    if (!entry) continue;
    if (entry.out.startsWith('style-')) {
      if (path.endsWith('.css')) siteStyles[Number(entry.out.slice('style-'.length))] = toUrl(path);
    } else if (entry.out === 'entry') {
      entryScript = toUrl(path);
      if (output.cssBundle) stylesheets.push(toUrl(output.cssBundle));
    } else {
      pageModules.set(resolve(entry.in), toUrl(path));
      if (output.cssBundle) stylesheets.push(toUrl(output.cssBundle));
    }
  }
  // The site's own style sheets come last, so that they override the theme's, as in Docusaurus.
  stylesheets.push(...siteStyles.filter(Boolean));
  const bundle = { entryScript, stylesheets, pageModules, files: Object.keys(outputs).map((p) => relative(options.outDir, resolve(options.root, p))) };
  if (cache) {
    // Plugin namespaces (virtual modules) are no files; the search style sheets are read by a plugin, unseen by
    // esbuild; tsconfig and package files steer how imports resolve.
    const modules = Object.keys(result.metafile.inputs)
      .map((input) => resolve(options.root, input))
      .filter((path) => existsSync(path));
    const others = [...SEARCH_CSS, ...[options.root, packagePath()].flatMap((dir) => ['tsconfig.json', 'package.json', 'package-lock.json'].map((name) => join(dir, name)))];
    await cache.store(options.outDir, bundle, { modules, others: others.filter((path) => existsSync(path)) }, startedAt);
  }
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
const SEARCH_CSS = [
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
export function searchCssPlugin(): esbuild.Plugin {
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

export function siteDataPlugin(): esbuild.Plugin {
  return {
    name: 'docs-build-site-data',
    setup(build) {
      build.onResolve({ filter: /^docs-build:site$/ }, () => ({ path: 'site', namespace: 'docs-build' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-build' }, () => ({ contents: SITE_DATA_MODULE, loader: 'js' }));
    },
  };
}

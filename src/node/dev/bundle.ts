import { join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { searchCssPlugin, siteDataPlugin } from '../bundle/client.ts';
import { docusaurusModulesPlugin, PAGE_LOADERS } from '../bundle/docusaurus-modules.ts';
import { cssModulesPlugin } from '../bundle/css-modules.ts';
import type { SiteData } from '../../shared/types.ts';
import { CLIENT_ENTRY, type ClientBundle } from '../bundle/client.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { packagePath } from '../runtime/package-root.ts';

export const DEV_CLIENT_ENTRY = packagePath('src/client/dev-client.ts');

type ReactPage = { file: string; name: string };

export interface DevBundler {
  /** Entry script, stylesheets and React page modules, at stable unhashed addresses. */
  bundle(): ClientBundle | undefined;
  /** Every output file, by path below the site root ('assets/entry.js'). */
  files(): ReadonlyMap<string, Uint8Array>;
  /** Bundles again with the current site data; the previous output stays served if this fails. */
  rebuild(site: SiteData, reactPages: ReactPage[]): Promise<Diagnostic[]>;
  dispose(): Promise<void>;
}

/**
 * The browser runtime for the dev server: unminified, in memory, with
 * incremental rebuilds. Entry names carry no hash, so pages need no
 * re-rendering when only the theme changed.
 */
export function createDevBundler(root: string, styles: string[] = []): DevBundler {
  // Never written: esbuild needs an output folder to name files.
  const outDir = join(root, '.docs-build-dev');
  let site: SiteData | undefined;
  let context: esbuild.BuildContext<{ metafile: true; write: false }> | undefined;
  let entryKey = '';
  let current: ClientBundle | undefined;
  let files = new Map<string, Uint8Array>();

  const open = (reactPages: ReactPage[]) =>
    esbuild.context({
      entryPoints: [
        { in: CLIENT_ENTRY, out: 'entry' },
        ...reactPages.map((p) => ({ in: p.file, out: `page-${p.name}` })),
        ...styles.map((file, i) => ({ in: file, out: `style-${i}` })),
      ],
      absWorkingDir: root,
      outdir: join(outDir, 'assets'),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      jsx: 'automatic',
      sourcemap: 'linked',
      entryNames: '[name]',
      chunkNames: 'chunk-[hash]',
      assetNames: 'asset-[name]-[hash]',
      metafile: true,
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [siteDataPlugin(), searchCssPlugin(), docusaurusModulesPlugin(root), cssModulesPlugin(root)],
      loader: PAGE_LOADERS,
      publicPath: '/assets/',
    });

  return {
    bundle: () => current,
    files: () => files,
    async rebuild(nextSite, reactPages) {
      site = nextSite;
      const key = JSON.stringify(reactPages.map((p) => [p.file, p.name]));
      if (!context || key !== entryKey) {
        await context?.dispose();
        context = await open(reactPages);
        entryKey = key;
      }
      let result: esbuild.BuildResult<{ metafile: true; write: false }>;
      try {
        result = await context.rebuild();
      } catch (error) {
        return bundleProblems(error as esbuild.BuildFailure, root);
      }
      files = new Map(result.outputFiles.map((f) => [relative(outDir, f.path).split('\\').join('/'), f.contents]));
      current = describe(result.metafile, reactPages, styles, root, outDir);
      return [];
    },
    async dispose() {
      await context?.dispose();
      context = undefined;
    },
  };
}

function describe(metafile: esbuild.Metafile, reactPages: ReactPage[], styles: string[], root: string, outDir: string): ClientBundle {
  const toUrl = (path: string) => `/${relative(outDir, resolve(root, path)).split('\\').join('/')}`;
  const pageOf = new Map(reactPages.map((p) => [resolve(p.file), p]));
  const bundle: ClientBundle = { entryScript: '', stylesheets: [], pageModules: new Map(), files: [] };
  const siteStyles: string[] = [];
  for (const [path, output] of Object.entries(metafile.outputs)) {
    bundle.files.push(relative(outDir, resolve(root, path)));
    if (!output.entryPoint) continue;
    const input = resolve(root, output.entryPoint);
    const style = styles.indexOf(input);
    if (style >= 0) {
      if (path.endsWith('.css')) siteStyles[style] = toUrl(path);
      continue;
    }
    if (input === CLIENT_ENTRY) bundle.entryScript = toUrl(path);
    else if (pageOf.has(input)) bundle.pageModules.set(input, toUrl(path));
    else continue;
    if (output.cssBundle) bundle.stylesheets.push(toUrl(output.cssBundle));
  }
  // After the theme's, so that they override it.
  bundle.stylesheets.push(...siteStyles.filter(Boolean));
  return bundle;
}

function bundleProblems(failure: esbuild.BuildFailure, root: string): Diagnostic[] {
  const errors = failure.errors ?? [];
  if (errors.length === 0) return [{ file: 'client bundle', message: `Bundling failed: ${failure.message}`, ruleId: 'bundle', severity: 'error' }];
  return errors.map((e) => ({
    file: e.location ? relative(root, resolve(root, e.location.file)) : 'client bundle',
    line: e.location?.line,
    column: e.location ? e.location.column + 1 : undefined,
    message: e.text,
    ruleId: 'bundle',
    severity: 'error' as const,
    frame: e.location ? lineFrame(e.location.line, e.location.column, e.location.lineText) : undefined,
    hint: 'Fix the code at this position; the page reloads when the bundle builds again.',
  }));
}

/** esbuild gives one line of source, not the file: a one-line frame in the same layout as `codeFrame`. */
function lineFrame(line: number, column: number, text: string): string {
  const width = String(line).length;
  return `> ${line} | ${text}\n  ${' '.repeat(width)} | ${' '.repeat(column)}^`;
}

/** The browser half of live reload: small, separate from the site bundle so it works even when that fails. */
export async function bundleDevClient(): Promise<Uint8Array> {
  const result = await esbuild.build({
    entryPoints: [DEV_CLIENT_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}


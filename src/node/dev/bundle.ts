import { join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import type { GlobalData } from '../../shared/global-data-types.ts';
import type { BlogClientData } from '../../shared/blog-types.ts';
import type { PrismThemes } from '../../../theme/docusaurus/prism-themes.ts';
import type { ClientBundle } from '../bundle/client-bundle-output.ts';
import { bundleContentStyles, contentImports } from '../bundle/content-styles.ts';
import { clientBuildOptions, clientEntryPoints, describeClientBundle, type ClientEntry } from '../bundle/client-options.ts';
import type { SiteStyles } from '../bundle/site-styles.ts';
import { codeFrame, type Diagnostic } from '../report/diagnostic.ts';
import { packagePath } from '../runtime/package-root.ts';

export const DEV_CLIENT_ENTRY = packagePath('src/client/dev-client.ts');

type ReactPage = { file: string; name: string };

/** What the site's data modules hold in the browser (bundle/browser-data.ts), as the model has it. */
export interface DevBrowserData {
  globalData: GlobalData;
  blogData?: BlogClientData;
}

export interface DevBundler {
  /** Entry script, stylesheets and React page modules, at stable unhashed addresses. */
  bundle(): ClientBundle | undefined;
  /** Every output file, by path below the site root ('assets/entry.js'). */
  files(): ReadonlyMap<string, Uint8Array>;
  /** Bundles again with the current global data; the previous output stays served if this fails. */
  rebuild(data: DevBrowserData, reactPages: ReactPage[], contentPages?: ReadonlyArray<{ file: string; source: string }>, clientModules?: readonly string[]): Promise<Diagnostic[]>;
  /** Resolves when no bundling is under way: requests for the bundle's files wait for it rather than miss them. */
  settled(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The browser runtime for the dev server: unminified, in memory, with
 * incremental rebuilds. Entry names carry no hash, so pages need no
 * re-rendering when only the theme changed.
 */
export function createDevBundler(root: string, options: { mermaid?: () => boolean; styles?: SiteStyles; baseUrl?: string; staticDir?: string; prismThemes?: PrismThemes } = {}): DevBundler {
  // Never written: esbuild needs an output folder to name files.
  const outDir = join(root, '.docs-build-dev');
  let context: esbuild.BuildContext<{ metafile: true; write: false }> | undefined;
  let entryKey = '';
  let current: ClientBundle | undefined;
  let files = new Map<string, Uint8Array>();
  let data: DevBrowserData = { globalData: {} };
  let building: Promise<unknown> = Promise.resolve();

  const open = (entryPoints: ClientEntry[], clientModules: readonly string[]) =>
    esbuild.context({
      ...clientBuildOptions('dev', {
        root,
        outDir,
        entryPoints,
        mermaid: options.mermaid,
        baseUrl: options.baseUrl,
        staticDir: options.staticDir,
        globalData: () => data.globalData,
        blogData: () => data.blogData,
        prismThemes: options.prismThemes && (() => options.prismThemes!),
        clientModules,
      }),
      write: false,
    });

  async function rebuild(next: DevBrowserData, reactPages: ReactPage[], contentPages: ReadonlyArray<{ file: string; source: string }>, clientModules: readonly string[]): Promise<Diagnostic[]> {
    data = next;
    const entryPoints = clientEntryPoints(reactPages, options.styles);
    // The plugins' client modules are one virtual module of the entry, made when the context opens.
    const key = JSON.stringify([entryPoints, clientModules]);
    if (!context || key !== entryKey) {
      await context?.dispose();
      context = await open(entryPoints, clientModules);
      entryKey = key;
    }
    // The style sheets of what MDX pages import, as the build links them (see content-styles.ts): a build of its
    // own, made beside the main one.
    const withImports = contentPages.filter((p) => contentImports(p.source, root).length > 0);
    const styles = withImports.length === 0 ? undefined : bundleContentStyles(withImports, { root, outDir, baseUrl: options.baseUrl, staticDir: options.staticDir, mode: 'dev' });
    let result: esbuild.BuildResult<{ metafile: true; write: false }>;
    try {
      result = await context.rebuild();
    } catch (error) {
      await styles;
      return bundleProblems(error as esbuild.BuildFailure, root);
    }
    files = new Map(result.outputFiles.map((f) => [relative(outDir, f.path).split('\\').join('/'), f.contents]));
    current = describeClientBundle(result.metafile, entryPoints, root, outDir);
    const content = await styles;
    if (!content) return [];
    for (const [path, contents] of content.files) files.set(path, contents);
    if (content.stylesheet) current.stylesheets.push(content.stylesheet);
    return content.problem ? [content.problem] : [];
  }

  return {
    bundle: () => current,
    files: () => files,
    rebuild(browserData, reactPages, contentPages = [], clientModules = []) {
      // One at a time, in the order asked: a later rebuild starts from the state the earlier one left.
      const next = building.then(() => rebuild(browserData, reactPages, contentPages, clientModules));
      building = next.catch(() => {});
      return next;
    },
    async settled() {
      let seen: Promise<unknown> | undefined;
      while (seen !== building) {
        seen = building;
        await seen;
      }
    },
    async dispose() {
      await building;
      await context?.dispose();
      context = undefined;
    },
  };
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
    frame: e.location ? codeFrame(e.location.lineText, e.location.line, e.location.column + 1, 0, e.location.line) : undefined,
    hint: 'Fix the code at this position; the page reloads when the bundle builds again.',
  }));
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


import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import type { Diagnostic } from '../report/diagnostic.ts';
import { clientBuildOptions } from './client-options.ts';
import { isBuiltinModule } from '../markdown/recma-builtin-imports.ts';
import { ASSET_FILE } from './asset-files.ts';
import { isReplaced } from '../modules/theme-layers.ts';

export const CONTENT_STYLES_ENTRY = 'docs-build:content-styles';
const NAMESPACE = 'docs-build-content-styles';

// An ES import at the start of a line: `import x from '…'`, `import { a,\n b } from "…"`, `import '…'`.
const IMPORT = /^import\s+(?:[^'";]*?\s+from\s+)?(['"])([^'"\n]+)\1/gm;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
// Imports that bring no style sheet: data, files, text. Skipping them keeps this bundle small and quick.
const NO_STYLES = /\.(?:json|ya?ml)$|-loader(?:\?[^!]*)?!|\?raw$/;

/**
 * What the MDX sources import that may bring style sheets with it (components, packages, partials), by file.
 * A cheap reading of the text, outside code fences: MDX pages are rendered on the server only, and this is
 * only how the client finds their components' CSS. Docusaurus's module names (`@theme/…`, `@docusaurus/…`) are
 * docs-build's own, whose styles the client has already, except, given the site's folder, a `@theme/…` component
 * the site replaces (its src/theme/ or a theme package), which may bring a style sheet of its own.
 */
export function contentImports(source: string, root?: string): string[] {
  let fence: string | null = null;
  const lines = source.split('\n').map((line) => {
    const mark = FENCE.exec(line)?.[1];
    if (mark && (fence === null || (mark[0] === fence[0] && mark.length >= fence.length))) {
      fence = fence === null ? mark : null;
      return '';
    }
    return fence === null ? line : '';
  });
  const found = new Set<string>();
  for (const match of lines.join('\n').matchAll(IMPORT)) {
    const id = match[2]!;
    if ((!isBuiltinModule(id) || (root !== undefined && id.startsWith('@theme/') && isReplaced(root, id.slice('@theme/'.length)))) && !NO_STYLES.test(id) && !ASSET_FILE.test(id) && !/^react(?:-dom)?(?:\/|$)/.test(id)) found.add(id);
  }
  return [...found];
}

/**
 * The entry of the client bundle that carries the style sheets of what MDX pages import: a module importing, for
 * side effects only, every component and package the MDX files import (and, through partials, what they import).
 * esbuild gathers their CSS (CSS modules with the class names the server render gave) into one style sheet; the
 * entry's own script is never loaded. Docusaurus bundles MDX pages for the browser, which loads their CSS the same.
 */
export function contentStylesPlugin(pages: ReadonlyArray<{ file: string; source: string }>, root?: string): esbuild.Plugin {
  return {
    name: 'docs-build-content-styles',
    setup(build) {
      build.onResolve({ filter: /^docs-build:content-styles$/ }, () => ({ path: 'content', namespace: NAMESPACE }));
      build.onResolve({ filter: /\.mdx?$/ }, (args) => {
        if (args.namespace !== NAMESPACE) return undefined;
        const file = resolve(args.resolveDir, args.path);
        // A page made in memory (a site's own generated index page) has no file: its text is among the pages.
        const known = existsSync(file) || pages.some((p) => p.file === file);
        return known ? { path: file, namespace: NAMESPACE } : { path: args.path, namespace: NAMESPACE, pluginData: 'missing' };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        if (args.path === 'content') {
          return { contents: pages.map((p) => `import ${JSON.stringify(p.file)};`).join('\n'), loader: 'js', resolveDir: '/' };
        }
        if (args.pluginData === 'missing') return { contents: '', loader: 'js' };
        const source = pages.find((p) => p.file === args.path)?.source ?? readFileSync(args.path, 'utf8');
        return { contents: contentImports(source, root).map((id) => `import ${JSON.stringify(id)};`).join('\n'), loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

export interface ContentStyles {
  /** The style sheet, relative to the output folder; none when the components bring no CSS. */
  stylesheet?: string;
  /** Every file made (the style sheet, files its url()s name), by path relative to the output folder. */
  files: Map<string, Uint8Array>;
  /** The modules read, for the client cache. */
  inputs: string[];
  problem?: Diagnostic;
}

/**
 * Bundles the content styles entry on its own, after the client bundle, with the same options and plugins (so
 * CSS modules get the same class names). It is a build of its own so that a component that cannot be bundled for
 * the browser costs its style sheet, with a warning at the import, and not the whole client: the page that
 * imports it reports its own problems when it renders. Nothing is written: the build writes the files, the dev
 * server serves them.
 */
export async function bundleContentStyles(
  pages: ReadonlyArray<{ file: string; source: string }>,
  options: { root: string; outDir: string; baseUrl?: string; staticDir?: string; mode?: 'build' | 'dev' },
): Promise<ContentStyles> {
  const base = clientBuildOptions(options.mode ?? 'build', { ...options, entryPoints: [{ in: CONTENT_STYLES_ENTRY, out: 'content-styles' }] });
  let result: esbuild.BuildResult<{ metafile: true; write: false }>;
  try {
    result = await esbuild.build({ ...base, plugins: [contentStylesPlugin(pages, options.root), ...(base.plugins ?? [])], splitting: false, sourcemap: false, write: false });
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    const location = first?.location;
    return {
      files: new Map(),
      inputs: [],
      problem: {
        file: location ? relative(options.root, resolve(options.root, location.file)) : '',
        line: location?.line,
        column: location ? location.column + 1 : undefined,
        message: `The style sheets of what MDX pages import could not be bundled for the browser: ${(first?.text ?? String(error)).replace(/\.$/, '')}. Those pages are built without them.`,
        ruleId: 'content-styles',
        severity: 'warning',
        hint: "Fix the import at this position: the browser gets a component's CSS only when the component bundles.",
      },
    };
  }
  const rel = (path: string) => relative(options.outDir, path).split('\\').join('/');
  const made = result.outputFiles.filter((f) => !f.path.endsWith('.js'));
  const sheet = made.find((f) => f.path.endsWith('.css') && f.text.trim() !== '');
  return {
    stylesheet: sheet ? `/${rel(sheet.path)}` : undefined,
    files: new Map(made.map((f) => [rel(f.path), f.contents])),
    inputs: Object.keys(result.metafile.inputs).map((input) => resolve(options.root, input)),
  };
}

/** Writes the files of the content styles into the output folder. */
export async function writeContentStyles(styles: ContentStyles, outDir: string): Promise<void> {
  await Promise.all(
    [...styles.files].map(async ([path, contents]) => {
      await mkdir(dirname(join(outDir, path)), { recursive: true });
      await writeFile(join(outDir, path), contents);
    }),
  );
}

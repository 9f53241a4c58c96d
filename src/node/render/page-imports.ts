import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { VFile } from 'vfile';
import { prepareSource } from '../markdown/preprocess.ts';
import type { Config } from '../config/schema.ts';
import { contentFormat, type MarkdownFormat } from '../content/format.ts';
import type { ContentProcessor } from '../markdown/processor.ts';
import { importModuleCode } from '../runtime/module-cache.ts';
import { siteModuleOptions } from '../modules/site-modules.ts';
import { describeCycle, findImportCycle, findImportLine } from './import-cycles.ts';
import { NODE_MODULE_OPTIONS, withNodeRequire } from '../runtime/node-module-options.ts';
import { siteLoaderPlugins } from '../bundle/site-loaders.ts';
import type { EmittedAsset } from '../markdown/vfile-data.ts';

/** How the imports of an MDX page are resolved: as every site module's (modules/site-modules.ts), from the site folder. */
export interface PageImports {
  /** Site folder: packages resolve from its node_modules, `@site/…` from here. */
  root: string;
  /** The site's `markdown.format`: an imported partial `.md` file is MDX or CommonMark by the same rule as pages. */
  markdownFormat?: MarkdownFormat;
  /** The site's base URL: files the page imports are addressed under it. */
  baseUrl?: string;
}

export interface PageImportOptions extends PageImports {
  /** MDX processors with `program` output, for partial `.md`/`.mdx` files. */
  partials: { md: ContentProcessor; mdx: ContentProcessor };
  /** Receives the files the page's modules import (`require('./x.png')`), to be copied into the build. */
  assets?: EmittedAsset[];
}

/** The one place a site's page imports are set up, for builds, render threads and the dev server alike. */
export function sitePageImports(config: Config, root: string): PageImports {
  return { root, markdownFormat: config.markdown.format, baseUrl: config.baseUrl };
}

/** A page's compiled module could not be put together, with the source position of the import at fault. */
export class PageImportError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
    /** How to fix it, when the fault is not the import itself (a YAML file that does not parse). */
    readonly hint?: string,
  ) {
    super(message);
  }
}

/**
 * Runs an MDX page compiled as an ES module (it has `import`s or `export`s).
 * esbuild bundles what it imports (components in TS/JSX, JSON, YAML, partial
 * Markdown/MDX files, the site's packages, Docusaurus's modules at any depth)
 * into one module, as Docusaurus's bundler does; React alone stays an import
 * of docs-build's own copy. This works the same
 * from sources, from the CLI's bundle and in render threads, where MDX's own
 * `run()` could not import anything.
 */
export async function importPageModule(program: string, file: string, source: string, options: PageImportOptions): Promise<Record<string, unknown>> {
  const esbuild = await import('esbuild');
  let code: string;
  try {
    const result = await esbuild.build({
      ...NODE_MODULE_OPTIONS,
      stdin: { contents: program, resolveDir: dirname(file), sourcefile: file, loader: 'js' },
      // Docs may live outside the site folder (`path: '../docs'`); their packages are still the site's.
      nodePaths: [join(options.root, 'node_modules')],
      ...siteModuleOptions(
        { root: options.root, platform: 'node' },
        [partialsPlugin(options.partials, options.markdownFormat ?? 'detect'), packageCssPlugin()],
        siteLoaderPlugins('mdx', { root: options.root, baseUrl: options.baseUrl, assets: options.assets }),
      ),
      // Content is not in the client bundle: the loaders above copy the files its modules import into `assets`;
      // esbuild's defaults refuse any other file at the import rather than give an address that is never served.
      loader: undefined,
      // Never written: names the style sheets and files the page's modules import, which the server render leaves out.
      outdir: join(options.root, '.docs-build-ssr'),
      publicPath: '/assets/',
      assetNames: 'asset-[name]-[hash]',
      metafile: true,
    });
    code = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
    const found = findImportCycle(result.metafile, file, source);
    if (found) {
      throw new PageImportError(
        `import cycle ${describeCycle(found.cycle, options.root)}: MDX content that imports itself, directly or through other files, would render inside itself without end.`,
        found.entry.line,
        found.entry.column,
        'Remove one of the imports of the cycle, or move what the files share into a partial that imports none of them.',
      );
    }
  } catch (error) {
    if (error instanceof PageImportError) throw error;
    throw importError(error, file, source, options.root);
  }
  return importModuleCode(withNodeRequire(code, file), basename(file), options.root);
}

/**
 * The style sheets of a component package the page imports (a video embed, say) are for the browser, which
 * gets them from the site's customCss; the server render has no use for them.
 */
function packageCssPlugin(): Plugin {
  return {
    name: 'docs-build-package-css',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, (args) => (args.path.includes('/node_modules/') && !args.path.endsWith('.module.css') ? { contents: '', loader: 'js' } : undefined));
    },
  };
}

/** `_partial.mdx` and friends, compiled by the same pipeline as pages, as modules whose default export is the content. */
function partialsPlugin(partials: PageImportOptions['partials'], format: MarkdownFormat): Plugin {
  return {
    name: 'docs-build-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const kind = contentFormat(args.path, format);
        // Prepared as a page's source is (a heading's `{#custom-id}`, mdx-code-block fences).
        const file = new VFile({ path: args.path, value: prepareSource(await readFile(args.path, 'utf8'), kind) });
        file.data.partial = true;
        const processor = partials[kind];
        try {
          return { contents: String(await processor.process(file)), loader: 'js', resolveDir: dirname(args.path) };
        } catch (error) {
          const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
          const start = place && 'start' in place && place.start ? place.start : (place as { line: number; column: number } | undefined);
          return { errors: [{ text: (error as Error).message, location: start ? { file: args.path, line: start.line, column: start.column - 1 } : undefined }] };
        }
      });
    },
  };
}

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

/**
 * esbuild's positions are in the compiled page, not in what the author wrote;
 * an import it could not resolve is found again in the source by its specifier.
 */
function importError(error: unknown, file: string, source: string, root: string): Error {
  const first = (error as { errors?: EsbuildMessage[] }).errors?.[0];
  if (!first) return error as Error;
  // esbuild names files relative to the working folder.
  const inPage = !first.location || first.location.file === '<stdin>' || resolve(first.location.file) === file;
  if (!inPage && first.location) {
    // A problem inside an imported file: its own position is right, and the page's import of it, when the page
    // imports it itself, is where the build stopped.
    const name = basename(first.location.file);
    const place = findImportLine(source, (module) => module === name || module.endsWith(`/${name}`));
    return new PageImportError(`${relative(root, resolve(first.location.file))}:${first.location.line}:${first.location.column + 1}: ${first.text}`, place?.line, place?.column, 'Fix the imported file at that position.');
  }
  // esbuild quotes the specifier with ", docs-build's resolver with '.
  const specifier = /["']([^"']+)["']/.exec(first.text)?.[1];
  const place = specifier === undefined ? undefined : findImportLine(source, specifier);
  return new PageImportError(first.text, place?.line, place?.column);
}

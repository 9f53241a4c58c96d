import { readFile } from 'node:fs/promises';
import { basename, dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { VFile } from 'vfile';
import type { Config } from '../config/schema.ts';
import type { ContentProcessor } from '../markdown/processor.ts';
import { SELF_ALIAS } from '../runtime/import-module.ts';
import { importModuleCode } from '../runtime/module-cache.ts';
import { siteAliasPlugin } from './site-alias.ts';
import { NODE_MODULE_OPTIONS } from '../runtime/node-module-options.ts';

/**
 * How the imports of an MDX page are resolved. `alias` and `plugins` are
 * handed to esbuild as they are: this is where a site's own prefixes
 * (`@site/…`, `@theme/…`) plug in, ahead of the defaults below.
 */
export interface PageImports {
  /** Site folder: packages resolve from its node_modules. */
  root: string;
  alias?: Record<string, string>;
  plugins?: Plugin[];
}

export interface PageImportOptions extends PageImports {
  /** MDX processors with `program` output, for partial `.md`/`.mdx` files. */
  partials: { md: ContentProcessor; mdx: ContentProcessor };
}

/** The one place a site's page imports are set up, for builds, render threads and the dev server alike. */
export function sitePageImports(_config: Config, root: string): PageImports {
  return { root, alias: { ...SELF_ALIAS }, plugins: [siteAliasPlugin(root)] };
}

/** A page's compiled module could not be put together, with the source position of the import at fault. */
export class PageImportError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

/**
 * Runs an MDX page compiled as an ES module (it has `import`s or `export`s).
 * esbuild bundles what it imports from the site (components in TS/JSX, JSON,
 * partial Markdown/MDX files) into one module; packages stay imports, resolved
 * from the site's node_modules when the module is loaded. This works the same
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
      packages: 'external',
      alias: options.alias,
      plugins: [...(options.plugins ?? []), partialsPlugin(options.partials)],
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    throw importError(error, file, source, options.root);
  }
  return importModuleCode(code, basename(file), options.root);
}

/** `_partial.mdx` and friends, compiled by the same pipeline as pages, as modules whose default export is the content. */
function partialsPlugin(partials: PageImportOptions['partials']): Plugin {
  return {
    name: 'docs-build-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const value = await readFile(args.path, 'utf8');
        const file = new VFile({ path: args.path, value });
        const processor = args.path.endsWith('.mdx') ? partials.mdx : partials.md;
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
    // A problem inside an imported file: its own position is right.
    return new PageImportError(`${relative(root, resolve(first.location.file))}:${first.location.line}:${first.location.column + 1}: ${first.text}`);
  }
  const specifier = /"([^"]+)"/.exec(first.text)?.[1];
  const lines = source.split('\n');
  if (specifier) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const at = Math.max(line.indexOf(`'${specifier}'`), line.indexOf(`"${specifier}"`));
      if (at !== -1 && /^\s*(import|export)\b/.test(line)) return new PageImportError(first.text, i + 1, at + 1);
    }
  }
  return new PageImportError(first.text);
}

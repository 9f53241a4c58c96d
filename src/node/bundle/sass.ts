import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';

export const SASS_FILE = /\.s[ac]ss$/;

/** The part of the `sass` package's API used here (1.45 and later). */
interface SassApi {
  compileAsync(
    path: string,
    options: {
      loadPaths?: string[];
      style?: 'expanded';
      importers?: Array<{ findFileUrl(url: string): URL | null }>;
      logger?: { warn?(message: string): void; debug?(message: string): void };
    },
  ): Promise<{ css: string; loadedUrls: URL[] }>;
}

interface SassFailure {
  sassMessage?: string;
  message: string;
  span?: { url?: URL; start: { line: number; column: number }; context?: string; text?: string };
}

const compilers = new Map<string, Promise<SassApi | undefined>>();

/** The site's own `sass` (what docusaurus-plugin-sass compiles with): docs-build has no Sass compiler of its own. */
function siteSass(root: string): Promise<SassApi | undefined> {
  let found = compilers.get(root);
  if (!found) {
    const from = createRequire(join(root, 'package.json'));
    found = (async () => {
      for (const name of ['sass', 'sass-embedded']) {
        let path: string;
        try {
          path = from.resolve(name);
        } catch {
          continue;
        }
        // Both packages are CommonJS for Node; require() also works from the CLI's CommonJS bundle.
        return from(path) as SassApi;
      }
      return undefined;
    })();
    compilers.set(root, found);
  }
  return found;
}

/**
 * Compiles a `.scss` or `.sass` file to CSS, or says where it went wrong, as esbuild messages: with the
 * position in the Sass file at fault, and, without the `sass` package in the site, what to install.
 */
export async function compileSass(file: string, root: string): Promise<{ css: string; watchFiles: string[] } | { errors: esbuild.PartialMessage[] }> {
  const sass = await siteSass(root);
  if (!sass) {
    return {
      errors: [
        {
          text: `${relative(root, file)} is Sass, and the site has no Sass compiler: install the package 'sass' in the site (npm install --save-dev sass), as docusaurus-plugin-sass needs it too.`,
          location: { file },
        },
      ],
    };
  }
  const modules = join(root, 'node_modules');
  try {
    const result = await sass.compileAsync(file, {
      loadPaths: [modules],
      style: 'expanded',
      // Sass's deprecation notes (darken(), @import) are about the site's sources, which still compile; printed
      // as they come, they would bury the build's own report.
      logger: { warn: () => undefined, debug: () => undefined },
      // webpack's `~package/file` form of a package import, which sass-loader still reads.
      importers: [{ findFileUrl: (url) => (url.startsWith('~') && existsSync(join(modules, dirname(url.slice(1)))) ? pathToFileURL(join(modules, url.slice(1))) : null) }],
    });
    return { css: result.css, watchFiles: result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u)) };
  } catch (error) {
    const failure = error as SassFailure;
    const span = failure.span;
    const at = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
    return {
      errors: [
        {
          text: failure.sassMessage ?? failure.message,
          // Sass counts lines and columns from 0, as esbuild counts columns.
          location: span ? { file: at, line: span.start.line + 1, column: span.start.column, lineText: span.context?.split('\n')[0] ?? '' } : { file: at },
        },
      ],
    };
  }
}

/**
 * `.scss` and `.sass` style sheets (the site's customCss, or imported by a component), compiled with the site's
 * `sass` into CSS that goes on as any other; `*.module.scss` is left to cssModulesPlugin, which compiles it too.
 */
export function sassPlugin(root: string): esbuild.Plugin {
  return {
    name: 'docs-build-sass',
    setup(build) {
      build.onLoad({ filter: SASS_FILE }, async (args) => {
        if (args.namespace !== 'file' || /\.module\.s[ac]ss$/.test(args.path)) return undefined;
        const result = await compileSass(args.path, root);
        if ('errors' in result) return result;
        return { contents: result.css, loader: 'css', resolveDir: dirname(args.path), watchFiles: result.watchFiles };
      });
    },
  };
}

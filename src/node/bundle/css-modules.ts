import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import type * as esbuild from 'esbuild';
import { transform } from 'lightningcss';
import { BROWSER_TARGETS } from './browser-targets.ts';
import { compileSass, SASS_FILE } from './sass.ts';

/** Lightning CSS's version encoding: major << 16. */
const TARGETS = Object.fromEntries(Object.entries(BROWSER_TARGETS).map(([name, major]) => [name, major << 16]));

export interface ScopedCssModule {
  css: string;
  classes: Record<string, string>;
}

/**
 * Renames the classes of a CSS module to `name_hash` with Lightning CSS, the
 * hash taken from the file's path inside the site. The server render and the
 * browser bundle compile the same module separately; esbuild's own CSS-module
 * names depend on each build's minification, so they would disagree and the
 * server's HTML would name classes the style sheet does not have. Keyframe
 * and grid area names stay global, as they always were here. CSS it cannot read throws,
 * with its line and column: the build stops there rather than drop the rule
 * from the sheet unseen (esbuild's warnings reach no one).
 */
export function scopeCssModule(css: string, key: string, file = key): ScopedCssModule {
  const suffix = createHash('sha256').update(key).digest('hex').slice(0, 6);
  const result = transform({
    filename: file,
    code: Buffer.from(css),
    // Grid area and line names stay as written, as with webpack's css-loader under Docusaurus (Lightning CSS would
    // scope them, and refuses to with this pattern).
    cssModules: { pattern: `[local]_${suffix}`, animation: false, grid: false },
    targets: TARGETS,
  });
  // In name order: Lightning CSS gives them in an order of its own that changes from one call to the next, and the
  // bundle (so its file name and every page's link to it) would change with it.
  const names = Object.keys(result.exports ?? {}).sort();
  const classes = Object.fromEntries(names.map((name) => [name, result.exports![name]!.name]));
  return { css: result.code.toString(), classes };
}

/** esbuild plugin: `import styles from './x.module.css'` (or `.module.scss`, compiled by the site's Sass first) gives the renamed classes, and the renamed sheet joins the page's CSS. */
export function cssModulesPlugin(root: string): esbuild.Plugin {
  const sheets = new Map<string, string>();
  return {
    name: 'docs-build-css-modules',
    setup(build) {
      build.onLoad({ filter: /\.module\.(?:css|s[ac]ss)$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        let source: string;
        let watchFiles: string[] | undefined;
        if (SASS_FILE.test(args.path)) {
          const compiled = await compileSass(args.path, root);
          if ('errors' in compiled) return compiled;
          ({ css: source, watchFiles } = compiled);
        } else source = await readFile(args.path, 'utf8');
        let scoped: ScopedCssModule;
        try {
          scoped = scopeCssModule(source, relative(root, args.path).split('\\').join('/'), args.path);
        } catch (error) {
          return { errors: [cssProblem(args.path, source, error as CssError)] };
        }
        sheets.set(args.path, scoped.css);
        return {
          contents: `import ${JSON.stringify(`${args.path}?css-module`)};\nexport default ${JSON.stringify(scoped.classes)};`,
          loader: 'js',
          resolveDir: dirname(args.path),
          watchFiles,
        };
      });
      build.onResolve({ filter: /\?css-module$/ }, (args) => ({ path: args.path.slice(0, -'?css-module'.length), namespace: 'docs-build-css-module' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-build-css-module' }, (args) => ({ contents: sheets.get(args.path) ?? '', loader: 'css', resolveDir: dirname(args.path) }));
    },
  };
}

/** What Lightning CSS throws: a message and, when it knows it, a 1-based line and column. */
interface CssError {
  message: string;
  loc?: { line: number; column: number } | null;
}

function cssProblem(file: string, source: string, problem: CssError): esbuild.PartialMessage {
  const { loc } = problem;
  return {
    text: problem.message,
    location: loc ? { file, line: loc.line, column: Math.max(0, loc.column - 1), lineText: source.split('\n')[loc.line - 1] ?? '' } : { file },
  };
}

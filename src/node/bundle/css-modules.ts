import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import type * as esbuild from 'esbuild';

/**
 * Renames the classes of a CSS module to `name_hash`, the hash taken from
 * the file's path inside the site. The server render and the browser bundle
 * compile the same module separately; esbuild's own CSS-module names depend
 * on each build's minification, so they would disagree and the server's HTML
 * would name classes the style sheet does not have.
 */
export function scopeCssModule(css: string, key: string): { css: string; classes: Record<string, string> } {
  const suffix = createHash('sha256').update(key).digest('hex').slice(0, 6);
  const classes: Record<string, string> = {};
  const rename = (prelude: string) =>
    // Only selectors are renamed; `:global(.x)` keeps its class as written.
    prelude.replace(/:global\(([^)]*)\)|\.(-?[_a-zA-Z][\w-]*)/g, (_whole, global: string | undefined, name: string | undefined) => {
      if (global !== undefined) return global;
      classes[name!] ??= `${name}_${suffix}`;
      return `.${classes[name!]}`;
    });
  let out = '';
  let start = 0;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') {
      const prelude = text.slice(start, i);
      out += prelude.trimStart().startsWith('@') ? prelude : rename(prelude);
      out += c;
      start = i + 1;
    } else if (c === '}' || c === ';') {
      out += text.slice(start, i + 1);
      start = i + 1;
    }
  }
  out += text.slice(start);
  return { css: out, classes };
}

/** esbuild plugin: `import styles from './x.module.css'` gives the renamed classes, and the renamed sheet joins the page's CSS. */
export function cssModulesPlugin(root: string): esbuild.Plugin {
  const sheets = new Map<string, string>();
  return {
    name: 'docs-build-css-modules',
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const { css, classes } = scopeCssModule(await readFile(args.path, 'utf8'), relative(root, args.path).split('\\').join('/'));
        sheets.set(args.path, css);
        return { contents: `import ${JSON.stringify(`${args.path}?css-module`)};\nexport default ${JSON.stringify(classes)};`, loader: 'js', resolveDir: dirname(args.path) };
      });
      build.onResolve({ filter: /\?css-module$/ }, (args) => ({ path: args.path.slice(0, -'?css-module'.length), namespace: 'docs-build-css-module' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-build-css-module' }, (args) => ({ contents: sheets.get(args.path) ?? '', loader: 'css', resolveDir: dirname(args.path) }));
    },
  };
}

import { readFile } from 'node:fs/promises';
import type * as esbuild from 'esbuild';

/**
 * A webpack-style request: loaders named inline before the file (`!!raw-loader!./x.js`, `raw-loader!./x`,
 * `-!yaml-loader!./d.yaml`), or the `?raw` query that bundlers read as "the file's text".
 */
const INLINE_LOADERS = /^(?:-!|!!|!)?((?:[@\w./-]+-loader(?:\?[^!]*)?!)+)(.+)$/;
const RAW_QUERY = /^(.+)\?raw$/;

/** Loaders docs-build gives the meaning webpack's package of that name has; a file loader is the plain import. */
const KNOWN = new Set(['raw-loader', 'yaml-loader', 'file-loader', 'url-loader']);

/**
 * The inline loaders Docusaurus sites write in imports and `require()`: `raw-loader` gives the file's text as the
 * default export (raw-loader 4's ES module, so `require('!!raw-loader!./x').default` is the text), `yaml-loader`
 * the file's data, `file-loader` and `url-loader` the file's URL as a plain import does. Another loader fails the
 * import, naming it, rather than load the file some other way.
 */
export function webpackLoadersPlugin(): esbuild.Plugin {
  return {
    name: 'docs-build-webpack-loaders',
    setup(build) {
      build.onResolve({ filter: /-loader(?:\?[^!]*)?!|\?raw$/ }, async (args) => {
        const inline = INLINE_LOADERS.exec(args.path);
        const raw = inline ? undefined : RAW_QUERY.exec(args.path);
        if (!inline && !raw) return undefined;
        const loaders = inline ? inline[1]!.split('!').filter(Boolean).map((l) => l.replace(/\?.*$/, '')) : ['raw-loader'];
        const unknown = loaders.find((l) => !KNOWN.has(l));
        if (unknown) {
          return { errors: [{ text: `Cannot import '${args.path}': docs-build does not run the webpack loader '${unknown}'. It reads raw-loader, yaml-loader, file-loader and url-loader; import the file without the loader, or load it in a component.` }] };
        }
        const file = inline ? inline[2]! : raw![1]!;
        const found = await build.resolve(file, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
        if (found.errors.length > 0) return { errors: found.errors };
        if (loaders.includes('raw-loader')) return { path: found.path, namespace: 'docs-build-raw' };
        // A YAML file is data already (yamlImportsPlugin), an image a URL: the plain import of the file.
        return found;
      });
      build.onLoad({ filter: /.*/, namespace: 'docs-build-raw' }, async (args) => ({
        contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`,
        loader: 'js',
        watchFiles: [args.path],
      }));
    },
  };
}

import type * as esbuild from 'esbuild';

const REACT = /^(react|react-dom)(\/.*)?$/;

/**
 * On the server, React stays an import of docs-build's own copy (one React for the page and the renderer). A
 * CommonJS package that calls `require('react')` would then be left with a `require` the ES module it is bundled
 * into does not have ("Dynamic require of "react" is not supported"). Its `require` gets a small ES module instead,
 * which re-exports that same React by an import: `require()` of it gives React's exports (and `default`, for
 * Babel's interop helpers), from the one copy.
 */
export function reactRequirePlugin(): esbuild.Plugin {
  return {
    name: 'docs-build-react-require',
    setup(build) {
      build.onResolve({ filter: REACT }, (args) => (args.kind === 'require-call' ? { path: args.path, namespace: 'docs-build-react-require' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'docs-build-react-require' }, (args) => {
        const name = JSON.stringify(args.path);
        return { contents: `export * from ${name};\nexport { default } from ${name};`, loader: 'js', resolveDir: process.cwd() };
      });
    },
  };
}

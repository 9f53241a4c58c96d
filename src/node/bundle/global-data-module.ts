import type * as esbuild from 'esbuild';
import type { GlobalData } from '../../shared/global-data-types.ts';
import { packagePath } from '../runtime/package-root.ts';

const SERVER_MODULE = packagePath('theme/docusaurus/global-data.ts');

/**
 * In the browser, Docusaurus's global data is a module of its own that holds it, in place of the server's
 * theme/docusaurus/global-data.ts: esbuild then puts it in a chunk that only the pages importing
 * `useGlobalData` or the docs plugin's hooks load, and doc pages carry none of it. JSON.parse of a string is faster
 * to start than the same object written as JavaScript.
 */
export function globalDataPlugin(data: () => GlobalData | Promise<GlobalData>): esbuild.Plugin {
  return {
    name: 'docs-build-global-data',
    setup(build) {
      build.onResolve({ filter: /global-data(\.ts)?$/ }, async (args) => {
        if (args.pluginData === 'global-data' || args.namespace !== 'file') return undefined;
        const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'global-data' });
        return found.path === SERVER_MODULE ? { path: 'global-data', namespace: 'docs-build-global-data' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'docs-build-global-data' }, async () => ({
        contents: `const data = JSON.parse(${JSON.stringify(JSON.stringify(await data()))});\nexport function globalData() { return data; }\nexport function versionDocs() { return {}; }\nexport function provideGlobalData() {}\n`,
        loader: 'js',
      }));
    },
  };
}

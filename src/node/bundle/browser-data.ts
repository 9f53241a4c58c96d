import { basename } from 'node:path';
import type * as esbuild from 'esbuild';

/**
 * A theme module that the server render hands data to (on the global object) is replaced, in the browser bundle,
 * by a module holding that data. esbuild then puts the data in a chunk of its own, which only the pages whose code
 * imports the module load. `contents` is the module's JavaScript, read when the bundle is made.
 */
export function browserDataPlugin(name: string, serverModule: string, contents: () => string | Promise<string>): esbuild.Plugin {
  const stem = basename(serverModule).replace(/\.tsx?$/, '');
  const namespace = `docs-build-${name}`;
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: new RegExp(`${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.ts)?$`) }, async (args) => {
        if (args.pluginData === name || !args.resolveDir) return undefined;
        const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: name });
        return found.path === serverModule ? { path: name, namespace } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace }, async () => ({ contents: await contents(), loader: 'js' }));
    },
  };
}

/** A JSON value as JavaScript that starts fast (JSON.parse of a string) and that esbuild may drop when unused. */
export function jsonExpression(value: unknown): string {
  return `/* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

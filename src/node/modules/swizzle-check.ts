import { join, relative, resolve } from 'node:path';
import { NODE_MODULE_OPTIONS } from '../runtime/node-module-options.ts';
import { siteModuleOptions } from './site-modules.ts';
import { siteLoaderPlugins } from '../bundle/site-loaders.ts';

export interface SwizzleFailure {
  name: string;
  /** The component's file, from the site folder. */
  file: string;
  /** Where compiling it stopped, `file:line:column: message`. */
  reason: string;
}

export interface SwizzleCheck {
  /** The components that do not compile. */
  failures: SwizzleFailure[];
  /** Every file the ones that compile import, at any depth, absolute: the site's other components they use. */
  imported: ReadonlySet<string>;
}

/**
 * Compiles each swizzled component that replaces one of docs-build's, the
 * way every page would compile it. One that does not compile (it imports
 * parts of Docusaurus's theme docs-build does not have) is left out, so that
 * every page keeps docs-build's component of that name instead of failing.
 */
export async function uncompilableSwizzles(siteDir: string, components: ReadonlyArray<{ name: string; file: string }>): Promise<SwizzleCheck> {
  const esbuild = await import('esbuild');
  const imported = new Set<string>();
  const failures = await Promise.all(
    components.map(async ({ name, file }) => {
      try {
        const result = await esbuild.build({
          ...NODE_MODULE_OPTIONS,
          // With the server build's loaders (Sass, files, static url()s), as the component is compiled to render.
          ...siteModuleOptions({ root: siteDir, platform: 'node' }, [], siteLoaderPlugins('server', { root: siteDir })),
          entryPoints: [join(siteDir, file)],
          absWorkingDir: siteDir,
          outdir: join(siteDir, '.docs-build-ssr'),
          publicPath: '/assets/',
          assetNames: 'asset-[name]-[hash]',
          metafile: true,
        });
        for (const input of Object.keys(result.metafile.inputs)) imported.add(resolve(siteDir, input));
        return undefined;
      } catch (error) {
        const first = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors?.[0];
        const where = first?.location ? `${relative(siteDir, join(siteDir, first.location.file)) || first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
        return { name, file, reason: `${where}${first?.text ?? (error as Error).message}`.replace(/\.$/, '') };
      }
    }),
  );
  return { failures: failures.filter((failure): failure is SwizzleFailure => failure !== undefined), imported };
}

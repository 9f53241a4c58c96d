import { join, relative } from 'node:path';
import { NODE_MODULE_OPTIONS } from '../runtime/node-module-options.ts';
import { siteModuleOptions } from './site-modules.ts';

export interface SwizzleFailure {
  name: string;
  /** The component's file, from the site folder. */
  file: string;
  /** Where compiling it stopped, `file:line:column: message`. */
  reason: string;
}

/**
 * Compiles each swizzled component that replaces one of docs-build's, the
 * way every page would compile it. One that does not compile (it imports
 * parts of Docusaurus's theme docs-build does not have) is left out, so that
 * every page keeps docs-build's component of that name instead of failing.
 */
export async function uncompilableSwizzles(siteDir: string, components: ReadonlyArray<{ name: string; file: string }>): Promise<SwizzleFailure[]> {
  const esbuild = await import('esbuild');
  const failures = await Promise.all(
    components.map(async ({ name, file }) => {
      try {
        await esbuild.build({
          ...NODE_MODULE_OPTIONS,
          ...siteModuleOptions({ root: siteDir, platform: 'node' }),
          entryPoints: [join(siteDir, file)],
          absWorkingDir: siteDir,
          outdir: join(siteDir, '.docs-build-ssr'),
          publicPath: '/assets/',
          assetNames: 'asset-[name]-[hash]',
        });
        return undefined;
      } catch (error) {
        const first = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors?.[0];
        const where = first?.location ? `${relative(siteDir, join(siteDir, first.location.file)) || first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
        return { name, file, reason: `${where}${first?.text ?? (error as Error).message}`.replace(/\.$/, '') };
      }
    }),
  );
  return failures.filter((failure): failure is SwizzleFailure => failure !== undefined);
}

import { basename, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importModuleCode } from './module-cache.ts';
import { BUNDLED, packagePath } from './package-root.ts';

/**
 * `import … from 'docs-build'` in a site's modules is this generator's own public entry, bundled in, whether or
 * not the site has the package in its node_modules (`npx docs-build`, or this repository's own site).
 */
export const SELF_ALIAS: Record<string, string> = { 'docs-build': packagePath('src/index.ts') };

/**
 * Imports a module of the site written in TypeScript or JSX: the config, a
 * React page, the MDX components. Run from sources (tests), a TypeScript
 * loader is in place and a plain import does it. Run from the CLI's bundle,
 * no loader is registered, because one costs every build hundreds of
 * milliseconds of start-up; esbuild compiles the module and its local imports
 * into one ES module instead, which takes a few milliseconds.
 *
 * `fresh` makes a source-mode import skip Node's module cache (dev reloads);
 * the bundled file is named after its content, so an edit gives a new module.
 */
export async function importSiteModule(file: string, root: string, fresh?: string | number): Promise<Record<string, unknown>> {
  if (!BUNDLED) return (await import(pathToFileURL(file).href + (fresh !== undefined ? `?v=${fresh}` : ''))) as Record<string, unknown>;
  return importModuleCode(await compileModule(file, root), basename(file), root);
}

async function compileModule(file: string, root: string): Promise<string> {
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      alias: SELF_ALIAS,
      write: false,
      logLevel: 'silent',
    });
    return result.outputFiles[0]!.text;
  } catch (error) {
    const first = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors?.[0];
    if (!first) throw error;
    const where = first.location ? `${relative(root, first.location.file) || first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
    throw new Error(`${where}${first.text}`, { cause: error });
  }
}

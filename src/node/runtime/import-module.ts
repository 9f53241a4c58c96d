import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importModuleCode } from './module-cache.ts';
import { BUNDLED, packagePath } from './package-root.ts';
import { siteModuleOptions } from '../modules/site-modules.ts';
import { siteLoaderPlugins } from '../bundle/site-loaders.ts';
import { NODE_MODULE_OPTIONS, withNodeRequire } from './node-module-options.ts';

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
export async function importSiteModule(
  file: string,
  root: string,
  fresh?: string | number,
  /** `baseUrl`: what a React page's imported files (images, fonts) are addressed under, as in the client bundle. */
  options: { page?: boolean; baseUrl?: string } = {},
): Promise<Record<string, unknown>> {
  // A React page is always compiled: it may be JSX in a .js file, import CSS, or import Docusaurus's modules.
  if (!BUNDLED && !options.page) return (await import(pathToFileURL(file).href + (fresh !== undefined ? `?v=${fresh}` : ''))) as Record<string, unknown>;
  return importModuleCode(await compileModule(file, root, options.page === true, options.baseUrl ?? '/'), basename(file), root);
}

async function compileModule(file: string, root: string, page: boolean, baseUrl: string): Promise<string> {
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      ...NODE_MODULE_OPTIONS,
      entryPoints: [file],
      // A page's packages are bundled with it, so that the React they import is the shell's (see module-resolver.ts).
      packages: page ? undefined : 'external',
      // Never written: names the style sheet a page imports, which the server render leaves out.
      outdir: join(root, '.docs-build-ssr'),
      absWorkingDir: root,
      publicPath: `${baseUrl}assets/`,
      assetNames: 'asset-[name]-[hash]',
      ...(page ? siteModuleOptions({ root, platform: 'node' }, [], siteLoaderPlugins('server', { root, baseUrl })) : { alias: SELF_ALIAS }),
    });
    return withNodeRequire(result.outputFiles.find((f) => f.path.endsWith('.js'))!.text, file);
  } catch (error) {
    const first = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors?.[0];
    if (!first) throw error;
    // esbuild names the file relative to its working folder (the site's); the message names it from where the
    // command was run, as the rest of the message does.
    const where = first.location ? `${relative(process.cwd(), resolve(root, first.location.file))}:${first.location.line}:${first.location.column + 1}: ` : '';
    throw new Error(`${where}${first.text}`, { cause: error });
  }
}

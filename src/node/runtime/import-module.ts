import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLED, packagePath } from './package-root.ts';
import { docusaurusModulesPlugin, PAGE_LOADERS } from '../bundle/docusaurus-modules.ts';
import { cssModulesPlugin } from '../bundle/css-modules.ts';

// Given by the CLI's launcher (bin/node-bundle.js) to the bundle: on Node 20 a script run from V8's code cache cannot import() by itself.
declare const __docsBuildImport: ((url: string) => Promise<unknown>) | undefined;
const importUrl = (url: string) => (typeof __docsBuildImport === 'function' ? __docsBuildImport(url) : import(url));

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
export async function importSiteModule(file: string, root: string, fresh?: string | number, options: { page?: boolean } = {}): Promise<Record<string, unknown>> {
  // A React page is always compiled: it may be JSX in a .js file, import CSS, or import Docusaurus's modules.
  if (!BUNDLED && !options.page) return (await import(pathToFileURL(file).href + (fresh !== undefined ? `?v=${fresh}` : ''))) as Record<string, unknown>;
  const code = await compileModule(file, root, options.page === true);
  // Packages stay bare imports: the file sits under the site's node_modules so
  // they resolve as they would from the site, or the generator's when the site has none.
  const siteModules = join(root, 'node_modules');
  const dir = join(existsSync(siteModules) ? siteModules : packagePath('node_modules'), '.cache/docs-build/modules');
  const out = join(dir, `${basename(file).replace(/\W+/g, '-')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(out)) {
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a parallel build never imports half a file.
    const partial = `${out}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(partial, code);
    await rename(partial, out);
  }
  return (await importUrl(pathToFileURL(out).href)) as Record<string, unknown>;
}

async function compileModule(file: string, root: string, page: boolean): Promise<string> {
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      // A page's packages are bundled with it, so that the React they import is the shell's (see docusaurusModulesPlugin).
      packages: page ? undefined : 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      // Never written: names the style sheet a page imports, which the server render leaves out.
      outdir: join(root, '.docs-build-ssr'),
      absWorkingDir: root,
      loader: page ? PAGE_LOADERS : undefined,
      publicPath: '/assets/',
      assetNames: 'asset-[name]-[hash]',
      plugins: page ? [docusaurusModulesPlugin(root, { externalReact: true }), cssModulesPlugin(root)] : [],
      write: false,
      logLevel: 'silent',
    });
    return result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  } catch (error) {
    const first = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors?.[0];
    if (!first) throw error;
    const where = first.location ? `${relative(root, first.location.file) || first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
    throw new Error(`${where}${first.text}`, { cause: error });
  }
}

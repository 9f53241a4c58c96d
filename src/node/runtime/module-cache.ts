import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packagePath } from './package-root.ts';

// Given by the CLI's launcher (bin/node-bundle.js) to the bundle: on Node 20 a script run from V8's code cache cannot import() by itself.
declare const __docsBuildImport: ((url: string) => Promise<unknown>) | undefined;
const importUrl = (url: string) => (typeof __docsBuildImport === 'function' ? __docsBuildImport(url) : import(url));

export const MODULES_DIR = '.cache/docs-build/modules';

let reuse = true;

/** `--no-cache`: no module is read from the cache folder or written to it. */
export function setModuleCacheReuse(enabled: boolean): void {
  reuse = enabled;
}

/** Passed on to render threads, which have module state of their own. */
export function moduleCacheReuse(): boolean {
  return reuse;
}

/**
 * Where compiled modules go: under the site's node_modules, so that the bare
 * imports they keep (react, a package of the site) resolve as they would
 * from the site; under the generator's when the site has none.
 */
export function modulesDir(root: string): string {
  const siteModules = join(root, 'node_modules');
  return join(existsSync(siteModules) ? siteModules : packagePath('node_modules'), MODULES_DIR);
}

/**
 * Imports compiled ES module code through a file named after its content.
 * A file already there is used only if its bytes still hash to its name: a
 * truncated or edited entry is written again, never imported.
 */
export async function importModuleCode(code: string, name: string, root: string): Promise<Record<string, unknown>> {
  const dir = modulesDir(root);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const fileName = `${name.replace(/\W+/g, '-')}-${hash}.mjs`;
  if (!reuse) return importOnce(code, fileName, dirname(dirname(dir)));
  const out = join(dir, fileName);
  if (!entryIntact(out, hash)) {
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a parallel build never imports half a file.
    const partial = `${out}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(partial, code);
    await rename(partial, out);
  }
  return (await importUrl(pathToFileURL(out).href)) as Record<string, unknown>;
}

/**
 * `--no-cache`: the module goes to a folder of its own beside the cache, still
 * under node_modules so its bare imports resolve the same, and the folder is
 * removed once Node has loaded it. The cache is neither read nor written.
 */
async function importOnce(code: string, fileName: string, nodeModules: string): Promise<Record<string, unknown>> {
  const dir = join(nodeModules, `.docs-build-no-cache-${process.pid}-${Math.random().toString(36).slice(2)}`);
  await mkdir(dir, { recursive: true });
  try {
    const file = join(dir, fileName);
    await writeFile(file, code);
    return (await importUrl(pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function entryIntact(file: string, hash: string): boolean {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) === hash;
  } catch {
    return false;
  }
}

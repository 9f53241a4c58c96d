import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from '../report/diagnostic.ts';
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
  return join(isFolder(siteModules) ? siteModules : packagePath('node_modules'), MODULES_DIR);
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
  const nodeModules = dirname(dirname(dir));
  if (!reuse) {
    // `--no-cache`: a folder of its own beside the cache, still under node_modules so its bare imports resolve
    // the same, removed once Node has loaded the module. The cache is neither read nor written.
    const once = join(nodeModules, `.docs-build-no-cache-${process.pid}-${Math.random().toString(36).slice(2)}`);
    const file = await written(async () => {
      await mkdir(once, { recursive: true });
      await writeFile(join(once, fileName), code);
      return join(once, fileName);
    }, once, root);
    return importAndRemove(file, once, code, fileName, nodeModules);
  }
  const out = join(dir, fileName);
  if (entryIntact(out, hash)) return (await importUrl(pathToFileURL(out).href)) as Record<string, unknown>;
  const stored = await written(async () => {
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a parallel build never imports half a file.
    const partial = `${out}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(partial, code);
    await rename(partial, out);
    return out;
  }, dir, root);
  return stored ? ((await importUrl(pathToFileURL(stored).href)) as Record<string, unknown>) : importAndRemove(undefined, undefined, code, fileName, nodeModules);
}

let unwritable: Diagnostic | undefined;

/**
 * The warning for a compiled-modules folder that could not be written (once
 * per process; the modules were imported another way), when the cache was
 * asked for: `--no-cache` needs no cache, so it gets no warning.
 */
export function moduleCacheProblem(): Diagnostic | undefined {
  return reuse ? unwritable : undefined;
}

/** Runs `write`; undefined, with the warning noted, when the file system refuses it (read-only, full, a file in the way). */
async function written(write: () => Promise<string>, dir: string, root: string): Promise<string | undefined> {
  try {
    return await write();
  } catch (error) {
    if (!isFsError(error)) throw error;
    const shown = relative(root, dir) || dir;
    unwritable ??= {
      file: shown,
      message: `The build cache cannot be written (${error.code}${error.path ? ` at ${relative(root, error.path) || error.path}` : ''}), so this build goes on without it.`,
      ruleId: 'cache',
      severity: 'warning',
      hint: `Check the permissions and the free space of ${shown}, or remove what is in the way; --no-cache skips the cache.`,
    };
    return undefined;
  }
}

const isFsError = (error: unknown): error is NodeJS.ErrnoException & { code: string } =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && typeof (error as NodeJS.ErrnoException).syscall === 'string';

/**
 * Imports `file` and removes `folder` afterwards. Without a file (its folder
 * under node_modules could not be written), the module goes to a temporary
 * folder with a `node_modules` link to the same packages, so its bare imports
 * resolve to the same files; with no temporary folder either (a full disk),
 * to a data: URL, which runs as long as the module imports no package by name.
 */
async function importAndRemove(file: string | undefined, folder: string | undefined, code: string, fileName: string, nodeModules: string): Promise<Record<string, unknown>> {
  let dir = folder;
  let url = file ? pathToFileURL(file).href : undefined;
  if (!url) {
    if (folder) await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    try {
      dir = await mkdtemp(join(tmpdir(), 'docs-build-modules-'));
      await symlink(nodeModules, join(dir, 'node_modules'), 'junction');
      await writeFile(join(dir, fileName), code);
      url = pathToFileURL(join(dir, fileName)).href;
    } catch (error) {
      if (!isFsError(error)) throw error;
      url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    }
  }
  try {
    return (await importUrl(url)) as Record<string, unknown>;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function entryIntact(file: string, hash: string): boolean {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) === hash;
  } catch {
    return false;
  }
}

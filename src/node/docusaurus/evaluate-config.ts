import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { NODE_MODULE_OPTIONS } from '../runtime/node-module-options.ts';

// Same reason as in runtime/import-module.ts: the CLI's bundle cannot import() by itself on Node 20.
declare const __docsBuildImport: ((url: string) => Promise<unknown>) | undefined;
export const importUrl = (url: string): Promise<unknown> => (typeof __docsBuildImport === 'function' ? __docsBuildImport(url) : import(url));

/**
 * Evaluates a Docusaurus config the way Docusaurus's own loader lets it be
 * written: CommonJS or ES module, TypeScript, `require` and `__dirname` in an
 * ES module, JSON imports without attributes, and a default export that is an
 * object, a promise or an (async) function. Local files are bundled into one
 * module by esbuild; packages stay imports, resolved from the site's own
 * node_modules. Relative paths in the config (`path.resolve('src/css/x.css')`)
 * are resolved from the site folder, as Docusaurus runs from it.
 */
export async function evaluateDocusaurusConfig(configFile: string): Promise<unknown> {
  return importBesideConfig(configFile, (await bundleConfig(configFile)).code, async (mod) => {
    let value: unknown = await (mod as { default?: unknown }).default;
    if (typeof value === 'function') value = await (value as () => unknown)();
    return value;
  });
}

/**
 * Imports code bundled from the config (or from a module beside it) where its
 * bare imports resolve as the config's do: under the site's node_modules,
 * else beside the config. It runs, and `use` reads it, from the site folder,
 * as Docusaurus runs.
 */
export async function importBesideConfig<T>(configFile: string, code: string, use: (mod: unknown) => T | Promise<T>): Promise<T> {
  const siteDir = dirname(configFile);
  const siteModules = join(siteDir, 'node_modules');
  // Written under the site's node_modules so its bare imports resolve from there; beside the config otherwise.
  const dir = existsSync(siteModules) ? join(siteModules, '.cache/docs-build/docusaurus') : siteDir;
  const out = join(dir, `.docusaurus-config-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  await mkdir(dir, { recursive: true });
  const partial = `${out}.${process.pid}.tmp`;
  await writeFile(partial, code);
  await rename(partial, out);
  const previous = process.cwd();
  const moved = chdir(siteDir);
  try {
    return await use(await importUrl(pathToFileURL(out).href));
  } finally {
    if (moved) chdir(previous);
    if (dir === siteDir) await rm(out, { force: true });
  }
}

/** A worker thread cannot change the working folder; the config then sees the caller's one. */
function chdir(dir: string): boolean {
  if (process.cwd() === dir) return false;
  try {
    process.chdir(dir);
    return true;
  } catch {
    return false;
  }
}

/**
 * The config's `require`: Node's, from the config file, except that `require.resolve('./sidebars.js')` finds
 * `sidebars.ts` when there is no `.js` file, as Docusaurus's config loader (jiti) resolves it in a TypeScript site.
 */
const CONFIG_REQUIRE = `import { createRequire as __docsBuildCreateRequire } from 'node:module';
const require = __docsBuildCreateRequire(CONFIG_FILE);
const __docsBuildResolve = require.resolve;
require.resolve = (id, options) => {
  try {
    return __docsBuildResolve(id, options);
  } catch (error) {
    const typed = /^\\.\\.?\\//.test(id) && /\\.[mc]?jsx?$/.test(id) ? id.replace(/\\.([mc]?)js(x?)$/, '.$1ts$2') : undefined;
    if (typed === undefined) throw error;
    try {
      return __docsBuildResolve(typed, options);
    } catch {
      throw error;
    }
  }
};`;

/**
 * The config as one module: local files bundled in, packages left as
 * imports. `entry` bundles other code as if it were written beside the config
 * (the same defines, the same resolution). The metafile says which files and
 * packages it imports.
 */
export async function bundleConfig(configFile: string, entry?: string): Promise<{ code: string; metafile: Metafile }> {
  const esbuild = await import('esbuild');
  const siteDir = dirname(configFile);
  try {
    const result = await esbuild.build({
      ...NODE_MODULE_OPTIONS,
      ...(entry === undefined ? { entryPoints: [configFile] } : { stdin: { contents: entry, resolveDir: siteDir, sourcefile: configFile, loader: 'ts' } }),
      absWorkingDir: siteDir,
      metafile: true,
      packages: 'external',
      loader: { '.json': 'json' },
      // Only free names are replaced, so a config that declares its own `__dirname` keeps it.
      define: {
        __dirname: JSON.stringify(siteDir),
        __filename: JSON.stringify(configFile),
        'import.meta.url': JSON.stringify(pathToFileURL(configFile).href),
        'import.meta.dirname': JSON.stringify(siteDir),
        'import.meta.filename': JSON.stringify(configFile),
      },
    });
    const text = result.outputFiles[0]!.text;
    // esbuild's `require` shim calls the module-scope `require`; give it one unless the config declares its own.
    if (/^(?:const|let|var)\s+require\b/m.test(text)) return { code: text, metafile: result.metafile };
    return { code: `${CONFIG_REQUIRE.replace('CONFIG_FILE', JSON.stringify(configFile))}\n${text}`, metafile: result.metafile };
  } catch (error) {
    const first = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors?.[0];
    if (!first) throw error;
    const where = first.location ? `${relative(siteDir, resolve(siteDir, first.location.file)) || first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
    throw new Error(`${where}${first.text}`, { cause: error });
  }
}

import { isBuiltin } from 'node:module';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { bundleConfig, importBesideConfig } from './evaluate-config.ts';

/** Where a function of the config comes from: a module as the config names it, and the property path in its namespace. */
export interface FunctionOrigin {
  /** A package name ('@docusaurus/remark-plugin-npm2yarn') or a path relative to the site ('./plugins/x.js'). */
  specifier: string;
  /** ['default'] for a default export, [name] for a named one, longer for a CommonJS module's `exports.default`. */
  path: string[];
}

type Fn = (...args: never[]) => unknown;

/**
 * Finds, for functions found in the evaluated config (remark plugins, say),
 * the module and export they come from, so that a written config can import
 * them as the Docusaurus config does. The candidates are what the config
 * imports or requires: packages are loaded as the config loaded them, so
 * their functions are the very same; local files are bundled again, so their
 * functions are matched by name and source text.
 */
export async function findFunctionOrigins(configFile: string, functions: Fn[]): Promise<Map<Fn, FunctionOrigin>> {
  const origins = new Map<Fn, FunctionOrigin>();
  if (functions.length === 0) return origins;
  const siteDir = dirname(configFile);
  const { metafile } = await bundleConfig(configFile);
  const specifiers = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    const absolute = resolve(siteDir, file);
    if (absolute !== configFile && !/\.json$/.test(file) && !file.includes('node_modules')) specifiers.add(`./${relative(siteDir, absolute).split('\\').join('/')}`);
    for (const imported of input.imports) {
      // esbuild names an import as written in `original` only when it resolved it to another path.
      const written = imported.original ?? imported.path;
      if (imported.external && !isBuiltin(written) && !written.startsWith('.') && !isAbsolute(written)) specifiers.add(written);
    }
  }
  const list = [...specifiers];
  const probe = `${list.map((s, i) => `import * as m${i} from ${JSON.stringify(s)};`).join('\n')}\nexport default [${list.map((_, i) => `m${i}`).join(', ')}];\n`;
  let namespaces: unknown[];
  try {
    const { code } = await bundleConfig(configFile, probe);
    namespaces = await importBesideConfig(configFile, code, (mod) => (mod as { default: unknown[] }).default);
  } catch {
    // A module that cannot be loaded on its own leaves its functions to be named in the file's comment.
    return origins;
  }
  list.forEach((specifier, i) => {
    const local = specifier.startsWith('.');
    for (const { value, path } of exportsOf(namespaces[i])) {
      for (const fn of functions) {
        if (origins.has(fn)) continue;
        const same = value === fn || (local && typeof value === 'function' && value.name === fn.name && String(value) === String(fn));
        if (same) origins.set(fn, { specifier, path });
      }
    }
  });
  return origins;
}

/** A module namespace's exports, and one level into a CommonJS module's `exports` object (its `default` in ESM). */
function exportsOf(namespace: unknown): Array<{ value: unknown; path: string[] }> {
  if (typeof namespace !== 'object' || namespace === null) return [];
  const out: Array<{ value: unknown; path: string[] }> = [];
  for (const [key, value] of Object.entries(namespace)) {
    out.push({ value, path: [key] });
    if (key === 'default' && typeof value === 'object' && value !== null) {
      for (const [inner, innerValue] of Object.entries(value)) out.push({ value: innerValue, path: ['default', inner] });
    }
  }
  return out;
}

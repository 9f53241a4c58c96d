import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { validateConfig } from '../config/load.ts';
import { DocsBuildError, type Diagnostic } from '../report/diagnostic.ts';
import { findFunctionOrigins, type FunctionOrigin } from './function-origins.ts';
import { findDocusaurusConfig, loadDocusaurusConfig } from './load-docusaurus-config.ts';
import { hostedName } from '../plugins/hosted-plugin.ts';

export interface MigrateResult {
  file: string;
  warnings: Diagnostic[];
  /** Key paths of functions written inside the Docusaurus config, which the file cannot import: left out of it. */
  leftOut: string[];
}

/**
 * Writes the docs-build config that stands for the folder's Docusaurus
 * config, so that the site can drop the Docusaurus one. Values are written
 * as data; a function (a remark plugin, say) is imported from the module the
 * Docusaurus config took it from, by the same specifier (a package name, or a
 * path relative to the site); a function written inside the config itself
 * cannot be, and is named in a comment at the top of the file instead, with
 * the list or entry that held it left out, so the file stays a valid config.
 */
export async function migrateDocusaurusSite(cwd: string): Promise<MigrateResult> {
  const configFile = findDocusaurusConfig(cwd);
  if (!configFile) {
    throw new DocsBuildError('No docusaurus.config.{ts,mts,js,mjs,cjs} in this folder.', { hint: 'Run docs-build migrate in the folder of the Docusaurus site.' });
  }
  const file = join(cwd, 'docs-build.config.ts');
  if (existsSync(file)) {
    throw new DocsBuildError('docs-build.config.ts already exists.', { hint: 'Remove or rename it to write it again from the Docusaurus config.', location: 'docs-build.config.ts' });
  }
  const shown = relative(cwd, configFile);
  const { raw, warnings, docusaurus } = await loadDocusaurusConfig(configFile, shown);
  validateConfig(raw, shown);
  // Plugins run only when the site builds from its Docusaurus config: a docs-build config has no place for them.
  for (const plugin of docusaurus.plugins) {
    warnings.push({
      file: shown,
      keyPath: plugin.keyPath,
      message: `the ${plugin.kind} '${hostedName(plugin.plugin)}' is not carried into docs-build.config.ts; it runs only when the site is built from ${shown}.`,
      ruleId: 'docusaurus-config',
      severity: 'warning',
      hint: `Keep building from ${shown} (remove docs-build.config.ts) if the site needs it.`,
    });
  }
  const origins = await findFunctionOrigins(configFile, functionsIn(raw));
  const imports = new ImportNames();
  const leftOut: string[] = [];
  const body = writeValue(raw, [], { cwd, origins, imports, leftOut }, '');
  const header = [`// Written by \`docs-build migrate\` from ${shown}.`];
  if (leftOut.length > 0) {
    header.push('// Left out: functions written inside the Docusaurus config, which cannot be imported from here (move them');
    header.push('// to a module of their own, import it and add them back):');
    header.push(...leftOut.map((path) => `//   ${path}`));
  }
  const source = `${header.join('\n')}\nimport { defineConfig } from 'docs-build';\n${imports.lines().join('\n')}${imports.lines().length > 0 ? '\n' : ''}\nexport default defineConfig(${body});\n`;
  await writeFile(file, source);
  return { file, warnings, leftOut };
}

type Fn = (...args: never[]) => unknown;

function functionsIn(value: unknown, found: Fn[] = []): Fn[] {
  if (typeof value === 'function') found.push(value as Fn);
  else if (Array.isArray(value)) for (const item of value) functionsIn(item, found);
  else if (typeof value === 'object' && value !== null && !(value instanceof RegExp)) for (const item of Object.values(value)) functionsIn(item, found);
  return found;
}

/** The import declarations of the written file, with names that do not clash. */
class ImportNames {
  private readonly defaults = new Map<string, string>();
  private readonly namespaces = new Map<string, string>();
  private readonly named = new Map<string, Set<string>>();
  private readonly used = new Set<string>(['defineConfig']);

  /** The expression that names the export at `path` of the module, importing it. */
  expression({ specifier, path }: FunctionOrigin): string {
    const [first, ...rest] = path;
    if (first === 'default' && rest.length === 0) return this.local(this.defaults, specifier);
    if (first !== undefined && rest.length === 0 && /^[A-Za-z_$][\w$]*$/.test(first) && !this.used.has(first)) {
      this.used.add(first);
      this.named.set(specifier, (this.named.get(specifier) ?? new Set()).add(first));
      return first;
    }
    return `${this.local(this.namespaces, specifier)}${path.map((p) => `[${JSON.stringify(p)}]`).join('')}`;
  }

  /** A name for the module, made from its specifier ('@docusaurus/remark-plugin-npm2yarn' → remarkPluginNpm2yarn). */
  private local(names: Map<string, string>, specifier: string): string {
    const known = names.get(specifier);
    if (known) return known;
    const words = specifier.replace(/\.[cm]?[jt]sx?$/, '').split('/').pop()!.split(/[^A-Za-z0-9]+/).filter(Boolean);
    const base = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('').replace(/^\d+/, '') || 'imported';
    let name = base;
    for (let n = 2; this.used.has(name); n++) name = `${base}${n}`;
    this.used.add(name);
    names.set(specifier, name);
    return name;
  }

  lines(): string[] {
    return [
      ...[...this.defaults].map(([specifier, name]) => `import ${name} from ${JSON.stringify(specifier)};`),
      ...[...this.named].map(([specifier, names]) => `import { ${[...names].join(', ')} } from ${JSON.stringify(specifier)};`),
      ...[...this.namespaces].map(([specifier, name]) => `import * as ${name} from ${JSON.stringify(specifier)};`),
    ];
  }
}

interface WriteContext {
  cwd: string;
  origins: Map<Fn, FunctionOrigin>;
  imports: ImportNames;
  leftOut: string[];
}

const LEFT_OUT = Symbol('left out');

/**
 * The value as TypeScript source: JSON for data, an imported name for a
 * function whose module is known, a literal for a regular expression.
 */
function writeValue(value: unknown, path: string[], ctx: WriteContext, indent: string): string {
  const written = write(value, path, ctx, indent);
  return written === LEFT_OUT ? 'undefined' : written;
}

function write(value: unknown, path: string[], ctx: WriteContext, indent: string): string | typeof LEFT_OUT {
  if (typeof value === 'function') {
    const origin = ctx.origins.get(value as Fn);
    if (origin) return ctx.imports.expression(origin);
    ctx.leftOut.push(path.join('.'));
    return LEFT_OUT;
  }
  if (typeof value === 'symbol' || value === undefined) return LEFT_OUT;
  if (value instanceof RegExp) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    // A plugin given with its options (`[plugin, options]`) goes as a whole when the plugin cannot be written.
    const items = value.flatMap((item, i) => {
      const out = write(item, [...path, String(i)], ctx, inner);
      if (out === LEFT_OUT) return [];
      if (Array.isArray(item) && typeof item[0] === 'function' && !ctx.origins.has(item[0] as Fn)) return [];
      return [out];
    });
    return items.length === 0 ? '[]' : `[\n${items.map((item) => `${inner}${item}`).join(',\n')},\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const out = write(item, [...path, key], ctx, inner);
      return out === LEFT_OUT ? [] : [`${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${out}`];
    });
    return entries.length === 0 ? '{}' : `{\n${entries.join(',\n')},\n${indent}}`;
  }
  // Absolute paths (from path.resolve or require.resolve in the Docusaurus config) are written relative to the site folder.
  if (typeof value === 'string' && isAbsolute(value) && value !== sep && existsSync(value)) return JSON.stringify(relative(ctx.cwd, value).split(sep).join('/') || '.');
  return JSON.stringify(value);
}

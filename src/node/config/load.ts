import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { z } from 'zod';
import { DocsBuildError, type Diagnostic } from '../report/diagnostic.ts';
import { findDocusaurusConfig, isDocusaurusConfig, loadDocusaurusConfig, type DocusaurusSite } from '../docusaurus/load-docusaurus-config.ts';
import { configSchema, type Config } from './schema.ts';
import { importSiteModule } from '../runtime/import-module.ts';
import { loadSidebarsFile } from './sidebars-file.ts';
import { knownKeysAt } from './known-keys.ts';
import { closest } from '../content/sidebar.ts';

export const DEFAULT_CONFIG_FILE = 'docs-build.config.ts';

export interface LoadedConfig {
  config: Config;
  /** The site's folder (the config file's, or its `root` key); content paths are relative to it. */
  root: string;
  configFile: string;
  /** What a Docusaurus config asked for that docs-build leaves out; reported with the build's problems. */
  warnings: Diagnostic[];
  /** For a Docusaurus config: what its plugins are given and the plugins docs-build runs (src/node/plugins/). */
  docusaurus?: DocusaurusSite;
}

/** Imports the config module, validates it and checks the files it names. */
export async function loadConfig(configPath: string = DEFAULT_CONFIG_FILE, cwd = process.cwd()): Promise<LoadedConfig> {
  let configFile = resolve(cwd, configPath);
  // A Docusaurus site builds as it is: its config stands in for the default one.
  if (configPath === DEFAULT_CONFIG_FILE && !existsSync(configFile)) configFile = findDocusaurusConfig(cwd) ?? configFile;
  const shown = relative(cwd, configFile) || configFile;
  if (!existsSync(configFile)) {
    throw new DocsBuildError(`Config file not found: ${shown}`, {
      hint: `Create ${DEFAULT_CONFIG_FILE} in the site folder (a docusaurus.config.js there is read too), or pass its path with --config.`,
      location: shown,
    });
  }
  let raw: unknown;
  let warnings: Diagnostic[] = [];
  let docusaurus: DocusaurusSite | undefined;
  try {
    if (isDocusaurusConfig(configFile)) {
      ({ raw, warnings, docusaurus } = await loadDocusaurusConfig(configFile, shown));
    } else {
      // The query string makes `dev` see a fresh copy after each edit.
      const mod = await importSiteModule(configFile, dirname(configFile), Date.now());
      raw = mod.default;
    }
  } catch (error) {
    throw new DocsBuildError(`Could not load ${shown}: ${(error as Error).message}`, {
      hint: 'Fix the syntax or import error in the config file.',
      location: shown,
      cause: error,
    });
  }
  if (raw === undefined) {
    throw new DocsBuildError(`${shown} has no default export.`, {
      hint: 'End the file with `export default defineConfig({ … })`.',
      location: shown,
    });
  }
  const validated = validateConfig(raw, shown);
  // A config that spreads a site's config from another folder names that folder in `root`.
  const root = resolve(dirname(configFile), validated.root ?? '.');
  const config = await loadSidebarsFile(validated, root, shown);
  warnings.push(...checkConfigAssets(config, root, shown, docusaurus !== undefined));
  return { config, root, configFile, warnings, docusaurus };
}

export function validateConfig(raw: unknown, shown = DEFAULT_CONFIG_FILE): Config {
  // Without `reportInput`, zod leaves out the value, and every wrong type would read 'got nothing'.
  const parsed = configSchema.safeParse(raw, { reportInput: true });
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.flatMap((issue) => unwrapUnion(issue, [])).flatMap(splitUnknownKeys);
  const lines = issues.map((issue) => `  ${shown}: ${formatIssue(issue)}`);
  throw new DocsBuildError(`Invalid config (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${lines.join('\n')}`, {
    hint: `Fix the keys listed above; each line gives the key path and what was expected.${issues.some((i) => i.code === 'unrecognized_keys') ? ' An unknown key is most often a misspelt one: rename it, or remove it.' : ''}`,
    location: `${shown}: ${keyPath(issues[0]!.path)}`,
  });
}

/**
 * One issue per unknown key, at the key's own path, with the known key it is
 * closest to: a misspelt key (`noindex`, `navbar.itmes`) would otherwise be
 * dropped, and the option it meant silently left at its default.
 */
function splitUnknownKeys(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'unrecognized_keys') return [issue];
  const known = knownKeysAt(configSchema, issue.path);
  return issue.keys.map((key) => {
    const near = closest(key, known);
    return { ...issue, keys: [key], path: [...issue.path, key], message: `unknown key${near ? ` (did you mean '${near}'?)` : ''}` };
  });
}

function keyPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : path.map(String).join('.');
}

/**
 * A union that fails reports only 'Invalid input' at its own key. The branch
 * that got furthest into the value (deepest problem, then fewest problems) is
 * the one the user meant, so its problems are reported, with full key paths.
 */
function unwrapUnion(issue: z.core.$ZodIssue, prefix: PropertyKey[]): z.core.$ZodIssue[] {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path }];
  const depth = (branch: z.core.$ZodIssue[]) => Math.max(...branch.map((i) => i.path.length));
  const best = [...issue.errors].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0]!;
  if (depth(best) === 0) {
    // No branch matched even the outer shape: list what would have been accepted.
    const expected = [...new Set(issue.errors.flatMap((branch) => branch.map((i) => (i.code === 'invalid_type' ? i.expected : i.code === 'invalid_value' ? i.values.map((v) => JSON.stringify(v)).join(' or ') : i.message))))];
    return [{ ...issue, path, message: `expected ${expected.join(' or ')}, got ${describe(issue.input)}` }];
  }
  return best.flatMap((inner) => unwrapUnion(inner, path));
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function formatIssue(issue: z.core.$ZodIssue): string {
  const where = keyPath(issue.path);
  if (issue.code === 'invalid_type') {
    return `${where}: expected ${issue.expected}, got ${describe(issue.input)}`;
  }
  return `${where}: ${issue.message}`;
}

/** Static files the config points at must exist, or the site ships broken icons. */
/**
 * The files the config names must exist. A Docusaurus site's missing favicon or logo is a warning: Docusaurus builds
 * the site anyway, with a link that leads nowhere.
 */
function checkConfigAssets(config: Config, root: string, shown: string, docusaurus: boolean): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  const staticDir = join(root, config.staticDir);
  const wanted: Array<[string, string | undefined]> = [
    ['favicon', config.favicon],
    ['navbar.logo.src', config.navbar.logo?.src],
    ['navbar.logo.srcDark', config.navbar.logo?.srcDark],
  ];
  for (const [key, file] of wanted) {
    if (!file || /^https?:/.test(file)) continue;
    if (!existsSync(join(staticDir, file.replace(/^\//, '')))) {
      if (docusaurus) {
        warnings.push({ file: shown, keyPath: key, message: `the file '${file}' does not exist in ${config.staticDir}/, so the page links to nothing there.`, ruleId: 'config-asset', severity: 'warning', hint: `Add ${join(config.staticDir, file.replace(/^\//, ''))} or correct the path in ${key}.` });
        continue;
      }
      throw new DocsBuildError(`${shown}: ${key}: the file '${file}' does not exist in ${config.staticDir}/.`, {
        hint: `Add ${join(config.staticDir, file.replace(/^\//, ''))} or correct the path in ${key}.${config.root === undefined ? ' If this config lives outside the site folder (a config that spreads the site\'s), set `root` to that folder, relative to this file.' : ''}`,
        location: `${shown}: ${key}`,
      });
    }
  }
  config.customCss.forEach((file, i) => {
    if (!existsSync(resolve(root, file))) {
      throw new DocsBuildError(`${shown}: customCss.${i}: the style sheet '${file}' does not exist.`, {
        hint: 'Create it or correct the path (relative to the site folder).',
        location: `${shown}: customCss.${i}`,
      });
    }
  });
  const components = config.markdown.components;
  if (components && !existsSync(resolve(root, components))) {
    throw new DocsBuildError(`${shown}: markdown.components: the file '${components}' does not exist (paths are relative to the config file).`, {
      hint: 'Create the module (its default export maps names to components) or correct the path.',
      location: `${shown}: markdown.components`,
    });
  }
  return warnings;
}

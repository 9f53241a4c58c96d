import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { validateConfig } from '../config/load.ts';
import { DocsBuildError, type Diagnostic } from '../report/diagnostic.ts';
import { findDocusaurusConfig, loadDocusaurusConfig } from './load.ts';

export interface MigrateResult {
  file: string;
  warnings: Diagnostic[];
  /** Key paths of values that cannot be written as data (functions), left out of the file. */
  leftOut: string[];
}

/**
 * Writes the docs-build config that stands for the folder's Docusaurus
 * config, so that the site can drop the Docusaurus one. Values are written
 * as data; a function (a remark plugin, say) cannot be, and is named in a
 * comment at the top of the file instead.
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
  const { raw, warnings } = await loadDocusaurusConfig(configFile, shown);
  validateConfig(raw, shown);
  const leftOut: string[] = [];
  const data = asData(raw, [], leftOut, cwd);
  const header = [`// Written by \`docs-build migrate\` from ${shown}.`];
  if (leftOut.length > 0) {
    header.push('// Left out, as functions cannot be written as data here (import what they come from and add them back):');
    header.push(...leftOut.map((path) => `//   ${path}`));
  }
  const source = `${header.join('\n')}\nimport { defineConfig } from 'docs-build';\n\nexport default defineConfig(${JSON.stringify(data, null, 2)});\n`;
  await writeFile(file, source);
  return { file, warnings, leftOut };
}

function asData(value: unknown, path: string[], leftOut: string[], cwd: string): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') {
    leftOut.push(path.join('.'));
    return undefined;
  }
  if (Array.isArray(value)) return value.map((item, i) => asData(item, [...path, String(i)], leftOut, cwd)).filter((item) => item !== undefined);
  if (value instanceof RegExp) {
    leftOut.push(path.join('.'));
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const converted = asData(item, [...path, key], leftOut, cwd);
      if (converted !== undefined) out[key] = converted;
    }
    return out;
  }
  // Absolute paths (from path.resolve in the Docusaurus config) are written relative to the site folder.
  if (typeof value === 'string' && path[0] === 'customCss' && isAbsolute(value)) return relative(cwd, value).split('\\').join('/');
  return value;
}

import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INFIMA_FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus-infima/', import.meta.url));

/**
 * Copies the Docusaurus fixture into `dir` with an installed `infima` package
 * beside it (docs-build's own copy, linked), as every Docusaurus site has
 * one; `edit` rewrites its config first.
 */
export async function prepareInfimaSite(dir: string, edit: (config: string) => string = (c) => c): Promise<string> {
  await cp(INFIMA_FIXTURE, dir, { recursive: true });
  const infima = dirname(createRequire(import.meta.url).resolve('infima/package.json'));
  await mkdir(join(dir, 'node_modules'), { recursive: true });
  await symlink(infima, join(dir, 'node_modules', 'infima'), 'dir');
  const configFile = join(dir, 'docusaurus.config.js');
  await writeFile(configFile, edit(await readFile(configFile, 'utf8')));
  return dir;
}

// Writes the docs site's generated reference pages: the configuration reference from the config schema and the
// command line reference from the CLI's commands. `--check` writes nothing and exits 1 when a page is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configSchema } from '../src/node/config/schema.ts';
import { cliReferencePage, loadProgram } from './docs-reference/cli-reference.ts';
import { configReferencePage } from './docs-reference/config-reference.ts';

/** Each generated page: its path in the repository and its text. */
export async function referencePages(): Promise<Array<{ path: string; text: string }>> {
  return [
    { path: 'docs/content/docs/reference/config.md', text: configReferencePage(configSchema) },
    { path: 'docs/content/docs/reference/cli.md', text: cliReferencePage(await loadProgram()) },
  ];
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const page of await referencePages()) {
    const file = `${ROOT}${page.path}`;
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current === page.text) continue;
    if (check) {
      process.stderr.write(`${page.path} is out of date: run npm run docs.\n`);
      stale++;
    } else {
      writeFileSync(file, page.text);
      process.stdout.write(`Wrote ${page.path}\n`);
    }
  }
  process.exit(stale > 0 ? 1 : 0);
}

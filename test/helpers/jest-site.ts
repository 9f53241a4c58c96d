import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CLI, REPO } from './cli.ts';
import { sharedBuild } from './shared-build.ts';

// The Jest site needs its own packages (its config requires them), installed once from the npm registry by
// `node bin/run-ts.js bench/prepare-jest-site.ts`, or a prepared copy named by JEST_SITE.
export const JEST_SITE = resolve(process.env.JEST_SITE ?? join(REPO, '.bench/jest-website'));
export const jestSitePrepared = existsSync(join(JEST_SITE, 'website/node_modules/@docusaurus/core'));
/** Added to the name of the tests that need the site, so that a run without it says how to include them. */
export const jestSiteMissing = jestSitePrepared ? '' : ` (skipped: needs ${JEST_SITE} with its packages: run node bin/run-ts.js bench/prepare-jest-site.ts)`;

export interface JestSiteBuild {
  /** The output folder. */
  out: string;
  /** Exit status of `docs-build build`. */
  status: number | null;
  /** Its standard output, then its standard error. */
  log: string;
}

/**
 * The Jest site built once per test run by the CLI, as its user would build it,
 * for every test file that needs it (the build takes most of a minute).
 * `--no-cache`: the build writes nothing into the site's folder, which may be a
 * shared, read-only copy. `--locale en`: the default locale alone, as the
 * route list was made (the site enables eight more). `--threads 1`: the test
 * run keeps both cores busy with other files, where render threads only add
 * their start-up (a quarter more CPU for the same wall time, measured alone);
 * test/node/render/compile-ahead-threads.test.ts proves threaded output identical.
 */
export async function jestSiteBuild(): Promise<JestSiteBuild> {
  const { dir, result } = await sharedBuild('jest-site', async (folder) => {
    const out = join(folder, 'build');
    const child = spawn(process.execPath, [CLI, 'build', '--no-cache', '--locale', 'en', '--threads', '1', '--out-dir', out], {
      cwd: join(JEST_SITE, 'website'),
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const status = await new Promise<number | null>((done, fail) => child.on('error', fail).on('close', done));
    return { status, log: `${stdout}\n${stderr}` };
  });
  return { out: join(dir, 'build'), ...result };
}

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../src/node/write/output-guard.ts';
import { CLI, REPO, treeDigest } from '../helpers/cli.ts';

// Case 6: Ctrl-C and SIGTERM were ignored while a page compiled on the build's thread.
// Built where it is: its React page needs the repository's node_modules.
const site = join(REPO, 'test/fixtures/interrupt');
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docs-build-signals-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)('%s while the build is stuck in synchronous code', (signal, exitCode) => {
  it(`stops the build, exits ${exitCode}, keeps the previous output and removes the temporary folder`, async () => {
    const out = join(work, `build-${signal}`);
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), '<!doctype html><p>the previous build</p>\n');
    writeFileSync(join(out, OUTPUT_MARKER), '');
    const before = await treeDigest(out);
    const marker = join(work, `looping-${signal}`);
    const env: Record<string, string | undefined> = { ...process.env, DOCS_BUILD_STUCK_MARKER: marker };
    delete env.DEBUG;
    // A process group of its own, so the test can always end every process of the build, whatever happens.
    const child = spawn(process.execPath, [CLI, 'build', '--config', join(site, 'docs-build.config.ts'), '--out-dir', out, '--no-cache', '--threads', '1'], {
      cwd: work,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t));
    child.stdout.resume();
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, sig) => resolve({ code, signal: sig })));
    try {
      // The page module has started its endless loop, with the temporary folder in place.
      while (!existsSync(marker)) {
        if (child.exitCode !== null) throw new Error(`the build ended before it was stuck:\n${stderr}`);
        await sleep(50);
      }
      const temps = readdirSync(work).filter((name) => name.startsWith(`.build-${signal}.tmp-`));
      expect(temps).toHaveLength(1);
      child.kill(signal);
      // Far longer than the build may take to stop; without a supervisor it never stops at all.
      const result = await Promise.race([exited, sleep(20_000).then(() => undefined)]);
      expect(result, `the build did not stop on ${signal}:\n${stderr}`).toEqual({ code: exitCode, signal: null });
      expect(readdirSync(work).filter((name) => name.startsWith(`.build-${signal}`))).toEqual([]);
      expect(await treeDigest(out)).toEqual(before);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }, 90_000);
});

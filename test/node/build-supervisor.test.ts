import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../src/node/write/output-guard.ts';
import { CLI, REPO, treeDigest } from '../helpers/cli.ts';

// Case 6: Ctrl-C and SIGTERM were ignored while a page compiled on the build's thread.
// Built where they are: their pages need the repository's node_modules.
const site = join(REPO, 'test/fixtures/interrupt');
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docs-build-signals-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Ends every process of the group the test started, whatever happened. */
function endGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PsRow {
  pid: number;
  ppid: number;
  state: string;
  command: string;
}

function psRows(): PsRow[] {
  return execFileSync('ps', ['-e', '-o', 'pid=,ppid=,stat=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 4)
    .map(([pid, ppid, state, ...command]) => ({ pid: Number(pid), ppid: Number(ppid), state: state!, command: command.join(' ') }));
}

/** Every process descended from `root`, however deep, as `ps` lists them. */
function descendants(root: number): PsRow[] {
  const rows = psRows();
  const found: PsRow[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const row of rows) {
      if (row.ppid === parent) {
        found.push(row);
        queue.push(row.pid);
      }
    }
  }
  return found;
}

/** Which of `pids` still run (zombies are gone already, only not yet reaped by whoever inherited them). */
const stillRunning = (pids: number[]) => psRows().filter((row) => pids.includes(row.pid) && !row.state.startsWith('Z'));

// `interrupt` is stuck loading a page module; `interrupt-mdx` compiling a partial in one of esbuild's callbacks,
// with esbuild's service process waiting on the builder.
// Sent to the command's process only, as a service manager or `kill` does, or to its whole process group, as a
// terminal's Ctrl-C does.
describe.each([
  ['SIGINT', 130, 'interrupt', 'process'],
  ['SIGTERM', 143, 'interrupt', 'process'],
  ['SIGINT', 130, 'interrupt-mdx', 'process'],
  ['SIGTERM', 143, 'interrupt-mdx', 'process'],
  ['SIGINT', 130, 'interrupt-mdx', 'group'],
] as const)('%s while the build is stuck in synchronous code (exit %s, fixture %s, sent to the %s)', (signal, exitCode, fixture, target) => {
  it(`stops the build within 3 s, exits ${exitCode}, keeps the previous output and removes the temporary folder`, async () => {
    const name = `${fixture}-${signal}-${target}`;
    const out = join(work, name);
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), '<!doctype html><p>the previous build</p>\n');
    writeFileSync(join(out, OUTPUT_MARKER), '');
    const before = await treeDigest(out);
    const marker = join(work, `looping-${name}`);
    const env: Record<string, string | undefined> = { ...process.env, DOCS_BUILD_STUCK_MARKER: marker };
    delete env.DEBUG;
    // A process group of its own, so the test can always end every process of the build, whatever happens.
    const child = spawn(process.execPath, [CLI, 'build', '--config', join(REPO, 'test/fixtures', fixture, 'docs-build.config.ts'), '--out-dir', out, '--no-cache', '--threads', '1'], {
      cwd: work,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t));
    child.stdout.resume();
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, sig) => resolve({ code, signal: sig })));
    // Closed once every process that shares the pipe has ended, orphans included.
    const stderrClosed = new Promise((resolve) => child.stderr.on('close', resolve));
    try {
      // The page module has started its endless loop, with the temporary folder in place.
      while (!existsSync(marker)) {
        if (child.exitCode !== null) throw new Error(`the build ended before it was stuck:\n${stderr}`);
        await sleep(50);
      }
      const temps = readdirSync(work).filter((entry) => entry.startsWith(`.${name}.tmp-`));
      expect(temps).toHaveLength(1);
      // The builder and esbuild's service process under it, at least.
      const processes = descendants(child.pid!);
      expect(processes.map((row) => row.command), 'no esbuild process to check').toContain('esbuild');
      const sent = performance.now();
      if (target === 'group') process.kill(-child.pid!, signal);
      else child.kill(signal);
      // Far longer than the build may take to stop; without a supervisor it never stops at all.
      const result = await Promise.race([exited, sleep(20_000).then(() => undefined)]);
      const took = performance.now() - sent;
      expect(result, `the build did not stop on ${signal}:\n${stderr}`).toEqual({ code: exitCode, signal: null });
      expect(took, `the build took ${Math.round(took)} ms to stop`).toBeLessThan(3000);
      // A process of the build may take a moment to end after its group's SIGKILL; none may linger.
      const deadline = Date.now() + 1000;
      while (stillRunning(processes.map((row) => row.pid)).length > 0 && Date.now() < deadline) await sleep(50);
      expect(stillRunning(processes.map((row) => row.pid)), 'processes of the build outlived it').toEqual([]);
      // esbuild's service, left without its parent, used to print a Go crash dump.
      await Promise.race([stderrClosed, sleep(2000)]);
      expect(stderr).not.toMatch(/goroutine|deadlock/);
      expect(readdirSync(work).filter((entry) => entry.startsWith(`.${name}`))).toEqual([]);
      expect(await treeDigest(out)).toEqual(before);
    } finally {
      endGroup(child.pid!);
    }
  }, 90_000);
});

/** Starts a build of the fixture that stops in its stuck page; resolves once the page's loop has started. */
async function startStuck(name: string, env: Record<string, string>) {
  const out = join(work, name);
  mkdirSync(out);
  writeFileSync(join(out, 'index.html'), '<!doctype html><p>the previous build</p>\n');
  writeFileSync(join(out, OUTPUT_MARKER), '');
  const before = await treeDigest(out);
  const marker = join(work, `looping-${name}`);
  const base: Record<string, string | undefined> = { ...process.env, DOCS_BUILD_STUCK_MARKER: marker, ...env };
  delete base.DEBUG;
  const child = spawn(process.execPath, [CLI, 'build', '--config', join(site, 'docs-build.config.ts'), '--out-dir', out, '--no-cache', '--threads', '1'], {
    cwd: work,
    env: base,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = { stderr: '' };
  child.stderr.setEncoding('utf8').on('data', (t: string) => (output.stderr += t));
  child.stdout.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, sig) => resolve({ code, signal: sig })));
  while (!existsSync(marker)) {
    if (child.exitCode !== null) throw new Error(`the build ended before it was stuck:\n${output.stderr}`);
    await sleep(50);
  }
  // The builder names its temporary folder after its process id.
  const temps = readdirSync(work).filter((entry) => entry.startsWith(`.${name}.tmp-`));
  expect(temps).toHaveLength(1);
  const builder = Number(temps[0]!.slice(`.${name}.tmp-`.length).split('-')[0]);
  expect(builder).not.toBe(child.pid);
  return { child, out, before, builder, exited, output, name };
}

/** Runs `body` on a stuck build, then checks the previous output and no temporary folder are left, and ends every process of it. */
async function withStuckBuild(name: string, env: Record<string, string>, body: (run: Awaited<ReturnType<typeof startStuck>>) => Promise<void>) {
  const run = await startStuck(name, env);
  try {
    await body(run);
    expect(await treeDigest(run.out)).toEqual(run.before);
    expect(readdirSync(work).filter((entry) => entry.startsWith(`.${run.name}`))).toEqual([]);
  } finally {
    endGroup(run.child.pid!);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a build process killed outright', () => {
  it('the builder of a supervisor killed with SIGKILL stops, and never swaps its output in', async () => {
    // The page is stuck for 3 s, then the build could finish: an orphaned builder would publish it.
    await withStuckBuild('build-orphan', { DOCS_BUILD_STUCK_MS: '3000' }, async (run) => {
      process.kill(run.child.pid!, 'SIGKILL');
      const deadline = Date.now() + 30_000;
      while (alive(run.builder) && Date.now() < deadline) await sleep(100);
      expect(alive(run.builder), 'the builder outlived its supervisor').toBe(false);
    });
  }, 90_000);

  it('a builder killed with SIGKILL makes the command say so and exit 137, keeping the previous output', async () => {
    await withStuckBuild('build-killed', {}, async (run) => {
      process.kill(run.builder, 'SIGKILL');
      const result = await Promise.race([run.exited, sleep(20_000).then(() => undefined)]);
      expect(result, run.output.stderr).toEqual({ code: 137, signal: null });
      expect(run.output.stderr).toMatch(/^error: The build process \(pid \d+\) was killed by SIGKILL/m);
      expect(run.output.stderr).toMatch(/out of memory/);
    });
  }, 90_000);
});

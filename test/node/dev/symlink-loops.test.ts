// Reliability, round three: with two symlink loops in content/ and two in static/ (one through a folder outside the
// site), `docs-build dev` never started: chokidar followed the loops without end, its memory growing by megabytes a
// second. It must start, stay idle, answer, and reload on an edit, in bounded time.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI } from '../../helpers/cli.ts';
import { INTRO, makeDevSite, type DevSite } from './helpers/dev-site.ts';

const START_LIMIT_MS = 60_000;

let site: DevSite;
let child: ChildProcess;
let url: string;
let stderr = '';

/** CPU seconds the process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of the line, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of the process, in MB. */
function rssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

beforeAll(async () => {
  site = await makeDevSite();
  await mkdir(join(site.dir, 'content/docs/more'), { recursive: true });
  await site.write('content/docs/more/page.md', '# More\n\nA page in a sub-folder.\n');
  await symlink('..', join(site.dir, 'content/docs/more/loop'));
  await symlink('../..', join(site.dir, 'content/docs/loop2'));
  await mkdir(join(site.dir, 'static/deep'), { recursive: true });
  await symlink('..', join(site.dir, 'static/deep/loop'));
  await symlink('../..', join(site.dir, 'static/deep/loop2'));
  // A loop through a folder outside the site.
  const outside = join(site.dir, '..', `${site.dir.split(/[\\/]/).pop()}-outside`);
  await mkdir(outside, { recursive: true });
  await symlink(join(site.dir, 'static'), join(outside, 'back'));
  await symlink(outside, join(site.dir, 'static/ext'));

  // A process group of its own, so a dev server that runs away is stopped whole.
  child = spawn(process.execPath, [CLI, 'dev', '--port', '0'], { cwd: site.dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`dev did not start within ${START_LIMIT_MS} ms; stderr:\n${stderr.slice(-2000)}`)), START_LIMIT_MS);
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
      const found = /Dev server at (\S+)/.exec(stdout)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.on('exit', (code) => reject(new Error(`dev exited with ${code}; stderr:\n${stderr.slice(-2000)}`)));
  });
}, START_LIMIT_MS + 10_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }
  if (site) {
    const { rm } = await import('node:fs/promises');
    await rm(`${site.dir}-outside`, { recursive: true, force: true });
    await site.dispose();
  }
});

describe.runIf(process.platform === 'linux')('docs-build dev with symlink loops in content/ and static/', () => {
  it('starts, stays idle, answers, and reloads on an edit', async () => {
    const pid = child.pid!;
    // Idle once started: a watcher still walking a loop spends whole seconds of CPU and keeps growing. The pages
    // render in the background after the start; that ends, so the measure starts after a first quiet second.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const before = cpuSeconds(pid);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (cpuSeconds(pid) - before < 0.1 || Date.now() > deadline) break;
    }
    const cpuBefore = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(cpuSeconds(pid) - cpuBefore, 'CPU seconds used in 3 s of idling').toBeLessThan(0.6);
    expect(rssMb(pid)).toBeLessThan(500);

    // Each loop is named once, as in a build.
    for (const link of ['content/docs/more/loop', 'content/docs/loop2']) expect(stderr).toContain(`${link}  warning This symlink leads back to a folder it is in`);

    expect((await fetch(new URL('docs/more/page', url))).status).toBe(200);
    expect(await (await fetch(new URL('robots.txt', url))).text()).toBe('User-agent: *\n');

    const stream = await new Promise<IncomingMessage>((resolve) => get(new URL('__docs-build/events', url), resolve));
    const told = new Promise<string>((resolve) => {
      let buffer = '';
      stream.setEncoding('utf8').on('data', (text: string) => {
        buffer += text;
        const event = /^event: (content|reload)$/m.exec(buffer)?.[1];
        if (event) resolve(event);
      });
    });
    try {
      await site.write('content/docs/intro.mdx', INTRO('Written while loops are in the folders.'));
      expect(['content', 'reload']).toContain(await told);
      expect(await (await fetch(new URL('docs/intro', url))).text()).toContain('Written while loops are in the folders.');
    } finally {
      stream.destroy();
    }
    expect(rssMb(pid)).toBeLessThan(500);
  }, 60_000);
});

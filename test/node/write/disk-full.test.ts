// Reliability, round three: a full disk. The disks here are small tmpfs mounts, filled up; they need root (or
// CAP_SYS_ADMIN), so without them these tests are skipped, visibly.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statfsSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outputDiskFull } from '../../../src/node/write/disk-full.ts';
import { CLI, finished, REPO, treeDigest, type CliResult } from '../../helpers/cli.ts';

function mount(dir: string, size: string): void {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
}

function unmount(dir: string): void {
  try {
    execFileSync('umount', [dir], { stdio: 'ignore' });
  } catch {
    // Still busy: detach it now, it goes when the last file on it is closed.
    execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
  }
}

/** Whether this process may mount a tmpfs (root in a system that allows it). */
const canMount = (() => {
  if (process.platform !== 'linux') return false;
  const dir = mkdtempSync(join(tmpdir(), 'docs-build-can-mount-'));
  try {
    mount(dir, '64k');
    unmount(dir);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();

/** Fills the disk of `dir` with one file, leaving `freeBytes` (rounded down to whole pages) free. */
function fill(dir: string, freeBytes: number): void {
  const { bavail, bsize } = statfsSync(dir);
  let left = bavail * bsize - freeBytes;
  const fd = openSync(join(dir, 'filler'), 'w');
  const chunk = Buffer.alloc(64 * 1024);
  try {
    while (left > 0) left -= writeSync(fd, chunk, 0, Math.min(chunk.length, left));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

function buildIn(site: string, out: string): Promise<CliResult> {
  return finished(spawn(process.execPath, [CLI, 'build', '--out-dir', out], { cwd: site, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEBUG: '' } }));
}

describe('a full disk', () => {
  let work: string;
  let site: string;
  const mounted: string[] = [];
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-disk-full-'));
    site = join(work, 'site');
    cpSync(join(REPO, 'test/fixtures/build-site'), site, { recursive: true });
  });
  afterEach(() => {
    for (const dir of mounted.splice(0)) unmount(dir);
    rmSync(work, { recursive: true, force: true });
  });

  it.runIf(canMount)('under the cache folder: one warning naming the folder, and the build goes on', async () => {
    const cache = join(site, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    mount(cache, '256k');
    mounted.push(cache);
    fill(cache, 0);
    const result = await buildIn(site, join(work, 'out'));
    expect(result.code, result.stderr).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => / warning .*\[cache\]$/.test(line));
    expect(warnings, result.stderr).toHaveLength(1);
    expect(warnings[0]).toContain('node_modules/.cache/docs-build');
    expect(warnings[0]).toContain('ENOSPC');
    expect(result.stderr).not.toMatch(/^error/m);
    expect(readFileSync(join(work, 'out/index.html'), 'utf8')).toContain('Fixture home');
  }, 90_000);

  it.runIf(canMount)('under the cache folder, filling up during the build: one warning naming the folder, and the build goes on', async () => {
    const cache = join(site, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    mount(cache, '8m');
    mounted.push(cache);
    // Room for the compiled config, not for the client bundle and the pages.
    fill(cache, 128 * 1024);
    const result = await buildIn(site, join(work, 'out'));
    expect(result.code, result.stderr).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => / warning .*\[cache\]$/.test(line));
    expect(warnings, result.stderr).toEqual([expect.stringMatching(/^ {2}node_modules\/\.cache\/docs-build {2}warning The disk of the build cache is full/)]);
    expect(readFileSync(join(work, 'out/index.html'), 'utf8')).toContain('Fixture home');
    // Entries that did not fit are not left half-written.
    const pages = join(cache, 'docs-build/pages');
    for (const entry of existsSync(pages) ? readdirSync(pages) : []) expect(statSync(join(pages, entry)).size, entry).toBeGreaterThan(0);
  }, 90_000);

  // Full from the start (the first write in the new folder fails), and full part of the way through (the client
  // bundle, or the pages, do not fit).
  it.runIf(canMount).each([0, 256 * 1024, 600 * 1024])(
    'under the output folder, %i bytes free: an error naming the folder and saying the disk is full, and the previous output stays whole',
    async (freeBytes) => {
      const disk = join(work, 'disk');
      mkdirSync(disk);
      mount(disk, '8m');
      mounted.push(disk);
      const out = join(disk, 'build');
      const first = await buildIn(site, out);
      expect(first.code, first.stderr).toBe(0);
      const before = await treeDigest(out);
      writeFileSync(join(site, 'content/docs/intro.md'), `${readFileSync(join(site, 'content/docs/intro.md'), 'utf8')}\nA change to build.\n`);
      // The cache is on another disk: what the second build cannot reuse it writes again.
      rmSync(join(site, 'node_modules/.cache'), { recursive: true, force: true });
      fill(disk, freeBytes);

      const result = await buildIn(site, out);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/^error: The disk is full: the build could not write its output folder \.\.\/disk\/build \(ENOSPC\)/m);
      expect(result.stderr).toContain('hint: Free some space on the disk that holds ../disk/build');
      expect(await treeDigest(out)).toEqual(before);
      // Its temporary folder is gone, and so the space it took.
      expect(readdirSync(disk).sort()).toEqual(['build', 'filler']);
      expect(existsSync(join(out, '.docs-build-output'))).toBe(true);
    },
    120_000,
  );
});

describe("a copy's full disk", () => {
  // Node names a failed copyFile's source as `path` and the file it could not write as `dest`.
  const copyError = (dest: string) => Object.assign(new Error('ENOSPC: no space left on device, copyfile'), { code: 'ENOSPC', syscall: 'copyfile', path: '/site/docs/img/diagram.png', dest });

  it('is the output disk when the file it could not write is in the build\'s temporary output folder', () => {
    const error = outputDiskFull(copyError('/disk/.build.tmp-1-abc/assets/images/diagram-1.png'), '/disk/build', '/site');
    expect(error?.message).toMatch(/^The disk is full: the build could not write its output folder \.\.\/disk\/build \(ENOSPC\)/);
  });

  it('is not when that file is elsewhere', () => {
    expect(outputDiskFull(copyError('/elsewhere/diagram.png'), '/disk/build', '/site')).toBeUndefined();
  });
});

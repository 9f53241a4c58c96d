import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { OUTPUT_MARKER } from '../../../src/node/write/output-guard.ts';
import { lockFolder } from '../../helpers/lock-folder.ts';
import { REPO, runCli, treeDigest } from '../../helpers/cli.ts';

// A copy of a small site inside a folder that also holds a neighbour, so a build that deletes too much shows.
let work: string;
let site: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docs-build-guard-'));
  site = join(work, 'site');
  cpSync(join(REPO, 'test/fixtures/build-site'), site, { recursive: true });
  writeFileSync(join(site, 'some-file.txt'), 'keep me\n');
  mkdirSync(join(work, 'neighbour'));
  writeFileSync(join(work, 'neighbour/notes.txt'), 'keep me too\n');
  mkdirSync(join(site, 'mine'));
  writeFileSync(join(site, 'mine/thesis.tex'), 'years of work\n');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the output folder (case 1: --out-dir . deleted the project)', () => {
  it.each([
    ['.', /it is the site folder itself/],
    ['..', /it holds the site folder/],
    ['content', /it holds content\/docs, which the build reads from/],
    ['content/docs/guide', /it lies inside content\/docs, which the build reads from/],
    ['static', /it lies inside static|holds static/],
    ['some-file.txt', /it is a file, not a folder/],
    ['node_modules/site', /it lies inside node_modules/],
    ['mine', /it is not empty and was not made by docs-build/],
    ['/', /it is the root of the file system/],
  ])('refuses --out-dir %s and leaves every file in place', async (outDir, why) => {
    const before = await treeDigest(work);
    const error = await build({ cwd: site, outDir, cache: false }).then(
      () => undefined,
      (e: unknown) => e as Error & { hint?: string },
    );
    expect(error?.message).toMatch(/^Refusing to write the build to /);
    expect(error?.message).toMatch(why);
    expect(error?.hint).toMatch(/--out-dir/);
    expect(await treeDigest(work)).toEqual(before);
    expect(readdirSync(site).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('builds into an absent folder, then replaces it (it holds the marker) on the next build', async () => {
    const out = join(work, 'out');
    await build({ cwd: site, outDir: out, cache: false });
    expect(existsSync(join(out, OUTPUT_MARKER))).toBe(true);
    writeFileSync(join(out, 'stale.html'), 'from an older build\n');
    await build({ cwd: site, outDir: out, cache: false });
    expect(existsSync(join(out, 'stale.html'))).toBe(false);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('builds into an empty folder', async () => {
    const out = join(work, 'empty');
    mkdirSync(out);
    const report = await build({ cwd: site, outDir: out, cache: false });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('the CLI refuses `build --out-dir .` with one error paragraph, exit 1, and the project intact', async () => {
    const before = await treeDigest(work);
    const { code, stderr, stdout } = await runCli(['build', '--config', join(site, 'docs-build.config.ts'), '--out-dir', site, '--no-cache']);
    expect(code).toBe(1);
    expect(stdout).not.toMatch(/Build finished/);
    expect(stderr).toMatch(/^error: Refusing to write the build to .*: it is the site folder itself/m);
    expect(stderr).toMatch(/^hint: /m);
    expect(await treeDigest(work)).toEqual(before);
  }, 60_000);
});

describe('an output folder the build cannot empty (case 7)', () => {
  it('is refused before the build, nothing is swapped, and the next build works once it is writable', async (ctx) => {
    const out = join(work, 'locked');
    await build({ cwd: site, outDir: out, cache: false });
    const before = await treeDigest(out);
    const unlock = lockFolder(join(out, 'docs'));
    if (!unlock) ctx.skip();
    try {
      const error = await build({ cwd: site, outDir: out, cache: false }).then(
        () => undefined,
        (e: unknown) => e as Error & { hint?: string },
      );
      expect(error?.message).toMatch(/the previous output cannot be removed: .*docs is not writable/);
      expect(error?.hint).toMatch(/chmod -R u\+w|chattr/);
      expect(await treeDigest(out)).toEqual(before);
      expect(readdirSync(work).filter((name) => name.startsWith('.locked'))).toEqual([]);
    } finally {
      unlock!();
    }
    const report = await build({ cwd: site, outDir: out, cache: false });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(readdirSync(work).filter((name) => name.startsWith('.locked'))).toEqual([]);
  }, 60_000);

  it('a leftover folder of an earlier swap that cannot be removed does not fail later builds', async (ctx) => {
    const out = join(work, 'leftover');
    await build({ cwd: site, outDir: out, cache: false });
    // What a swap whose old output could not be deleted leaves: a dead process's aside folder.
    const aside = join(work, `.leftover.tmp-${2 ** 22 + 7}-abc.old`);
    mkdirSync(join(aside, 'docs'), { recursive: true });
    writeFileSync(join(aside, 'docs/index.html'), 'old\n');
    const unlock = lockFolder(join(aside, 'docs'));
    if (!unlock) ctx.skip();
    try {
      const report = await build({ cwd: site, outDir: out, cache: false });
      expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    } finally {
      unlock!();
    }
    await build({ cwd: site, outDir: out, cache: false });
    expect(existsSync(aside)).toBe(false);
  }, 60_000);
});

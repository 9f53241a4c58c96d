import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { CACHE_DIR } from '../../../src/node/cache/dirs.ts';
import { lockFolder } from '../../helpers/lock-folder.ts';
import { REPO, runCli, treeDigest } from '../../helpers/cli.ts';

let work: string;
let site: string;
let cache: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'docs-build-integrity-'));
  site = join(work, 'site');
  cpSync(join(REPO, 'test/fixtures/build-site'), site, { recursive: true });
  cache = join(site, CACHE_DIR);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const errorsOf = (report: Awaited<ReturnType<typeof build>>) => report.problems.filter((p) => p.severity === 'error');

// Case 4: one changed byte in a page-cache entry was published in most pages.
describe('a damaged cache entry', () => {
  it('is never published: a page-cache entry with one changed byte is rendered again, with a DEBUG note', async () => {
    const out = join(work, 'out');
    expect(errorsOf(await build({ cwd: site, outDir: out, threads: 1 }))).toEqual([]);
    const clean = await treeDigest(out);
    const entries = readdirSync(join(cache, 'pages'));
    expect(entries.length).toBeGreaterThan(0);
    for (const name of entries) {
      const path = join(cache, 'pages', name);
      // Still valid JSON, and the same length: only the hash can tell.
      const text = readFileSync(path, 'utf8').replace('Fixture Site', 'Fixture Sitf');
      expect(text).toContain('Fixture Sitf');
      writeFileSync(path, text);
    }
    vi.stubEnv('DEBUG', '1');
    const notes: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      notes.push(String(chunk));
      return true;
    });
    let report: Awaited<ReturnType<typeof build>> | undefined;
    try {
      report = await build({ cwd: site, outDir: out, threads: 1 });
    } finally {
      spy.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(errorsOf(report)).toEqual([]);
    expect(report.cachedPages).toBe(0);
    expect(await treeDigest(out)).toEqual(clean);
    expect(notes.join('')).toMatch(/debug: page cache: .* does not match its hash; the page is rendered again/);
    // The entries made again are good: the next build takes every Markdown page from the cache.
    const third = await build({ cwd: site, outDir: out, threads: 1 });
    expect(third.cachedPages).toBe(third.pages);
    expect(await treeDigest(out)).toEqual(clean);
  }, 60_000);

  it('a client-bundle cache entry whose recorded meta was changed is made again', async () => {
    const out = join(work, 'out');
    await build({ cwd: site, outDir: out, threads: 1 });
    const clean = await treeDigest(out);
    const [set] = readdirSync(join(cache, 'client'));
    const entry = join(cache, 'client', set!, 'entry.json');
    const text = readFileSync(entry, 'utf8');
    // The script every page links to: published as it is, if the entry were trusted.
    expect(text).toContain('"entryScript":"/assets/entry-');
    writeFileSync(entry, text.replace('"entryScript":"/assets/entry-', '"entryScript":"/assets/entrx-'));
    await build({ cwd: site, outDir: out, threads: 1 });
    expect(await treeDigest(out)).toEqual(clean);
  }, 60_000);
});

// Case 5: a cache that could not be written failed the build.
describe('a cache that cannot be written', () => {
  it('with a file in the way of the cache folder, the build succeeds with one warning', async () => {
    mkdirSync(join(site, 'node_modules/.cache'), { recursive: true });
    writeFileSync(cache, 'not a folder\n');
    const out = join(work, 'out');
    const report = await build({ cwd: site, outDir: out, threads: 1 });
    expect(report.problems).toEqual([
      expect.objectContaining({ severity: 'warning', ruleId: 'cache', message: expect.stringMatching(/^The build cache cannot be written \((ENOTDIR|EEXIST)/) }),
    ]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Fixture home');
  }, 60_000);

  it('with a read-only page cache folder, the build succeeds with one warning', async (ctx) => {
    const out = join(work, 'out');
    await build({ cwd: site, outDir: out, threads: 1 });
    const clean = await treeDigest(out);
    const unlock = lockFolder(join(cache, 'pages'));
    if (!unlock) ctx.skip();
    try {
      const report = await build({ cwd: site, outDir: out, threads: 1 });
      expect(report.problems).toEqual([expect.objectContaining({ severity: 'warning', ruleId: 'cache', file: join(CACHE_DIR, 'pages') })]);
      expect(await treeDigest(out)).toEqual(clean);
    } finally {
      unlock!();
    }
  }, 60_000);
});

// A read-only node_modules, or a cache folder that cannot be made, failed every build, --no-cache too: the config
// is compiled into a module under node_modules before it is imported.
describe('node_modules that cannot be written, with the command line', () => {
  const cacheWarnings = (stderr: string) => stderr.split('\n').filter((line) => / warning .*\[cache\]$/.test(line));

  /** Builds with the cache and with --no-cache: both must succeed, the first with one warning naming the folder. */
  async function buildsWithAndWithoutCache() {
    for (const args of [[], ['--no-cache']]) {
      const out = join(work, `out${args.join('')}`);
      const result = await runCli(['build', '--config', join(site, 'docs-build.config.ts'), '--out-dir', out, '--threads', '1', ...args]);
      expect(result.code, result.stderr).toBe(0);
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Fixture home');
      // --no-cache asks for no cache: nothing to warn about.
      expect(cacheWarnings(result.stderr), result.stderr).toHaveLength(args.length === 0 ? 1 : 0);
      if (args.length === 0) expect(cacheWarnings(result.stderr)[0]).toContain('node_modules/.cache/docs-build');
    }
  }

  it('a file in the way of node_modules/.cache: every build succeeds, with one warning naming the folder', async () => {
    mkdirSync(join(site, 'node_modules'));
    writeFileSync(join(site, 'node_modules/.cache'), 'not a folder\n');
    await buildsWithAndWithoutCache();
  }, 120_000);

  it('a read-only node_modules: every build succeeds, with one warning naming the folder', async (ctx) => {
    mkdirSync(join(site, 'node_modules'));
    const unlock = lockFolder(join(site, 'node_modules'));
    if (!unlock) ctx.skip();
    try {
      await buildsWithAndWithoutCache();
    } finally {
      unlock!();
    }
  }, 120_000);

  it('with no writable folder at all (temporary folder included), the config still loads', async () => {
    mkdirSync(join(site, 'node_modules'));
    writeFileSync(join(site, 'node_modules/.cache'), 'not a folder\n');
    const notAFolder = join(work, 'tmp-is-a-file');
    writeFileSync(notAFolder, '');
    const out = join(work, 'out');
    const result = await runCli(['build', '--config', join(site, 'docs-build.config.ts'), '--out-dir', out, '--threads', '1'], { TMPDIR: notAFolder });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Fixture home');
  }, 120_000);
});

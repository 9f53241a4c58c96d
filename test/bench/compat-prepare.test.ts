import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawOrder, readPool } from '../../bench/compat/draw.ts';
import { checkoutSite, declaredManager, MISSING_BLOBS, tail, timed } from '../../bench/compat/prepare-site.ts';

describe('compat: running a site build', () => {
  it('counts a run that exits 0 in time as done', () => {
    expect(timed(process.execPath, ['-e', 'console.log("built")'], process.cwd(), 20_000)).toMatchObject({ ok: true, output: expect.stringContaining('built') });
  });

  it('keeps the start and the end of a long output', () => {
    const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const kept = tail(output, 2, 3).split('\n');
    expect(kept).toEqual(['line 0', 'line 1', '…', 'line 97', 'line 98', 'line 99']);
  });
});

describe('compat: installing a site', () => {
  it('reads the package manager a package.json names', () => {
    expect(declaredManager('{"packageManager": "pnpm@10.34.5"}')).toEqual({ name: 'pnpm', version: '10.34.5' });
    expect(declaredManager('{"packageManager": "yarn@4.5.0+sha512.abc"}')).toEqual({ name: 'yarn', version: '4.5.0' });
    expect(declaredManager('{"name": "site"}')).toBeUndefined();
    expect(declaredManager('{"packageManager": "latest"}')).toBeUndefined();
    expect(declaredManager('not json')).toBeUndefined();
  });
});

describe('compat: checking out a site', () => {
  it('writes a blob the git directory lacks as an empty file, and lists it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compat-checkout-'));
    try {
      const repo = join(dir, 'repo');
      const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();
      execFileSync('git', ['init', '-q', repo]);
      writeFileSync(join(repo, 'package.json'), '{"name":"site"}');
      writeFileSync(join(repo, 'hero.mp4'), 'a large video');
      git('add', '.');
      git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'site');
      const commit = git('rev-parse', 'HEAD');
      // A partial copy: the video's blob is not there.
      const blob = git('rev-parse', 'HEAD:hero.mp4');
      rmSync(join(repo, '.git/objects', blob.slice(0, 2), blob.slice(2)));
      const sites = join(dir, 'sites');
      expect(checkoutSite(sites, { repo: 'o/site', commit, dir: '', kind: 'random' }, join(repo, '.git'))).toBe(true);
      expect(readFileSync(join(sites, 'o__site/package.json'), 'utf8')).toBe('{"name":"site"}');
      expect(existsSync(join(sites, 'o__site/hero.mp4'))).toBe(true);
      expect(readFileSync(join(sites, 'o__site/hero.mp4'), 'utf8')).toBe('');
      expect(readFileSync(join(sites, 'o__site', MISSING_BLOBS), 'utf8')).toBe('hero.mp4\n');
      // A git work tree at the commit, for sites that show each page's last update.
      const log = execFileSync('git', ['-C', join(sites, 'o__site'), 'log', '-1', '--format=%H %an', '--', 'package.json'], { encoding: 'utf8' }).trim();
      expect(log).toBe(`${commit} t`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compat: the draw', () => {
  const compatDir = fileURLToPath(new URL('../../bench/compat/', import.meta.url));
  const list = JSON.parse(readFileSync(join(compatDir, 'sites.json'), 'utf8')) as {
    seed: number;
    poolSize: number;
    sites: { repo: string; draw?: number }[];
    rejected: { repo: string; draw?: number }[];
  };

  it('reproduces every recorded draw from the pool and the seed', () => {
    const pool = readPool(compatDir);
    expect(pool).toHaveLength(list.poolSize);
    expect(new Set(pool).size).toBe(pool.length);
    const order = drawOrder(pool, list.seed);
    const recorded = [...list.sites, ...list.rejected].filter((entry) => entry.draw !== undefined);
    expect(recorded.length).toBeGreaterThan(100);
    for (const entry of recorded) expect(order[entry.draw!], `draw #${entry.draw}`).toBe(entry.repo);
  });

  it('shuffles every item once', () => {
    const items = Array.from({ length: 50 }, (_, i) => `r${i}`);
    const order = drawOrder(items, 7);
    expect(order).not.toEqual(items);
    expect([...order].sort()).toEqual([...items].sort());
    expect(drawOrder(items, 7)).toEqual(order);
  });
});

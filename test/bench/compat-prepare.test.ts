import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawOrder, readPool } from '../../bench/compat/draw.ts';
import { declaredManager, tail, timed } from '../../bench/compat/prepare-site.ts';

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

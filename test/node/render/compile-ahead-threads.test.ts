import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateSite } from '../../../bench/generate.ts';
import { build } from '../../../src/node/build.ts';
import { compileAhead } from '../../../src/node/render/compile-ahead.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';

vi.mock('../../../src/node/render/compile-ahead.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/node/render/compile-ahead.ts')>();
  return { ...actual, compileAhead: vi.fn(actual.compileAhead) };
});

function tree(dir: string): Map<string, string> {
  return new Map(fg.sync('**/*', { cwd: dir }).sort().map((f) => [f, readFileSync(join(dir, f), 'latin1')]));
}

// The two builds of the site, one on the main thread and one on render threads, serve both subjects of this file:
// where the pages are compiled ahead, and that both ways write the same bytes. Each build of 40 pages costs
// seconds of CPU: the output comparison once had builds of its own, of the same site with the same options.
let work: string;
let configFile: string;
let single: BuildReport | undefined;
let parallel: BuildReport | undefined;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'docs-build-ahead-'));
  // Enough docs for the build to use render threads (32), with room to spare; more pages only make both builds longer.
  configFile = (await generateSite({ dir: join(work, 'site'), pages: 40 })).configFile;
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('compiling ahead while the client is bundled', () => {
  it('happens on a build that renders on the main thread alone', async () => {
    vi.mocked(compileAhead).mockClear();
    single = await build({ config: configFile, cwd: dirname(configFile), outDir: join(work, 'one'), threads: 1, cache: false });
    expect(single.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(compileAhead).toHaveBeenCalledTimes(1);
  }, 300_000);

  it('leaves the main thread to esbuild when render threads wait for the bundle', async () => {
    vi.mocked(compileAhead).mockClear();
    parallel = await build({ config: configFile, cwd: dirname(configFile), outDir: join(work, 'two'), threads: 2, cache: false });
    expect(parallel.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(compileAhead).not.toHaveBeenCalled();
  }, 300_000);
});

describe('parallel build', () => {
  it('writes byte-identical output on worker threads and on the main thread', () => {
    // The builds of the tests above (tests of a file run in order); without them this fails, it does not pass.
    expect(single, 'the build on the main thread').toBeDefined();
    expect(parallel, 'the build on render threads').toBeDefined();
    expect(single!.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(parallel!.problems).toEqual(single!.problems);
    const a = tree(join(work, 'one'));
    const b = tree(join(work, 'two'));
    expect(a.size).toBeGreaterThan(40);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [file, contents] of a) expect(b.get(file), file).toBe(contents);
  });
});

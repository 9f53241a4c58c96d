import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateSite } from '../../../bench/generate.ts';
import { build } from '../../../src/node/build.ts';
import { compileAhead } from '../../../src/node/render/compile-ahead.ts';

vi.mock('../../../src/node/render/compile-ahead.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/node/render/compile-ahead.ts')>();
  return { ...actual, compileAhead: vi.fn(actual.compileAhead) };
});

describe('compiling ahead while the client is bundled', () => {
  let work: string;
  let configFile: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-ahead-'));
    // Enough docs for the build to use render threads (32).
    configFile = (await generateSite({ dir: join(work, 'site'), pages: 40 })).configFile;
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('happens on a build that renders on the main thread alone', async () => {
    vi.mocked(compileAhead).mockClear();
    const report = await build({ config: configFile, cwd: dirname(configFile), outDir: join(work, 'one'), threads: 1, cache: false });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(compileAhead).toHaveBeenCalledTimes(1);
  }, 300_000);

  it('leaves the main thread to esbuild when render threads wait for the bundle', async () => {
    vi.mocked(compileAhead).mockClear();
    const report = await build({ config: configFile, cwd: dirname(configFile), outDir: join(work, 'two'), threads: 2, cache: false });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(compileAhead).not.toHaveBeenCalled();
  }, 300_000);
});

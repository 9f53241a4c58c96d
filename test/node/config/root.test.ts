import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { loadConfig } from '../../../src/node/config/load.ts';
import { DocsBuildError } from '../../../src/node/report/diagnostic.ts';

const fixture = fileURLToPath(new URL('../../fixtures/config/spread/', import.meta.url));

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-root-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a config in another folder that spreads the site config', () => {
  it('resolves the site folder from `root`, relative to the config file', async () => {
    const loaded = await loadConfig(join(fixture, 'ci/with-root.config.ts'));
    expect(loaded.root).toBe(join(fixture, 'site'));
    expect(loaded.config.onBrokenAnchors).toBe('throw');
  });

  it('builds the site', async () => {
    const outDir = join(work, 'build');
    const report = await build({ config: join(fixture, 'ci/with-root.config.ts'), outDir, cache: false, threads: 1 });
    expect(report.problems).toEqual([]);
    expect(await readFile(join(outDir, 'img/logo.png'))).toBeTruthy();
    expect(await readFile(join(outDir, 'docs/intro/index.html'), 'utf8')).toContain('<title>');
  }, 60_000);

  it('without `root`, says to set it', async () => {
    const error = await loadConfig(join(fixture, 'ci/without-root.config.ts')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocsBuildError);
    expect((error as DocsBuildError).message).toContain("favicon: the file 'img/logo.png' does not exist in static/");
    expect((error as DocsBuildError).hint).toContain('set `root`');
  });
});

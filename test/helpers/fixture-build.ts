import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { build } from '../../src/node/build.ts';
import type { BuildReport } from '../../src/node/report/build-report.ts';

export interface BuiltFixture {
  /** The copy of the fixture that was built (its build may write beside its sources). */
  site: string;
  out: string;
  report: BuildReport;
}

/** Builds a copy of a fixture site once before the file's tests (one thread, no cache), and removes both after them. */
export function buildFixtureCopy(fixture: string, prefix: string, receive: (built: BuiltFixture) => void): void {
  let work: string | undefined;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), prefix));
    const site = join(work, 'site');
    const out = join(work, 'out');
    await cp(fixture, site, { recursive: true });
    receive({ site, out, report: await build({ cwd: site, outDir: out, threads: 1, cache: false }) });
  }, 120_000);
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });
}

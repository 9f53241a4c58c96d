import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder where the first test file that needs the real site builds it, for all the others of this run. */
    realSiteBase: string;
  }
}

/**
 * One build of the real site per test run, shared by every end-to-end file.
 * Only the folder is made here: a run of unit tests alone never builds it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = await mkdtemp(join(tmpdir(), 'docs-build-real-site-'));
  project.provide('realSiteBase', base);
  return () => rm(base, { recursive: true, force: true });
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the builds made once per run for every test file that needs them (see test/helpers/shared-build.ts). */
    sharedBuilds: string;
  }
}

/**
 * Builds shared by the test files of a run (the real site, the Jest site) go
 * under one folder, removed at the end. Only the folder is made here: each build
 * is made by the first file that needs it, so a run of unit tests alone makes none.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = await mkdtemp(join(tmpdir(), 'docs-build-shared-'));
  project.provide('sharedBuilds', base);
  return () => rm(base, { recursive: true, force: true });
}

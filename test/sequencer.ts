import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Folders whose files drive Chromium or pack and install the package: the longest files of the run. */
const LONG = ['test/e2e/', 'test/package/'];

/**
 * Starts the longest files first, so that the two workers finish together
 * instead of one of them running a long file alone at the end.
 *
 * Vitest's own order does that from the durations of the previous run, which
 * a fresh clone (CI) does not have; it then starts the largest files first,
 * and some of the longest files are small. Without those durations, the
 * files of LONG go first, each group largest first as Vitest orders it.
 */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const known = sorted.every((spec) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(root, spec.moduleId)}`));
    if (known) return sorted;
    const long = (spec: TestSpecification) => LONG.some((folder) => relative(root, spec.moduleId).replaceAll('\\', '/').startsWith(folder));
    return [...sorted.filter(long), ...sorted.filter((spec) => !long(spec))];
  }
}

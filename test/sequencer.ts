import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The first file: it makes the Jest site's build (test/helpers/jest-site.ts), the longest single job of the run,
 * which jest-routes.test.ts reads later. Started last, it would end the run alone.
 */
const FIRST = ['test/e2e/jest-tabs.test.ts'];
/** Folders whose files drive Chromium or pack and install the package: the longest files of the run. */
const LONG = ['test/e2e/', 'test/package/'];

/**
 * Starts the longest files first, so that the workers finish together
 * instead of one of them running a long file alone at the end.
 *
 * Vitest's own order does that from the durations of the previous run, which
 * a fresh clone (CI) does not have; it then starts the largest files first,
 * and some of the longest files are small. Without those durations, FIRST
 * goes first, then the files of LONG, each group largest first as Vitest
 * orders it.
 */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const known = sorted.every((spec) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(root, spec.moduleId)}`));
    if (known) return sorted;
    const path = (spec: TestSpecification) => relative(root, spec.moduleId).replaceAll('\\', '/');
    const rank = (spec: TestSpecification) => (FIRST.includes(path(spec)) ? 0 : LONG.some((folder) => path(spec).startsWith(folder)) ? 1 : 2);
    // A stable sort: within a rank, Vitest's order.
    return sorted.toSorted((a, b) => rank(a) - rank(b));
  }
}

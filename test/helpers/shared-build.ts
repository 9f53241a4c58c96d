import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface SharedBuild<T> {
  /** The folder the build was made in (read only for every file but the one that made it). */
  dir: string;
  /** What `make` returned, as JSON. */
  result: T;
}

/**
 * A build made once per test run and shared by every test file that asks for
 * it by `name`, whichever worker runs them. The first file to ask makes it,
 * holding a lock folder; the others wait for the result it writes when done
 * (or for its error, which they throw as their own). Nothing is made for a run
 * whose files never ask.
 */
export async function sharedBuild<T>(name: string, make: (dir: string) => Promise<T>): Promise<SharedBuild<T>> {
  const dir = join(inject('sharedBuilds'), name);
  const resultFile = join(dir, 'result.json');
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { dir, result: await waitForResult<T>(resultFile) };
  }
  try {
    const result = await make(dir);
    await writeFile(`${resultFile}.tmp`, JSON.stringify({ result }));
    await rename(`${resultFile}.tmp`, resultFile);
    return { dir, result };
  } catch (error) {
    await writeFile(resultFile, JSON.stringify({ error: (error as Error).message }));
    throw error;
  }
}

async function waitForResult<T>(resultFile: string): Promise<T> {
  for (;;) {
    try {
      const shared = JSON.parse(await readFile(resultFile, 'utf8')) as { result: T } | { error: string };
      if ('error' in shared) throw new Error(shared.error);
      return shared.result;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileChange } from '../../../src/node/dev/classify.ts';
import { watchSources, type SourceWatcher } from '../../../src/node/dev/watch.ts';

// The watcher looks at a saved file once more after chokidar's 50 ms throttle, for a second save chokidar drops;
// that look reports a change only when there was one, or every save (a config's included) was handled twice.

let dir: string;
let watcher: SourceWatcher;
/** Every change reported, with the file's text when it was reported. */
const changes: Array<FileChange & { text: string }> = [];
const readText = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const changesOf = (path: string) => changes.filter((change) => change.path === path && change.event === 'change');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'docs-build-watch-'));
  for (const name of ['one.md', 'two.md', 'probe.md']) writeFileSync(join(dir, name), '# Before\n');
  const watched = watchSources({ configFile: join(dir, 'docs-build.config.ts'), contentDirs: [dir], bundleDirs: [], staticDir: join(dir, 'static') }, (change) => changes.push({ ...change, text: readText(change.path) }));
  watcher = watched.watcher;
  await watched.ready;
  // chokidar may miss a write made right after 'ready': the tests start once a save of another file is seen.
  const probe = join(dir, 'probe.md');
  for (let i = 0; changesOf(probe).length === 0; i++) {
    if (i === 200) throw new Error('the watcher reported no change in 10 s');
    writeFileSync(probe, `# Probe ${i}\n`);
    await sleep(50);
  }
});

afterAll(async () => {
  await watcher?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the dev watcher', () => {
  it('reports one save once', async () => {
    const file = join(dir, 'one.md');
    // Written in one call, so no event is handled between the truncate and the write.
    writeFileSync(file, '# After\n');
    await expect.poll(() => changesOf(file).length).toBe(1);
    // Past the second look (75 ms), with room for a busy machine.
    await sleep(500);
    expect(changesOf(file)).toHaveLength(1);
  });

  it('reports a second save made within chokidar’s 50 ms throttle, so the last change seen has the last text', async () => {
    const file = join(dir, 'two.md');
    writeFileSync(file, '# First save\n');
    await sleep(10);
    writeFileSync(file, '# The second save, longer\n');
    await expect.poll(() => changesOf(file).at(-1)?.text).toBe('# The second save, longer\n');
  });
});

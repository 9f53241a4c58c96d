import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFileSetCache } from '../../../src/node/cache/file-set.ts';

interface Meta {
  entry: string;
  count: number;
}

const FILES: Record<string, string> = {
  'assets/entry-abc.js': 'console.log("entry");',
  'assets/chunk-def.js': 'export const x = 1;',
  'assets/nested/style.css': 'body{margin:0}',
  'search/records.json': '[{"objectID":"1"}]',
};
const META: Meta = { entry: '/assets/entry-abc.js', count: 4 };

function writeTree(dir: string, files: Record<string, string>): void {
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), contents);
  }
}

function tree(dir: string): Record<string, string> {
  return Object.fromEntries(fg.sync('**/*', { cwd: dir }).sort().map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

describe('file-set cache', () => {
  let work: string;
  let cacheDir: string;
  let source: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-file-set-'));
    cacheDir = join(work, 'cache');
    source = join(work, 'source');
    writeTree(source, FILES);
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('restores the stored files and meta into a fresh folder', async () => {
    await openFileSetCache<Meta>(cacheDir, 'key-1').store(source, Object.keys(FILES), META);
    const out = join(work, 'out');
    // A new handle on the same key: nothing may live only in memory.
    expect(await openFileSetCache<Meta>(cacheDir, 'key-1').restore(out)).toEqual(META);
    expect(tree(out)).toEqual(FILES);
  });

  it('misses when a kept file was edited in place through the output, with which it shares its data', async () => {
    await openFileSetCache<Meta>(cacheDir, 'key-1').store(source, Object.keys(FILES), META);
    // writeFileSync on an existing path keeps the inode: a hard-linked copy would change with it.
    writeFileSync(join(source, 'search/records.json'), '[{"objectID":"edited"}]');
    const out = join(work, 'out');
    expect(await openFileSetCache<Meta>(cacheDir, 'key-1').restore(out)).toBeUndefined();
    expect(fg.sync('**/*', { cwd: out })).toEqual([]);
  });

  it('stores only the files it is given', async () => {
    await openFileSetCache<Meta>(cacheDir, 'k').store(source, ['assets/entry-abc.js'], META);
    const out = join(work, 'out');
    await openFileSetCache<Meta>(cacheDir, 'k').restore(out);
    expect(tree(out)).toEqual({ 'assets/entry-abc.js': FILES['assets/entry-abc.js'] });
  });

  it('misses on another key, and writes nothing then', async () => {
    await openFileSetCache<Meta>(cacheDir, 'key-1').store(source, Object.keys(FILES), META);
    const out = join(work, 'out');
    expect(await openFileSetCache<Meta>(cacheDir, 'key-2').restore(out)).toBeUndefined();
    expect(tree(out)).toEqual({});
  });

  it('misses when there is no cache folder at all', async () => {
    expect(await openFileSetCache<Meta>(join(work, 'nowhere'), 'key-1').restore(join(work, 'out'))).toBeUndefined();
  });

  it('misses when `valid` refuses the meta, and hands `valid` the stored meta', async () => {
    const cache = openFileSetCache<Meta>(cacheDir, 'key-1');
    await cache.store(source, Object.keys(FILES), META);
    const seen: Meta[] = [];
    const out = join(work, 'out');
    expect(
      await cache.restore(out, (meta) => {
        seen.push(meta);
        return false;
      }),
    ).toBeUndefined();
    expect(seen).toEqual([META]);
    // Refused before anything is copied: a miss must not leave stray files in the output.
    expect(tree(out)).toEqual({});
    expect(await cache.restore(out, () => true)).toEqual(META);
  });

  it('misses without throwing when entry.json is garbage', async () => {
    const cache = openFileSetCache<Meta>(cacheDir, 'key-1');
    await cache.store(source, Object.keys(FILES), META);
    const sets = readdirSync(cacheDir);
    expect(sets).toHaveLength(1);
    writeFileSync(join(cacheDir, sets[0]!, 'entry.json'), '\u0000{not json at all');
    await expect(cache.restore(join(work, 'out'))).resolves.toBeUndefined();
    // Valid JSON of the wrong shape is no better.
    writeFileSync(join(cacheDir, sets[0]!, 'entry.json'), '{"files":"nope"}');
    await expect(cache.restore(join(work, 'out2'))).resolves.toBeUndefined();
  });

  it('misses without throwing when a kept file has gone', async () => {
    const cache = openFileSetCache<Meta>(cacheDir, 'key-1');
    await cache.store(source, Object.keys(FILES), META);
    const [set] = readdirSync(cacheDir);
    rmSync(join(cacheDir, set!, 'files', 'assets/chunk-def.js'));
    await expect(cache.restore(join(work, 'out'))).resolves.toBeUndefined();
  });

  it('keeps one set: storing under a second key removes the first', async () => {
    await openFileSetCache<Meta>(cacheDir, 'key-1').store(source, Object.keys(FILES), META);
    const other = { ...FILES, 'assets/entry-abc.js': 'console.log("changed");' };
    writeTree(source, other);
    await openFileSetCache<Meta>(cacheDir, 'key-2').store(source, Object.keys(other), { ...META, count: 5 });
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(await openFileSetCache<Meta>(cacheDir, 'key-1').restore(join(work, 'out1'))).toBeUndefined();
    expect(await openFileSetCache<Meta>(cacheDir, 'key-2').restore(join(work, 'out2'))).toEqual({ ...META, count: 5 });
    expect(tree(join(work, 'out2'))).toEqual(other);
  });

  it('storing the same key again replaces the set', async () => {
    const cache = openFileSetCache<Meta>(cacheDir, 'key-1');
    await cache.store(source, Object.keys(FILES), META);
    await cache.store(source, ['search/records.json'], { ...META, count: 1 });
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const out = join(work, 'out');
    expect(await cache.restore(out)).toEqual({ ...META, count: 1 });
    expect(tree(out)).toEqual({ 'search/records.json': FILES['search/records.json'] });
  });

  it('gives the stored contents after the original output is replaced', async () => {
    const cache = openFileSetCache<Meta>(cacheDir, 'key-1');
    await cache.store(source, Object.keys(FILES), META);
    // What a following build does to the folder it wrote: files removed and written anew, new files added.
    await rm(join(source, 'assets/entry-abc.js'));
    await writeFile(join(source, 'assets/entry-abc.js'), 'console.log("overwritten");');
    await writeFile(join(source, 'assets/entry-new.js'), 'console.log("new");');
    await rm(join(source, 'search'), { recursive: true });
    const out = join(work, 'out');
    expect(await cache.restore(out)).toEqual(META);
    expect(tree(out)).toEqual(FILES);
  });

  it('restores copies: editing a restored file leaves the cache as it was', async () => {
    const cache = openFileSetCache<Meta>(cacheDir, 'key-1');
    await cache.store(source, Object.keys(FILES), META);
    const first = join(work, 'first');
    await cache.restore(first);
    // Written in place (same inode): a restored hard link would carry this into the cache.
    writeFileSync(join(first, 'assets/entry-abc.js'), 'console.log("edited after restore");');
    writeFileSync(join(first, 'search/records.json'), '[]');
    const second = join(work, 'second');
    expect(await cache.restore(second)).toEqual(META);
    expect(tree(second)).toEqual(FILES);
  });
});

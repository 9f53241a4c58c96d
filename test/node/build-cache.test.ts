import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../bench/generate.ts';
import { build } from '../../src/node/build.ts';
import { CACHE_DIR } from '../../src/node/cache/dirs.ts';

function tree(dir: string): Map<string, string> {
  return new Map(fg.sync('**/*', { cwd: dir }).sort().map((f) => [f, readFileSync(join(dir, f), 'latin1')]));
}

/** Each set folder of a file-set cache with its entry's mtime: a restore leaves both alone, a store replaces them. */
function sets(dir: string): string[] {
  return readdirSync(dir).map((name) => `${name}@${statSync(join(dir, name, 'entry.json')).mtimeMs}`);
}

describe('build caches (client bundle, search, compressed copies)', () => {
  let work: string;
  let site: string;
  let config: string;
  let cacheRoot: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-build-cache-'));
    ({ configFile: config } = await generateSite({ dir: join(work, 'site'), pages: 0 }));
    site = dirname(config);
    cacheRoot = join(site, CACHE_DIR);
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('rebuilds byte for byte from the caches, and follows an edited doc', async () => {
    const out = join(work, 'out');
    const first = await build({ config, cwd: site, outDir: out, threads: 1 });
    expect(first.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const firstTree = tree(out);
    expect([...firstTree.keys()].some((f) => f.endsWith('.br'))).toBe(true);
    const client = sets(join(cacheRoot, 'client'));
    const search = sets(join(cacheRoot, 'search'));
    expect(client).toHaveLength(1);
    expect(search).toHaveLength(1);
    const compressed = readdirSync(join(cacheRoot, 'compressed')).sort();
    expect(compressed.length).toBeGreaterThan(0);

    // Nothing changed: every cache hits, nothing new is kept, and the output is the same to the byte.
    await build({ config, cwd: site, outDir: out, threads: 1 });
    expect(tree(out)).toEqual(firstTree);
    expect(sets(join(cacheRoot, 'client'))).toEqual(client);
    expect(sets(join(cacheRoot, 'search'))).toEqual(search);
    expect(readdirSync(join(cacheRoot, 'compressed')).sort()).toEqual(compressed);

    // A doc's text changes: the search output is made again, the client bundle (no doc in it) is not.
    const sentence = 'Quillwort backups rotate every fortnight after the first build.';
    appendFileSync(join(site, 'content/docs/addons/tdm/resources.mdx'), `\n${sentence}\n`);
    await build({ config, cwd: site, outDir: out, threads: 1 });
    const editedTree = tree(out);
    expect(editedTree.get('search/records.json')).toContain(sentence);
    expect(editedTree.get('search/records.json')).not.toBe(firstTree.get('search/records.json'));
    expect(readFileSync(join(out, 'docs/addons/tdm/resources/index.html'), 'utf8')).toContain(sentence);
    expect(sets(join(cacheRoot, 'client'))).toEqual(client);
    const newSearch = sets(join(cacheRoot, 'search'));
    expect(newSearch).toHaveLength(1);
    expect(newSearch).not.toEqual(search);
    // A stale compressed copy would be served in place of the page: every copy must match its file.
    for (const file of editedTree.keys()) {
      if (file.endsWith('.br')) expect(brotliDecompressSync(readFileSync(join(out, file))).toString('latin1'), file).toBe(editedTree.get(file.slice(0, -3)));
      if (file.endsWith('.gz')) expect(gunzipSync(readFileSync(join(out, file))).toString('latin1'), file).toBe(editedTree.get(file.slice(0, -3)));
    }

    // Without any cache, from an empty one, the build makes the same files and keeps nothing.
    rmSync(cacheRoot, { recursive: true, force: true });
    const fresh = join(work, 'fresh');
    const uncached = await build({ config, cwd: site, outDir: fresh, threads: 1, cache: false });
    expect(uncached.problems.filter((p) => p.severity === 'error')).toEqual([]);
    for (const folder of ['client', 'search', 'compressed', 'pages']) expect(existsSync(join(cacheRoot, folder)), folder).toBe(false);
    expect(tree(fresh)).toEqual(editedTree);
  }, 180_000);
});

import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
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

/** Every file the caches hold, with its mtime: a cache hit leaves them all alone, a store adds or replaces some. */
function kept(dir: string): string[] {
  return fg.sync('**/*', { cwd: dir }).sort().map((f) => `${f}@${statSync(join(dir, f)).mtimeMs}`);
}

/** The client bundle's files in a built site, with their contents. */
const assets = (files: Map<string, string>) => [...files].filter(([f]) => f.startsWith('assets/') && !f.startsWith('assets/pages/') && !/\.(br|gz)$/.test(f));

describe('build caches (client bundle, search, compressed copies with --precompress)', () => {
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
    const first = await build({ config, cwd: site, outDir: out, threads: 1, precompress: true });
    expect(first.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const firstTree = tree(out);
    expect([...firstTree.keys()].some((f) => f.endsWith('.br'))).toBe(true);
    expect(firstTree.has('index.html.br') && firstTree.has('index.html.gz')).toBe(true);
    // Data for pushing to Algolia, compressed only if someone fetches it.
    expect(firstTree.has('search/records.json.br')).toBe(false);
    const cached = kept(cacheRoot);
    expect(cached.length).toBeGreaterThan(0);

    // Nothing changed: every cache hits, nothing new is kept, and the output is the same to the byte.
    await build({ config, cwd: site, outDir: out, threads: 1, precompress: true });
    expect(tree(out)).toEqual(firstTree);
    expect(kept(cacheRoot)).toEqual(cached);

    // A doc's text changes: the search output and the page are made again, the client bundle (no doc in it) is the same.
    const sentence = 'Quillwort backups rotate every fortnight after the first build.';
    appendFileSync(join(site, 'content/docs/addons/tdm/resources.mdx'), `\n${sentence}\n`);
    await build({ config, cwd: site, outDir: out, threads: 1, precompress: true });
    const editedTree = tree(out);
    expect(editedTree.get('search/records.json')).toContain(sentence);
    expect(editedTree.get('search/records.json')).not.toBe(firstTree.get('search/records.json'));
    expect(readFileSync(join(out, 'docs/addons/tdm/resources/index.html'), 'utf8')).toContain(sentence);
    expect(assets(editedTree)).toEqual(assets(firstTree));
    // A stale compressed copy would be served in place of the page: every copy must match its file.
    for (const file of editedTree.keys()) {
      if (file.endsWith('.br')) expect(brotliDecompressSync(readFileSync(join(out, file))).toString('latin1'), file).toBe(editedTree.get(file.slice(0, -3)));
      if (file.endsWith('.gz')) expect(gunzipSync(readFileSync(join(out, file))).toString('latin1'), file).toBe(editedTree.get(file.slice(0, -3)));
    }

    // Without any cache, from an empty one, the build makes the same files and keeps nothing.
    rmSync(cacheRoot, { recursive: true, force: true });
    const fresh = join(work, 'fresh');
    const uncached = await build({ config, cwd: site, outDir: fresh, threads: 1, cache: false, precompress: true });
    expect(uncached.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(existsSync(cacheRoot)).toBe(false);
    expect(tree(fresh)).toEqual(editedTree);
  }, 180_000);
});

import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../../../theme/search/local-client.ts';
import { MANIFEST_FILE, buildLocalIndex, type LocalIndexFile } from '../../../src/node/search/local-index.ts';
import { extractRecords } from '../../../src/node/search/records.ts';
import { forEachRun, encodePostings, type DictionaryShard } from '../../../src/shared/search/index-format.ts';
import { INDEX_BASE, MANIFEST_URL, serveIndex } from '../../fixtures/search/serve-index.ts';
import { syntheticRecords } from '../../fixtures/search/synthetic-site.ts';

const FIRST_QUERY_BUDGET = 500 * 1024;

function smallSite() {
  return [
    extractRecords({ route: '/a', title: 'Alpha page', lvl0: 'Guides', html: '<p>The quick brown fox.</p><h2 id="x">Beta</h2><p>The lazy dog.</p>' }),
    extractRecords({ route: '/b', title: 'Gamma page', lvl0: 'Reference', html: '<p>The end.</p>' }),
  ].flat();
}

const gzipped = (contents: string) => gzipSync(contents).length;

describe('posting lists', () => {
  it('round-trips ids and collapses consecutive ones into runs', () => {
    const ids = [0, 1, 2, 3, 7, 9, 10, 200];
    const encoded = encodePostings(ids);
    expect(encoded).toEqual([0, -3, 3, 1, -1, 189]);
    const decoded: number[] = [];
    forEachRun(encoded, (first, last) => {
      for (let id = first; id <= last; id++) decoded.push(id);
    });
    expect(decoded).toEqual(ids);
  });
});

describe('buildLocalIndex', () => {
  it('writes a manifest and content-hashed shards', () => {
    const { files, manifest } = buildLocalIndex(smallSite());
    expect(JSON.parse(files.find((file) => file.path === MANIFEST_FILE)!.contents)).toEqual(manifest);
    const others = files.filter((file) => file.path !== MANIFEST_FILE).map((file) => file.path);
    for (const path of others) expect(path).toMatch(/^(d\/[0-9a-f]{10}\.json|p\/[0-9a-f]{10}\.json|s\/[0-9a-f]{10}\.txt|r\/[0-9a-f]{10}\/\d+\.json)$/);
    expect(manifest.recordCount).toBe(smallSite().length);
    expect(Object.keys(manifest.dictionary)).toContain('qu');
    // Pages are grouped by lvl0 and the structure has one type code per record.
    const structure = files.find((file) => file.path === manifest.structure)!.contents;
    expect(structure).toBe('1c2c1c');
  });

  it('is deterministic and changes file names only where content changed', () => {
    const first = buildLocalIndex(smallSite()).files.map((file) => file.path);
    expect(buildLocalIndex(smallSite()).files.map((file) => file.path)).toEqual(first);
    const changed = smallSite();
    changed[1] = { ...changed[1]!, content: 'The quick brown cat.' };
    const second = buildLocalIndex(changed).files.map((file) => file.path);
    expect(second).not.toEqual(first);
    expect(second.filter((path) => first.includes(path)).length).toBeGreaterThan(0);
  });

  it('drops the content postings of very frequent terms and lists them', () => {
    const { files, manifest } = buildLocalIndex(smallSite(), { minFrequentTermRecords: 2, frequentTermRatio: 0 });
    expect(manifest.frequentTerms).toEqual(['the']);
    const shard = JSON.parse(files.find((file) => file.path === manifest.dictionary.th)!.contents) as DictionaryShard;
    expect(shard.terms).toContain('the');
    const block = JSON.parse(files.find((file) => file.path === shard.blocks[0])!.contents) as unknown[];
    // "the" appears in no heading: nothing left for it.
    expect(block[shard.terms.indexOf('the')]).toEqual([]);
  });
});

describe('a 10,000-page site (about 150,000 records)', () => {
  let files: LocalIndexFile[];
  let sizes: Map<string, number>;

  beforeAll(() => {
    const records = syntheticRecords(10_000);
    expect(records.length).toBeGreaterThan(140_000);
    ({ files } = buildLocalIndex(records));
    sizes = new Map(files.map((file) => [file.path, gzipped(file.contents)]));
  });

  it('keeps the manifest small', () => {
    expect(sizes.get(MANIFEST_FILE)!).toBeLessThan(8 * 1024);
  });

  it.each([
    'install',
    'configuraton', // typo
    'conf', // prefix
    'the', // frequent term
    'backup schedule port',
    'to se re fe de go co so ne pa', // ten words in ten of the largest shards
  ])('downloads at most 500 KB gzip for a first query: %s', async (query) => {
    const server = serveIndex(files);
    const search = createLocalSearchClient({ baseUrl: INDEX_BASE, manifestUrl: MANIFEST_URL, fetch: server.fetch });
    const { results } = await search.search({ requests: [{ indexName: 'docs', query, hitsPerPage: 20 }] });
    const bytes = server.served.reduce((total, path) => total + sizes.get(path)!, 0);
    expect(bytes).toBeLessThanOrEqual(FIRST_QUERY_BUDGET);
    if (query !== 'to se re fe de go co so ne pa') expect(results[0]!.hits.length).toBeGreaterThan(0);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    // Far less than the index: the point of sharding.
    expect(bytes).toBeLessThan(total / 50);
  });
});

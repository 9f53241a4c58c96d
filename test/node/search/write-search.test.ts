import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../../../theme/search/local-client.ts';
import { validateConfig } from '../../../src/node/config/load.ts';
import { MANIFEST_FILE, buildLocalIndex, type LocalIndexFile } from '../../../src/node/search/local-index.ts';
import { buildRecordsFile } from '../../../src/node/search/records.ts';
import type { SearchRecord } from '../../../src/shared/search-types.ts';
import { pageSearch, type PageSearch } from '../../../src/node/search/page-records.ts';
import { writeSearch } from '../../../src/node/search/write-search.ts';
import type { OutputDir } from '../../../src/node/write/output.ts';
import type { LocalIndexManifest } from '../../../src/shared/search/index-format.ts';
import { INDEX_BASE, MANIFEST_URL, serveIndex } from '../../fixtures/search/serve-index.ts';

// The threshold write-search.ts switches at; the cases sit on either side of it.
const SMALL_INDEX_RECORDS = 2000;
const FACETS = { language: 'en' };
const config = validateConfig({ url: 'https://example.org', title: 'T', navbar: { items: [] } });

/** An OutputDir that keeps files in memory: writeSearch only ever calls `write`. */
function memoryOutput(): OutputDir & { files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    dir: '',
    files,
    async write(relPath, contents) {
      files.set(relPath, typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8'));
    },
    async open(relPath) {
      files.set(relPath, '');
      return { write: async (text) => void files.set(relPath, files.get(relPath) + text), close: async () => {} };
    },
    async commit() {},
    async abort() {},
  };
}

/** A page giving exactly `records` records: one for the title and one per paragraph. */
function pageWithRecords(route: string, records: number, docsVersion?: string, docsPluginId?: string): PageSearch {
  const paragraphs = Array.from({ length: records - 1 }, (_, i) => `<p>Paragraph ${i} about widget${i % 50} settings.</p>`);
  return pageSearch({ route, title: `Page ${route}`, lvl0: 'Guides', html: paragraphs.join(''), docsVersion, docsPluginId });
}

async function written(pages: PageSearch[]) {
  const output = memoryOutput();
  const { records } = await writeSearch(output, config, pages, INDEX_BASE, FACETS);
  const folder = INDEX_BASE.replace(/^\/|\/$/g, '');
  const index: LocalIndexFile[] = [...output.files]
    .filter(([path]) => path.startsWith(`${folder}/`))
    .map(([path, contents]) => ({ path: path.slice(folder.length + 1), contents }));
  const manifest = JSON.parse(index.find((file) => file.path === MANIFEST_FILE)!.contents) as LocalIndexManifest;
  return { records, index, manifest };
}

describe('writeSearch', () => {
  it('writes records.json as one array with the facets and site-wide positions, page after page', async () => {
    const pages = [pageWithRecords('/a', 3), pageWithRecords('/b', 4, '2.0')];
    const output = memoryOutput();
    await writeSearch(output, config, pages, INDEX_BASE, FACETS);
    const text = output.files.get('search/records.json')!;
    const records = JSON.parse(text) as Array<{ objectID: string; language: string; docusaurus_tag: string; version?: string; weight: { position: number } }>;
    expect(records.map((r) => r.objectID)).toEqual(['/a-0', '/a-1', '/a-2', '/b-0', '/b-1', '/b-2', '/b-3']);
    expect(records.map((r) => r.weight.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(records.every((r) => r.language === 'en')).toBe(true);
    // Docusaurus's contextual search facets: a page that is no doc is 'default', a doc is tagged with its version.
    expect(records.map((r) => [r.docusaurus_tag, r.version])).toEqual([...Array(3).fill(['default', undefined]), ...Array(4).fill(['docs-default-2.0', '2.0'])]);
    // One record per line: a site's records never have to be one string in memory.
    expect(text.split('\n')).toHaveLength(records.length + 3);
    expect(text).toBe(buildRecordsFile(records as never));
  });

  it("tags a doc of a docs instance other than the default one with that instance's id, as Docusaurus does", async () => {
    const output = memoryOutput();
    await writeSearch(output, config, [pageWithRecords('/community/a', 2, 'current', 'community')], INDEX_BASE, FACETS);
    const records = JSON.parse(output.files.get('search/records.json')!) as Array<{ docusaurus_tag: string; version?: string }>;
    expect(records.map((r) => [r.docusaurus_tag, r.version])).toEqual(Array(2).fill(['docs-community-current', 'current']));
  });

  it('builds the same index whether pages of one section come together or not', async () => {
    const a = pageSearch({ route: '/a', title: 'A', lvl0: 'Guides', html: '<p>Alpha widget.</p>' });
    const b = pageSearch({ route: '/b', title: 'B', lvl0: 'Reference', html: '<p>Beta widget.</p>' });
    const c = pageSearch({ route: '/c', title: 'C', lvl0: 'Guides', html: '<p>Gamma widget.</p>' });
    // Interleaved sections take a second pass in index order; it must match the in-memory builder.
    const { index } = await written([a, b, c]);
    const records = [a, b, c].flatMap((p) => JSON.parse(p.records!) as SearchRecord[]);
    const expected = buildLocalIndex(records, { shardKeyLength: 1 });
    const byPath = (files: LocalIndexFile[]) => new Map(files.filter((f) => !f.path.startsWith('r/') && f.path !== MANIFEST_FILE).map((f) => [f.path, f.contents]));
    expect(byPath(index)).toEqual(byPath(expected.files));
    const docs = (files: LocalIndexFile[]) => files.filter((f) => f.path.startsWith('r/')).map((f) => f.contents);
    expect(docs(index)).toEqual(docs(expected.files));
  });

  it('keys dictionary shards on one character below the threshold', async () => {
    const { records, manifest } = await written([pageWithRecords('/a', 3), pageWithRecords('/b', SMALL_INDEX_RECORDS - 4)]);
    expect(records).toBe(SMALL_INDEX_RECORDS - 1);
    expect(manifest.recordCount).toBe(records);
    expect(manifest.shardKeyLength).toBe(1);
    const keys = Object.keys(manifest.dictionary);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toHaveLength(1);
  });

  it('keys dictionary shards on two characters from the threshold on', async () => {
    const { records, manifest } = await written([pageWithRecords('/a', 3), pageWithRecords('/b', SMALL_INDEX_RECORDS - 3)]);
    expect(records).toBe(SMALL_INDEX_RECORDS);
    expect(manifest.shardKeyLength).toBe(2);
    expect(Object.keys(manifest.dictionary)).toContain('wi');
  });

  it('writes a one-character-keyed index the browser client can search', async () => {
    const { index, manifest } = await written([
      pageSearch({ route: '/docs/backup', title: 'Remote backup', lvl0: 'Add-ons', html: '<p>Copy snapshots to a remote server.</p><h2 id="ports">Ports</h2><p>Open port 22.</p>' }),
      pageSearch({ route: '/docs/logs', title: 'Syslog', lvl0: 'Add-ons', html: '<p>Forward logs to a collector.</p>' }),
    ]);
    expect(manifest.shardKeyLength).toBe(1);
    const server = serveIndex(index);
    const search = createLocalSearchClient({ baseUrl: INDEX_BASE, manifestUrl: MANIFEST_URL, fetch: server.fetch });
    // A prefix of one word and a whole word of another: both must reach their shard under a one-letter key.
    const { results } = await search.search({ requests: [{ indexName: 'docs', query: 'snapsh', hitsPerPage: 5 }] });
    expect(results[0]!.hits.map((hit) => hit.url)).toContain('/docs/backup');
    const logs = await search.search({ requests: [{ indexName: 'docs', query: 'collector', hitsPerPage: 5 }] });
    expect(logs.results[0]!.hits.map((hit) => hit.url)).toContain('/docs/logs');
    expect(server.served).toContain(manifest.dictionary.s);
  });
});

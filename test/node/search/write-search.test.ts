import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../../../src/client/search/local-client.ts';
import { validateConfig } from '../../../src/node/config/load.ts';
import { MANIFEST_FILE, type LocalIndexFile } from '../../../src/node/search/local-index.ts';
import { writeSearch, type SearchablePage } from '../../../src/node/search/write-search.ts';
import type { OutputDir } from '../../../src/node/write/output.ts';
import type { LocalIndexManifest } from '../../../src/shared/search/index-format.ts';
import { INDEX_BASE, MANIFEST_URL, serveIndex } from '../../fixtures/search/serve-index.ts';

// The threshold write-search.ts switches at; the cases sit on either side of it.
const SMALL_INDEX_RECORDS = 2000;
const FACETS = { language: 'en', version: 'Next' };
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
    async commit() {},
    async abort() {},
  };
}

/** A page giving exactly `records` records: one for the title and one per paragraph. */
function pageWithRecords(route: string, records: number): SearchablePage {
  const paragraphs = Array.from({ length: records - 1 }, (_, i) => `<p>Paragraph ${i} about widget${i % 50} settings.</p>`);
  return { route, title: `Page ${route}`, lvl0: 'Guides', html: paragraphs.join('') };
}

async function written(pages: SearchablePage[]) {
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
      { route: '/docs/backup', title: 'Remote backup', lvl0: 'Add-ons', html: '<p>Copy snapshots to a remote server.</p><h2 id="ports">Ports</h2><p>Open port 22.</p>' },
      { route: '/docs/logs', title: 'Syslog', lvl0: 'Add-ons', html: '<p>Forward logs to a collector.</p>' },
    ]);
    expect(manifest.shardKeyLength).toBe(1);
    const server = serveIndex(index);
    const search = createLocalSearchClient({ baseUrl: INDEX_BASE, manifestUrl: MANIFEST_URL, fetch: server.fetch });
    // A prefix of one word and a whole word of another: both must reach their shard under a one-letter key.
    const { results } = await search.search({ requests: [{ indexName: 'docs', query: 'snapsh', hitsPerPage: 5 }] });
    expect(results[0].hits.map((hit) => hit.url)).toContain('/docs/backup');
    const logs = await search.search({ requests: [{ indexName: 'docs', query: 'collector', hitsPerPage: 5 }] });
    expect(logs.results[0].hits.map((hit) => hit.url)).toContain('/docs/logs');
    expect(server.served).toContain(manifest.dictionary.s);
  });
});

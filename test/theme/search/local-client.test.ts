import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../../../theme/search/local-client.ts';
import { buildLocalIndex } from '../../../src/node/search/local-index.ts';
import { pageSearch } from '../../../src/node/search/page-records.ts';
import { extractRecords } from '../../../src/node/search/records.ts';
import type { SearchHit, SearchRecord, SearchRequest } from '../../../src/shared/search-types.ts';
import { INDEX_BASE, MANIFEST_URL, serveIndex } from '../../fixtures/search/serve-index.ts';

const LONG_PARAGRAPH =
  'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' +
  'seventeen eighteen nineteen twenty keyword twentyone twentytwo twentythree twentyfour twentyfive twentysix ' +
  'twentyseven twentyeight twentynine thirty.';

const pages = [
  {
    route: '/docs/installation',
    title: 'Installation',
    lvl0: 'Guides',
    html: `<h1>Installation</h1><p>Install the add-on from the store.</p>
      <h2 id="configure">Configure the bridge</h2><p>Set the broker host and port, then restart.</p>
      <p>The backup schedule is described elsewhere.</p>`,
  },
  {
    route: '/docs/remote-backup',
    title: 'Remote backup',
    lvl0: 'Add-ons',
    html: `<h1>Remote backup</h1><p>Copies snapshots to a portable drive.</p>
      <h2 id="schedule">Schedule</h2><p>Snapshots run every night.</p>
      <h2 id="unsafe">Unsafe text</h2><p>Literal markup: &lt;img src=x onerror=alert(1)&gt; stays text.</p>
      <h2 id="long">Long section</h2><p>${LONG_PARAGRAPH}</p>`,
  },
];

const records = pages.flatMap((page) => extractRecords(page));
const { files } = buildLocalIndex(records);

function client() {
  const server = serveIndex(files);
  return { server, search: createLocalSearchClient({ baseUrl: INDEX_BASE, manifestUrl: MANIFEST_URL, fetch: server.fetch }) };
}

/** What DocSearch 3.9 sends (see its `search({ requests: [...] })` call). */
function docSearchRequest(query: string, snippetWords = 10): SearchRequest {
  return {
    query,
    indexName: 'docs',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'].map(
      (attribute) => `${attribute}:${snippetWords}`,
    ),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
  };
}

async function hitsFor(query: string, request: Partial<SearchRequest> = {}): Promise<SearchHit[]> {
  const { results } = await client().search.search({ requests: [{ ...docSearchRequest(query), ...request }] });
  return results[0]!.hits;
}

const words = (html: string) => html.replace(/<\/?mark>|…/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? [];

describe('createLocalSearchClient', () => {
  it('answers in the shape DocSearch reads', async () => {
    const { results } = await client().search.search({ requests: [docSearchRequest('schedule')] });
    const result = results[0]!;
    expect(result).toMatchObject({ nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: 'schedule', index: 'docs' });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(new URLSearchParams(result.params).get('hitsPerPage')).toBe('20');
    const first = result.hits[0]!;
    expect(first).toMatchObject({
      objectID: '/docs/remote-backup-2',
      type: 'lvl2',
      url: '/docs/remote-backup#schedule',
      hierarchy: { lvl0: 'Add-ons', lvl1: 'Remote backup', lvl2: 'Schedule', lvl3: null },
      content: null,
    });
    expect(first._highlightResult?.hierarchy?.lvl2).toEqual({
      value: '<mark>Schedule</mark>',
      matchLevel: 'full',
      matchedWords: ['schedule'],
      fullyHighlighted: true,
    });
    expect(first._highlightResult?.hierarchy?.lvl1?.matchLevel).toBe('none');
    expect(first._snippetResult?.hierarchy?.lvl2).toEqual({ value: '<mark>Schedule</mark>', matchLevel: 'full' });
  });

  it('matches the last word as a prefix and highlights only the typed part', async () => {
    const first = (await hitsFor('instal'))[0]!;
    expect(first.type).toBe('lvl1');
    expect(first.hierarchy?.lvl1).toBe('Installation');
    expect(first._highlightResult?.hierarchy?.lvl1?.value).toBe('<mark>Instal</mark>lation');
    // Only the last word is a prefix.
    expect(await hitsFor('inst store')).toHaveLength(0);
    expect((await hitsFor('store inst'))[0]!.content).toBe('Install the add-on from the store.');
  });

  it('tolerates one typo from 4 letters, two from 8, but not in the first two letters', async () => {
    expect((await hitsFor('instalation'))[0]!.hierarchy?.lvl1).toBe('Installation');
    expect((await hitsFor('bakcup'))[0]!.hierarchy?.lvl1).toBe('Remote backup');
    expect((await hitsFor('snapshost'))[0]!.content).toBe('Copies snapshots to a portable drive.');
    expect((await hitsFor('istnallatoin'))).toHaveLength(0); // three typos
    expect(await hitsFor('brk')).toHaveLength(0); // three letters: no typo allowed
    expect(await hitsFor('nackup')).toHaveLength(0); // first two letters are the shard key
  });

  it('ranks typo-free before typo, headings and titles before text, exact before prefix', async () => {
    const schedule = await hitsFor('schedule');
    expect(schedule.map((hit) => hit.type)).toEqual(['lvl2', 'content']);

    const backup = await hitsFor('backup');
    expect(backup[0]).toMatchObject({ type: 'lvl1', url: '/docs/remote-backup' });
    expect(backup.at(-1)?.url).toBe('/docs/installation#configure');

    // "port" is exact in the installation page and a prefix of "portable" in the backup page.
    const port = await hitsFor('port');
    expect(port.map((hit) => hit.content)).toEqual([
      'Set the broker host and port, then restart.',
      'Copies snapshots to a portable drive.',
    ]);
  });

  it('keeps the best record per section and counts sections', async () => {
    const { results } = await client().search.search({ requests: [docSearchRequest('snapshots')] });
    // Two paragraphs match in two sections; the page title section and the schedule section.
    expect(results[0]!.hits.map((hit) => hit.url)).toEqual(['/docs/remote-backup', '/docs/remote-backup#schedule']);
    expect(results[0]!.nbHits).toBe(2);
  });

  it('uses the requested highlight tags', async () => {
    const first = (await hitsFor('broker', { highlightPreTag: '<em class="hl">', highlightPostTag: '</em>' }))[0]!;
    expect(first._highlightResult?.content?.value).toBe('Set the <em class="hl">broker</em> host and port, then restart.');
  });

  it('cuts snippets to the requested number of words around the first match', async () => {
    const ten = (await hitsFor('keyword'))[0]!;
    const snippet10 = ten._snippetResult?.content?.value ?? '';
    expect(words(snippet10)).toHaveLength(10);
    expect(snippet10).toBe('…seventeen eighteen nineteen twenty <mark>keyword</mark> twentyone twentytwo twentythree twentyfour twentyfive…');
    expect(snippet10).toContain('<mark>keyword</mark>');
    expect(snippet10.startsWith('…') && snippet10.endsWith('…')).toBe(true);
    expect(ten._highlightResult?.content?.value).toContain('One two three');

    const { results } = await client().search.search({ requests: [docSearchRequest('keyword', 5)] });
    const snippet5 = results[0]!.hits[0]!._snippetResult?.content?.value ?? '';
    expect(snippet5).toBe('…nineteen twenty <mark>keyword</mark> twentyone twentytwo…');
  });

  it('returns markup in records as escaped text everywhere', async () => {
    const hit = (await hitsFor('onerror'))[0]!;
    expect(hit._highlightResult?.content?.value).toBe(
      'Literal markup: &lt;img src=x <mark>onerror</mark>=alert(1)&gt; stays text.',
    );
    expect(hit._snippetResult?.content?.value).toBe('Literal markup: &lt;img src=x <mark>onerror</mark>=alert(1)&gt; stays text.');
    const serialized = JSON.stringify(hit);
    expect(serialized).not.toContain('<img');
    expect(serialized).toContain('&lt;img');
  });

  it('answers several requests in one call, in order', async () => {
    const { results } = await client().search.search({
      requests: [docSearchRequest('broker'), { ...docSearchRequest('schedule'), indexName: 'other', hitsPerPage: 1 }],
    });
    expect(results.map((result) => [result.query, result.index, result.hits.length, result.nbHits])).toEqual([
      ['broker', 'docs', 1, 1],
      ['schedule', 'other', 1, 2],
    ]);
    expect(results[1]!.nbPages).toBe(2);
  });

  it('returns only the attributes asked for', async () => {
    const [hit] = await hitsFor('broker', { attributesToRetrieve: ['url'] });
    expect(Object.keys(hit ?? {}).sort()).toEqual(['_highlightResult', '_snippetResult', 'objectID', 'url']);
  });

  it('fetches each file once, shares loads in flight and works offline afterwards', async () => {
    const { server, search } = client();
    await Promise.all([search.search({ requests: [docSearchRequest('broker')] }), search.search({ requests: [docSearchRequest('broker')] })]);
    expect(server.served.filter((path) => path === 'manifest.json')).toHaveLength(1);
    expect(new Set(server.served).size).toBe(server.served.length);
    const fetched = server.served.length;

    server.offline = true;
    const { results } = await search.search({ requests: [docSearchRequest('broker'), docSearchRequest('bro')] });
    expect(results[1]!.hits[0]!.content).toContain('broker');
    expect(server.served).toHaveLength(fetched);
  });

  it('rejects with a RetryError when the index cannot be fetched, then recovers', async () => {
    const { server, search } = client();
    server.offline = true;
    await expect(search.search({ requests: [docSearchRequest('broker')] })).rejects.toMatchObject({ name: 'RetryError' });
    server.offline = false;
    const { results } = await search.search({ requests: [docSearchRequest('broker')] });
    expect(results[0]!.nbHits).toBe(1);
  });

  it('returns nothing for an empty query without loading the index', async () => {
    const { server, search } = client();
    const { results } = await search.search({ requests: [docSearchRequest('  ')] });
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
    expect(server.served).toEqual([]);
  });

  it("filters on Docusaurus's docs-version tags: ANDed clauses of ORed values, other facets ignored", async () => {
    const versioned = [
      pageSearch({ route: '/docs/next/setup', title: 'Setup', lvl0: 'Docs', html: '<h1>Setup</h1><p>Widget setup.</p>', docsVersion: 'current' }),
      pageSearch({ route: '/docs/setup', title: 'Setup', lvl0: 'Docs', html: '<h1>Setup</h1><p>Widget setup.</p>', docsVersion: '2.0' }),
      pageSearch({ route: '/blog/widgets', title: 'Widgets', lvl0: 'Blog', html: '<h1>Widgets</h1><p>Widget news.</p>' }),
    ].flatMap((page) => JSON.parse(page.records!) as SearchRecord[]);
    const server = serveIndex(buildLocalIndex(versioned).files);
    const search = createLocalSearchClient({ baseUrl: INDEX_BASE, manifestUrl: MANIFEST_URL, fetch: server.fetch });
    const urls = async (facetFilters?: unknown) => {
      const { results } = await search.search({ requests: [{ ...docSearchRequest('widget'), facetFilters }] });
      return { urls: results[0]!.hits.map((hit) => hit.url!.replace(/#.*/, '')).sort(), nbHits: results[0]!.nbHits };
    };
    expect((await urls()).urls).toEqual(['/blog/widgets', '/docs/next/setup', '/docs/setup']);
    expect(await urls(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toEqual({ urls: ['/blog/widgets', '/docs/next/setup'], nbHits: 2 });
    expect((await urls([['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0']])).urls).toEqual(['/blog/widgets', '/docs/setup']);
    expect((await urls('docusaurus_tag:docs-default-2.0')).urls).toEqual(['/docs/setup']);
  });
});

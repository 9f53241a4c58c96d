import { describe, expect, it } from 'vitest';
import { groupByPage } from '../../../theme/search/group-by-page.ts';
import { searchParametersFor } from '../../../theme/search/search-parameters.ts';
import type { SearchHit } from '../../../src/shared/search-types.ts';
import type { SiteData } from '../../../src/shared/types.ts';

const base = { locale: { htmlLang: 'en' }, docs: { versionLabel: 'Next', latestVersion: '2.0' } } as Pick<SiteData, 'locale' | 'docs'>;
const algolia = (extra: Record<string, unknown>) =>
  ({ ...base, search: { provider: 'algolia', appId: 'A', apiKey: 'k', indexName: 'docs', insights: false, contextualSearch: true, ...extra } }) as Pick<SiteData, 'search' | 'locale' | 'docs'>;

describe('searchParametersFor', () => {
  it("adds Docusaurus's language and docs-version facet filters to the configured ones with contextual search", () => {
    // Off the docs: pages that are no docs, and the latest version's docs.
    expect(searchParametersFor(algolia({ searchParameters: { facetFilters: ['tag:a'], distinct: 1 } }))).toEqual({
      distinct: 1,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0'], 'tag:a'],
    });
    // On a doc: its own version.
    expect(searchParametersFor(algolia({ searchParameters: { facetFilters: 'tag:a' } }), 'current').facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      'tag:a',
    ]);
  });

  it('passes the configured parameters unchanged without contextual search; the local index filters on the tags alone', () => {
    expect(searchParametersFor(algolia({ contextualSearch: false, searchParameters: { distinct: 1 } }), '1.0')).toEqual({ distinct: 1 });
    const local = { ...base, search: { provider: 'local', indexUrl: '/search/index/' } } as Pick<SiteData, 'search' | 'locale' | 'docs'>;
    expect(searchParametersFor(local, '1.0')).toEqual({ facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']] });
  });
});

describe('groupByPage', () => {
  const hit = (objectID: string, url: string, type: SearchHit['type'], content: string | null = null): SearchHit => ({ objectID, url, type, content });

  it('groups in order of each page’s best hit, with the page title record heading its group', () => {
    const groups = groupByPage([
      hit('1', '/a#x', 'content', 'text'),
      hit('2', '/b', 'lvl1'),
      hit('3', '/a', 'lvl1'),
      hit('4', '/a#y', 'lvl2'),
      hit('5', '/b#z', 'content', 'more'),
    ]);
    expect(groups.map((g) => [g.url, g.page.objectID, g.hits.map((h) => h.objectID)])).toEqual([
      ['/a', '3', ['1', '4']],
      ['/b', '2', ['5']],
    ]);
  });
});

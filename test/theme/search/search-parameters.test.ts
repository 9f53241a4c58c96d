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
    expect(searchParametersFor(algolia({ searchParameters: { facetFilters: 'tag:a' } }), { version: 'current' }).facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      'tag:a',
    ]);
  });

  it('passes the configured parameters unchanged without contextual search; the local index filters on the tags alone', () => {
    expect(searchParametersFor(algolia({ contextualSearch: false, searchParameters: { distinct: 1 } }), { version: '1.0' })).toEqual({ distinct: 1 });
    const local = { ...base, search: { provider: 'local', indexUrl: '/search/index/' } } as Pick<SiteData, 'search' | 'locale' | 'docs'>;
    expect(searchParametersFor(local, { version: '1.0' })).toEqual({ facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']] });
  });
});

describe('searchParametersFor on a site with several docs plugin instances', () => {
  const site = { ...base, docs: { ...base.docs, otherPlugins: { community: 'current', api: '3.x' } }, search: { provider: 'local', indexUrl: '/search/index/' } } as Pick<SiteData, 'search' | 'locale' | 'docs'>;

  it("searches each instance's latest version off the docs, as Docusaurus's contextual search does", () => {
    expect(searchParametersFor(site).facetFilters).toEqual([
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0', 'docusaurus_tag:docs-community-current', 'docusaurus_tag:docs-api-3.x'],
    ]);
  });

  it("searches the version being read in the doc's own instance, and the latest version in the others", () => {
    expect(searchParametersFor(site, { version: '2.x', pluginId: 'api' }).facetFilters).toEqual([
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0', 'docusaurus_tag:docs-community-current', 'docusaurus_tag:docs-api-2.x'],
    ]);
    expect(searchParametersFor(site, { version: '1.0' }).facetFilters).toEqual([
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0', 'docusaurus_tag:docs-community-current', 'docusaurus_tag:docs-api-3.x'],
    ]);
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

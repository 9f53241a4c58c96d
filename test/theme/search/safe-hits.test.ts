import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightParts, highlightText } from '../../../theme/search/highlight-parts.ts';
import { safeHit, safeHits, siteRelativeUrl } from '../../../theme/search/safe-hits.ts';
import type { SearchHit } from '../../../src/shared/search-types.ts';

const SITE = 'https://docs.example.org';
const UNSAFE = '<img src=x onerror=alert(1)>';

function algoliaHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    objectID: '1',
    url: `${SITE}/docs/a#b`,
    type: 'content',
    hierarchy: { lvl0: 'Guides & more', lvl1: `Title ${UNSAFE}`, lvl2: null },
    content: `Body ${UNSAFE}`,
    _highlightResult: {
      hierarchy: {
        lvl0: { value: '<mark>Guides</mark> & more', matchLevel: 'partial', matchedWords: ['guides'] },
        lvl1: { value: `Title ${UNSAFE}`, matchLevel: 'none', matchedWords: [] },
      },
      content: { value: `<mark>Body</mark> ${UNSAFE}`, matchLevel: 'partial', matchedWords: ['body'] },
    },
    _snippetResult: { content: { value: `<mark>Body</mark> ${UNSAFE}`, matchLevel: 'partial' } },
    ...overrides,
  };
}

describe('safeHit', () => {
  it('escapes raw Algolia text everywhere DocSearch renders HTML, keeping only the mark tags', () => {
    const hit = safeHit(algoliaHit(), 'raw', SITE)!;
    expect(hit.hierarchy?.lvl1).toBe('Title &lt;img src=x onerror=alert(1)&gt;');
    expect(hit.content).toBe('Body &lt;img src=x onerror=alert(1)&gt;');
    expect(hit._highlightResult?.content?.value).toBe('<mark>Body</mark> &lt;img src=x onerror=alert(1)&gt;');
    expect(hit._snippetResult?.content?.value).toBe('<mark>Body</mark> &lt;img src=x onerror=alert(1)&gt;');
    // The group title is shown as text: plain, no marks.
    expect(hit._highlightResult?.hierarchy?.lvl0?.value).toBe('Guides & more');
    expect(hit.url).toBe('/docs/a#b');
  });

  it('leaves the escaped local index text alone but decodes the lvl0 title for text display', () => {
    const local = algoliaHit({
      url: '/docs/a#b',
      hierarchy: { lvl0: 'Guides &amp; more', lvl1: 'Title', lvl2: null },
      content: 'a &lt;b&gt;',
      _highlightResult: { hierarchy: { lvl0: { value: '<mark>Guides</mark> &amp; more', matchLevel: 'partial', matchedWords: [] } } },
      _snippetResult: { content: { value: '<mark>a</mark> &lt;b&gt;', matchLevel: 'partial' } },
    });
    const hit = safeHit(local, 'escaped', SITE)!;
    expect(hit.content).toBe('a &lt;b&gt;');
    expect(hit._snippetResult?.content?.value).toBe('<mark>a</mark> &lt;b&gt;');
    expect(hit._highlightResult?.hierarchy?.lvl0?.value).toBe('Guides & more');
  });

  it('drops hits whose link is not http(s)', () => {
    expect(safeHits([algoliaHit({ url: 'javascript:alert(1)' }), algoliaHit({ objectID: '2' })], 'raw', SITE).map((h) => h.objectID)).toEqual(['2']);
  });
});

describe('siteRelativeUrl', () => {
  it('turns same-site URLs into paths and keeps others', () => {
    expect(siteRelativeUrl('https://docs.example.org/x?y=1#z', SITE)).toBe('/x?y=1#z');
    expect(siteRelativeUrl('/x#z', SITE)).toBe('/x#z');
    expect(siteRelativeUrl('https://other.example.org/x', SITE)).toBe('https://other.example.org/x');
    expect(siteRelativeUrl('data:text/html,hi', SITE)).toBeNull();
  });
});

describe('highlightParts', () => {
  it('splits on exact mark tags and decodes everything else into text', () => {
    expect(highlightParts('a <mark>b&amp;c</mark> &lt;mark&gt;d&lt;/mark&gt; <b>e</b>')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b&c', marked: true },
      { text: ' <mark>d</mark> <b>e</b>', marked: false },
    ]);
    expect(highlightText('<mark>x</mark>&#39;&#x41;&nbsp;')).toBe("x'A&nbsp;");
    expect(decodeEntities('&#0;&#x110000;')).toBe('&#0;&#x110000;');
  });
});

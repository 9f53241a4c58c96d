import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collectIds, idCollector, pageIds } from '../../../src/node/build-checks/ids.ts';
import { extractRecords } from '../../../src/node/search/records.ts';
import { collectPageRefs } from '../../../src/node/crawl/page-refs.ts';

describe('collectIds', () => {
  it('finds element ids and anchor names, decoded', () => {
    const html = '<h2 id="setup">Setup</h2><a name="old-anchor"></a><p id="a&amp;b">x</p><div data-id="not-this"></div>';
    expect([...collectIds(html)]).toEqual(['setup', 'old-anchor', 'a&b']);
  });

  it('agrees with the crawler on what a fragment can reach', () => {
    const html = `<H2 ID='caps'>T</H2><a id="both" name="named"></a><div name="not-an-anchor"></div><p id="&#x41;&lt;b">x</p><a name=bare>y</a>`;
    expect([...collectIds(html)]).toEqual(['caps', 'both', 'named', 'A<b', 'bare']);
    expect([...collectIds(html)]).toEqual([...collectPageRefs(html, 'https://example.org/').ids]);
  });

  it('keeps no page alive through the ids it returns', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept: Array<Set<string>> = [];
    for (let page = 0; page < 40; page++) {
      // A 1 MB page with long ids, made afresh each time (nothing shared between pages).
      const html = `<h2 id="a-long-heading-id-on-page-${page}">T</h2>${`<p>${String(page).repeat(40)}</p>`.repeat(1 + 1_000_000 / 50)}`;
      kept.push(collectIds(html));
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(kept.every((ids, page) => ids.has(`a-long-heading-id-on-page-${page}`))).toBe(true);
    // 40 MB if each id still pointed into its page.
    expect(grown).toBeLessThan(10_000_000);
  });

  it("takes a page's content ids from the search records' parse and parses only the page around the content", () => {
    const content = '<h2 id="setup">Setup</h2><p>Text <a name="old">x</a></p>';
    const app = `<nav id="menu"><a href="/">Home</a></nav><main><div class="markdown">${content}</div></main><footer id="end"></footer>`;
    const ids = idCollector();
    extractRecords({ html: content, route: '/a', title: 'A', lvl0: 'Docs', onOpenTag: ids.onOpenTag });
    expect([...ids.ids]).toEqual(['setup', 'old']);
    expect(new Set(pageIds(app, content, ids.ids))).toEqual(collectIds(app));
    // What was read from the content is used as given: the content itself is not parsed again.
    expect([...pageIds(app, content, new Set(['from-records']))].sort()).toEqual(['end', 'from-records', 'menu']);
    // A page that does not hold the content as it is, or one whose content was not parsed: the whole page is parsed.
    expect(pageIds(app, '<p>elsewhere</p>', new Set(['from-records']))).toEqual(collectIds(app));
    expect(pageIds(app, content, undefined)).toEqual(collectIds(app));
  });
});

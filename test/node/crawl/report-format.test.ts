import { describe, expect, it } from 'vitest';
import { parseDocument, DomUtils } from 'htmlparser2';
import { formatReport } from '../../../src/node/crawl/report-format.ts';
import type { CheckReport } from '../../../src/node/crawl/site-check.ts';

const REPORT: CheckReport = {
  pages: 3,
  links: 12,
  pagePaths: ['/', '/docs/a&b', '/ok'],
  broken: [
    { page: '/docs/a&b', url: '/x?y=1&z=<2>', status: 404, reason: 'Not Found', kind: 'link' },
    { page: '/', url: '/img/missing.png', status: 404, reason: 'Not Found', kind: 'image' },
    { page: '/', url: '/guide#"quoted"', status: 200, reason: "missing anchor #'quoted'", kind: 'anchor' },
    { page: '/docs/a&b', url: 'https://example.invalid/', status: 0, reason: 'timeout after 400 ms', kind: 'link' },
  ],
};

const EMPTY: CheckReport = { pages: 1, links: 1, broken: [] };

describe('formatReport text', () => {
  it('prints one line per broken link, grouped by page, then a summary', () => {
    expect(formatReport(REPORT, 'text')).toBe(
      [
        '/  →  /img/missing.png  (404 Not Found)',
        `/  →  /guide#"quoted"  (200 missing anchor #'quoted')`,
        '',
        '/docs/a&b  →  /x?y=1&z=<2>  (404 Not Found)',
        '/docs/a&b  →  https://example.invalid/  (timeout after 400 ms)',
        '',
        '4 broken links on 2 pages (3 pages, 12 links checked)',
        '',
      ].join('\n'),
    );
  });

  it('notes orphan pages before the summary, without counting them as broken', () => {
    const text = formatReport({ ...EMPTY, orphans: ['/lost', '/old/page'] }, 'text');
    expect(text).toBe(
      'Note: 2 pages no other page links to (found through the sitemap or the output folder):\n  /lost\n  /old/page\n\nNo broken links (1 page, 1 link checked)\n',
    );
  });

  it('says so when nothing is broken', () => {
    expect(formatReport(EMPTY, 'text')).toBe('No broken links (1 page, 1 link checked)\n');
  });
});

describe('formatReport json', () => {
  it('round-trips pages, links and broken links', () => {
    const parsed: unknown = JSON.parse(formatReport(REPORT, 'json'));
    expect(parsed).toEqual({ pages: 3, links: 12, broken: REPORT.broken, orphans: [] });
  });

  it('lists orphan pages', () => {
    const parsed = JSON.parse(formatReport({ ...REPORT, orphans: ['/lost'] }, 'json')) as { orphans: string[] };
    expect(parsed.orphans).toEqual(['/lost']);
  });
});

describe('formatReport junit', () => {
  const xml = formatReport(REPORT, 'junit');
  const doc = parseDocument(xml, { xmlMode: true, decodeEntities: true });
  const byTag = (tag: string) => DomUtils.getElementsByTagName(tag, doc.children, true);

  it('is a testsuites document with one testsuite named after the command', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    const [suite, ...others] = byTag('testsuite');
    expect(others).toHaveLength(0);
    if (!suite) throw new Error('No testsuite element.');
    expect(suite.attribs).toEqual({ name: 'docs-build check', tests: '3', failures: '4' });
    const parent = DomUtils.getParent(suite);
    expect(parent && 'name' in parent ? parent.name : undefined).toBe('testsuites');
  });

  it('has one testcase per page and one failure per broken link', () => {
    const cases = byTag('testcase');
    expect(cases.map((testcase) => testcase.attribs.name)).toEqual(['/', '/docs/a&b', '/ok']);
    const failuresOf = (name: string) =>
      DomUtils.getElementsByTagName('failure', cases.find((testcase) => testcase.attribs.name === name)?.children ?? [], true);
    expect(failuresOf('/ok')).toHaveLength(0);
    expect(failuresOf('/').map((failure) => failure.attribs.type)).toEqual(['image', 'anchor']);
    const docs = failuresOf('/docs/a&b');
    expect(docs.map((failure) => failure.attribs.message)).toEqual([
      '/x?y=1&z=<2> (404 Not Found)',
      'https://example.invalid/ (timeout after 400 ms)',
    ]);
    expect(DomUtils.textContent(docs[0] ?? [])).toBe('link /x?y=1&z=<2> on /docs/a&b: 404 Not Found');
  });

  it('escapes markup characters instead of emitting them raw', () => {
    expect(xml).toContain('name="/docs/a&amp;b"');
    expect(xml).toContain('message="/x?y=1&amp;z=&lt;2&gt; (404 Not Found)"');
    expect(xml).toContain('message="/guide#&quot;quoted&quot; (200 missing anchor #&apos;quoted&apos;)"');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('drops characters XML cannot carry', () => {
    const odd = formatReport({ pages: 1, links: 1, broken: [{ page: '/p\u0001', url: '/u\u0000', status: 404, reason: 'Not Found', kind: 'link' }] }, 'junit');
    expect(odd).toContain('name="/p"');
    expect(odd).not.toMatch(/[\u0000\u0001]/);
  });

  it('lists the pages with failures even without a page list', () => {
    const { pagePaths: _omit, ...withoutPaths } = REPORT;
    const cases = DomUtils.getElementsByTagName('testcase', parseDocument(formatReport(withoutPaths, 'junit'), { xmlMode: true, decodeEntities: true }).children, true);
    expect(cases.map((testcase) => testcase.attribs.name)).toEqual(['/', '/docs/a&b']);
  });
});

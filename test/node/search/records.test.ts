import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRecordsFile, extractRecords } from '../../../src/node/search/records.ts';

const html = readFileSync(new URL('../../fixtures/search/records/page.html', import.meta.url), 'utf8');
const records = extractRecords({ html, route: '/docs/backup', title: 'Remote backup setup', lvl0: 'Add-ons' });
const summary = records.map((record) => ({
  type: record.type,
  url: record.url,
  lvl2: record.hierarchy.lvl2,
  lvl3: record.hierarchy.lvl3,
  content: record.content,
}));

describe('extractRecords', () => {
  it('builds the hierarchy, anchors and types of every record', () => {
    expect(summary).toEqual([
      { type: 'lvl1', url: '/docs/backup', lvl2: null, lvl3: null, content: null },
      { type: 'content', url: '/docs/backup', lvl2: null, lvl3: null, content: 'Back up your configuration to a remote server.' },
      { type: 'lvl2', url: '/docs/backup#requirements', lvl2: 'Requirements', lvl3: null, content: null },
      { type: 'content', url: '/docs/backup#requirements', lvl2: 'Requirements', lvl3: null, content: 'An SSH server' },
      { type: 'content', url: '/docs/backup#requirements', lvl2: 'Requirements', lvl3: null, content: 'A password or key' },
      { type: 'content', url: '/docs/backup#requirements', lvl2: 'Requirements', lvl3: null, content: 'Nested item' },
      { type: 'lvl3', url: '/docs/backup#ports', lvl2: 'Requirements', lvl3: 'Ports', content: null },
      { type: 'content', url: '/docs/backup#ports', lvl2: 'Requirements', lvl3: 'Ports', content: 'Port' },
      { type: 'content', url: '/docs/backup#ports', lvl2: 'Requirements', lvl3: 'Ports', content: 'Use' },
      { type: 'content', url: '/docs/backup#ports', lvl2: 'Requirements', lvl3: 'Ports', content: '22' },
      {
        type: 'content',
        url: '/docs/backup#ports',
        lvl2: 'Requirements',
        lvl3: 'Ports',
        content: '<img src=x onerror=alert(1)>',
      },
      { type: 'content', url: '/docs/backup#ports', lvl2: 'Requirements', lvl3: 'Ports', content: 'Keep the key secret.' },
      { type: 'content', url: '/docs/backup#ports', lvl2: 'Requirements', lvl3: 'Ports', content: 'Quoted advice.' },
      // An h2 without id resets lvl3 and links to the page, not to the previous section.
      { type: 'lvl2', url: '/docs/backup', lvl2: 'Untitled section', lvl3: null, content: null },
      { type: 'content', url: '/docs/backup', lvl2: 'Untitled section', lvl3: null, content: 'Text under a heading without id.' },
    ]);
  });

  it('sets lvl0 and lvl1 from the input, not from the h1', () => {
    for (const record of records) {
      expect(record.hierarchy.lvl0).toBe('Add-ons');
      expect(record.hierarchy.lvl1).toBe('Remote backup setup');
    }
  });

  it('leaves out code blocks, copy buttons, hash links, scripts and styles', () => {
    const text = JSON.stringify(records);
    for (const hidden of ['secret-command', 'Copy', '#"', 'Direct link', 'script text', 'color: red']) {
      expect(text).not.toContain(hidden);
    }
    expect(records.some((record) => record.hierarchy.lvl2?.includes('#'))).toBe(false);
  });

  it('keeps markup-looking text as text, decoded once', () => {
    const xss = records.find((record) => record.content?.includes('onerror'));
    expect(xss?.content).toBe('<img src=x onerror=alert(1)>');
  });

  it('gives deterministic ids, DocSearch weights and positions offset by startIndex', () => {
    const again = extractRecords({ html, route: '/docs/backup', title: 'Remote backup setup', lvl0: 'Add-ons', startIndex: 100 });
    expect(again.map((record) => record.objectID)).toEqual(records.map((record) => record.objectID));
    expect(records[0]!.objectID).toBe('/docs/backup-0');
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    expect(again.map((record) => record.weight.position)).toEqual(records.map((_, index) => 100 + index));
    expect(records.slice(0, 3).map((record) => record.weight.level)).toEqual([90, 0, 80]);
  });

  it('separates words across block boundaries and ignores empty blocks', () => {
    const result = extractRecords({
      html: '<div>Alpha</div><div>Beta</div><p>   </p><h2 id="x"></h2><p>Gamma<br>Delta</p>',
      route: '/r',
      title: 'T',
      lvl0: 'L',
    });
    expect(result.map((record) => record.content)).toEqual([null, 'Alpha Beta', 'Gamma Delta']);
  });
});

describe('buildRecordsFile', () => {
  it('writes the records as a JSON array Algolia accepts', () => {
    const parsed = JSON.parse(buildRecordsFile(records));
    expect(parsed).toEqual(records);
    expect(Array.isArray(parsed)).toBe(true);
  });
});

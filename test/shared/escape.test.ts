import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/shared/escape.ts';
import { closest } from '../../src/node/content/sidebar.ts';
import { codeFrame } from '../../src/node/report/diagnostic.ts';

describe('the shared text helpers', () => {
  it('escapeHtml makes markup and quotes inert and keeps every other character', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a> — é`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt; — é');
  });

  it('closest counts a swap of two letters as one edit', () => {
    // Plain Levenshtein counts two edits for each candidate and keeps the first.
    expect(closest('/docs/abcd', ['/docs/abxy', '/docs/bacd'])).toBe('/docs/bacd');
    expect(closest('zzzzzz', ['/docs/ba'])).toBeUndefined();
  });

  it('codeFrame numbers a fragment from the line it starts at', () => {
    expect(codeFrame('const x = ;', 41, 11, 0, 41)).toBe('> 41 | const x = ;\n     |           ^');
    expect(codeFrame('a\nb\nc', 2, 1, 1)).toBe('  1 | a\n> 2 | b\n    | ^\n  3 | c');
  });
});

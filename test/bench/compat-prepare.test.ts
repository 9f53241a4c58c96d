import { describe, expect, it } from 'vitest';
import { tail, timed } from '../../bench/compat/prepare-site.ts';

describe('compat: running a site build', () => {
  it('counts a run that exits 0 in time as done', () => {
    expect(timed(process.execPath, ['-e', 'console.log("built")'], process.cwd(), 20_000)).toMatchObject({ ok: true, output: expect.stringContaining('built') });
  });

  it('keeps the start and the end of a long output', () => {
    const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const kept = tail(output, 2, 3).split('\n');
    expect(kept).toEqual(['line 0', 'line 1', '…', 'line 97', 'line 98', 'line 99']);
  });
});

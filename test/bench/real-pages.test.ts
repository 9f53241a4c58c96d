import { describe, expect, it } from 'vitest';
import { msPerPage, realVsGeneratedSection } from '../../bench/real-pages.ts';

describe('real pages against generated ones', () => {
  it('divides the median cold time by the pages built and gives the ratio against the 2× target', () => {
    const real = { pages: 180, coldMs: [36_000, 30_000, 90_000] };
    const generated = { pages: 1000, coldMs: [20_000, 22_000, 21_000] };
    expect(msPerPage(real)).toBe(200);
    expect(msPerPage(generated)).toBe(21);
    const section = realVsGeneratedSection(real, generated);
    expect(section).toContain('| Jest site | 180 | 36.00 s | 200.0 |');
    expect(section).toContain('**9.52×** a generated page (above the 2× target)');
    expect(realVsGeneratedSection({ pages: 100, coldMs: [2_000] }, generated)).toContain('(within the 2× target)');
    // 1.90×: within 2×.
    expect(realVsGeneratedSection({ pages: 100, coldMs: [4_000] }, generated)).toContain('**1.90×** a generated page (within the 2× target)');
  });

  it('says why it was not run', () => {
    expect(realVsGeneratedSection('not run: no Jest site', undefined)).toBe('not run: no Jest site');
    expect(realVsGeneratedSection({ pages: 1, coldMs: [1] }, undefined)).toMatch(/^not run: it needs the 1,000-page synthetic site/);
  });
});

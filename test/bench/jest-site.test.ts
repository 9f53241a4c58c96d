import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jestSite, jestSiteSection } from '../../bench/jest-site.ts';

describe('the Jest site section of the bench', () => {
  const saved = process.env.JEST_SITE;
  afterEach(() => {
    if (saved === undefined) delete process.env.JEST_SITE;
    else process.env.JEST_SITE = saved;
  });

  it('is skipped with a message naming the missing folder and the command that prepares it', () => {
    const empty = mkdtempSync(join(tmpdir(), 'docs-build-no-jest-'));
    try {
      process.env.JEST_SITE = empty;
      const site = jestSite('/unused');
      expect(site).toEqual({ missing: expect.stringContaining(join(empty, 'website/node_modules/@docusaurus/core')) });
      expect('missing' in site && site.missing).toContain('node bin/run-ts.js bench/prepare-jest-site.ts');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('writes both builders side by side with the ratios', () => {
    const text = jestSiteSection(
      {
        docsBuild: [{ ms: 30_000, rssMb: 400 }],
        docusaurus: [{ ms: 120_000, rssMb: 1600 }],
        docusaurusVersion: '3.10.2',
        pages: { docsBuild: 358, docusaurus: 360 },
      },
      1,
    );
    expect(text).toContain('| docs-build | 358 | 30.00 s | 400 MB |');
    expect(text).toContain('| Docusaurus 3.10.2 | 360 | 120.00 s | 1600 MB |');
    expect(text).toContain('Docusaurus takes **4.0×** the time and **4.0×** the memory.');
    expect(text).not.toContain('Faster');
  });

  it('adds Docusaurus Faster and its ratio to docs-build when it was built too', () => {
    const text = jestSiteSection(
      {
        docsBuild: [{ ms: 10_000, rssMb: 500 }],
        docusaurus: [{ ms: 36_000, rssMb: 560 }],
        faster: [{ ms: 38_000, rssMb: 1400 }],
        docusaurusVersion: '3.10.2',
        pages: { docsBuild: 181, docusaurus: 360, faster: 360 },
      },
      1,
    );
    expect(text).toContain('| Docusaurus 3.10.2 Faster (`future.faster`) | 360 | 38.00 s | 1400 MB |');
    expect(text).toContain("Docusaurus Faster takes **3.8×** docs-build's time (the target is at least 4×) and **2.8×** its memory");
  });
});

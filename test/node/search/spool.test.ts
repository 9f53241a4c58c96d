import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageSearch } from '../../../src/node/search/page-records.ts';
import { openRecordSpool, openSpoolReader, SPOOL_DIR } from '../../../src/node/search/spool.ts';

const work = mkdtempSync(join(tmpdir(), 'docs-build-spool-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const page = (n: number) =>
  pageSearch({ route: `/docs/p${n}`, title: `Page ${n}`, lvl0: 'Guides', html: `<p>First paragraph of page ${n}.</p><h2 id="more">More</h2><p>Ünïcode text ${'x'.repeat(n * 10)}.</p>` });

describe('the search record spool', () => {
  it('moves records to disk, leaving where they are, and reads them back unchanged', async () => {
    const spool = openRecordSpool(work);
    const pages = Array.from({ length: 5 }, (_, i) => page(i + 1));
    // All at once, as two render lanes do: each page must get its own byte range.
    const spooled = await Promise.all(pages.map((p) => spool.spool(p)));
    await spool.close();
    for (const [i, p] of spooled.entries()) {
      expect(p.records).toBeUndefined();
      expect(p.spooled?.file.startsWith(join(work, SPOOL_DIR))).toBe(true);
      expect(p).toMatchObject({ route: pages[i]!.route, count: pages[i]!.count, hash: pages[i]!.hash });
    }
    const reader = openSpoolReader();
    for (const [i, p] of [...spooled.entries()].reverse()) expect(await reader.read(p)).toEqual(JSON.parse(pages[i]!.records!));
    await reader.close();
    const file = spooled[0]!.spooled!.file;
    expect(statSync(file).size).toBe(pages.reduce((sum, p) => sum + Buffer.byteLength(p.records!) + 1, 0));
  });

  it('reads records that were never spooled (the dev server keeps them inline)', async () => {
    const reader = openSpoolReader();
    const inline = page(2);
    expect(await reader.read(inline)).toEqual(JSON.parse(inline.records!));
    // The title, a paragraph, a heading and a paragraph.
    expect(inline.count).toBe(4);
    await reader.close();
  });
});

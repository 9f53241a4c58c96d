import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCompressedCache, type CompressedCache, type CompressedCopy } from '../../../src/node/server/compressed-cache.ts';

// Pseudo-random words: compressible like a page, but not to almost nothing.
function page(seed: number, words = 4000): string {
  let x = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out.push(`w${x % 5000}`);
  }
  return `<!doctype html><p>${out.join(' ')}</p>`;
}

describe('compressed copies made by the server', () => {
  let dir: string;
  const caches: CompressedCache[] = [];
  const make = (maxBytes?: number) => {
    const cache = createCompressedCache(maxBytes);
    caches.push(cache);
    return cache;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'docs-build-compressed-cache-'));
  });
  afterEach(async () => {
    await Promise.all(caches.splice(0).map((cache) => cache.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const bytes = (copy: CompressedCopy | null) => readFileSync(copy!.file);

  it('compresses a file once per coding and returns the same bytes after', async () => {
    const text = page(1);
    const path = file('a.html', text);
    const cache = make();
    const [br, again] = await Promise.all([cache.get(path, statSync(path), 'br'), cache.get(path, statSync(path), 'br')]);
    expect(brotliDecompressSync(bytes(br)).toString()).toBe(text);
    // Two requests at once share one compression.
    expect(again).toBe(br);
    expect(await cache.get(path, statSync(path), 'br')).toBe(br);
    const gz = await cache.get(path, statSync(path), 'gzip');
    expect(gunzipSync(bytes(gz)).toString()).toBe(text);
    // A page gets the levels of `build --precompress`: gzip 6 here.
    expect(bytes(gz).length).toBe(gzipSync(text, { level: 6 }).length);
    expect(cache.bytes).toBe(br!.stat.size + gz!.stat.size);
  });

  it('compresses an edited file again', async () => {
    const path = file('a.html', page(1));
    const cache = make();
    const before = await cache.get(path, statSync(path), 'br');
    writeFileSync(path, page(2));
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const after = await cache.get(path, statSync(path), 'br');
    expect(brotliDecompressSync(bytes(after)).toString()).toBe(page(2));
    expect(after).not.toBe(before);
  });

  it('keeps its bytes under the budget, dropping the least recently used first', async () => {
    const paths = Array.from({ length: 6 }, (_, i) => file(`p${i}.html`, page(i + 10)));
    const one = (await make().get(paths[0]!, statSync(paths[0]!), 'br'))!.stat.size;
    // Room for about three bodies.
    const cache = make(Math.floor(one * 3.5));
    const first = await cache.get(paths[0]!, statSync(paths[0]!), 'br');
    for (const path of paths.slice(1, 3)) await cache.get(path, statSync(path), 'br');
    // The first is used again, so the second is the oldest when room is needed.
    expect(await cache.get(paths[0]!, statSync(paths[0]!), 'br')).toBe(first);
    const second = await cache.get(paths[1]!, statSync(paths[1]!), 'br');
    for (const path of paths.slice(3)) {
      await cache.get(path, statSync(path), 'br');
      expect(cache.bytes).toBeLessThanOrEqual(Math.floor(one * 3.5));
    }
    expect(cache.bytes).toBeGreaterThan(0);
    // The most recent survive; an evicted one is made again (new bytes, same text).
    const last = paths[5]!;
    expect(await cache.get(last, statSync(last), 'br')).toBe(await cache.get(last, statSync(last), 'br'));
    const remade = await cache.get(paths[2]!, statSync(paths[2]!), 'br');
    expect(brotliDecompressSync(bytes(remade)).toString()).toBe(page(12));
    // The least recently used copy is gone from the disk too.
    expect(existsSync(second!.file)).toBe(false);
  });

  it('answers null for a file that cannot be read, and tries again next time', async () => {
    const path = file('gone.html', page(3));
    const stat = statSync(path);
    rmSync(path);
    const cache = make();
    expect(await cache.get(path, stat, 'br')).toBeNull();
    writeFileSync(path, page(3));
    expect(brotliDecompressSync(bytes(await cache.get(path, stat, 'br'))).toString()).toBe(page(3));
  });
});

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, pruneCompressCache, writeCompressed } from '../../../src/node/write/compress.ts';

// Long enough to pass the size threshold for compression.
const page = `<!doctype html><main>${'<p>Remote Backup copies Home Assistant backups off the device.</p>'.repeat(60)}</main>`;
const other = page.replace('<main>', '<main><h1>Another page</h1>');
const DAY = 24 * 60 * 60 * 1000;

describe('compressed copies cache', () => {
  let work: string;
  let out: string;
  let cache: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-compress-cache-'));
    out = join(work, 'out');
    cache = join(work, 'cache');
    mkdirSync(out);
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  const cached = () => readdirSync(cache).sort();

  /** A copy of the cache whose .br entries for the given texts hold other valid bytes, named as the cache names them. */
  function withMarkers(markers: Map<string, Buffer>): string {
    const copy = join(work, 'cache-with-markers');
    mkdirSync(copy);
    for (const name of cached()) {
      const bytes = readFileSync(join(cache, name));
      const text = name.endsWith('.br') ? brotliDecompressSync(bytes).toString() : undefined;
      const marker = text === undefined ? undefined : markers.get(text);
      if (!marker) writeFileSync(join(copy, name), bytes);
      else writeFileSync(join(copy, name.replace(/-\w+\.br$/, `-${createHash('sha256').update(marker).digest('hex').slice(0, 12)}.br`)), marker);
    }
    return copy;
  }

  it('keeps one .br and one .gz per contents, and reuses them for another path', async () => {
    const a = join(out, 'a.html');
    const b = join(out, 'b.html');
    expect(await writeCompressed(a, page, cache)).toBe(true);
    expect(await writeCompressed(b, page, cache)).toBe(true);
    expect(readFileSync(`${b}.br`)).toEqual(readFileSync(`${a}.br`));
    expect(readFileSync(`${b}.gz`)).toEqual(readFileSync(`${a}.gz`));
    expect(brotliDecompressSync(readFileSync(`${b}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${b}.gz`)).toString()).toBe(page);
    const names = cached();
    expect(names).toHaveLength(2);
    expect(names.filter((n) => n.endsWith('.br'))).toHaveLength(1);
    expect(names.filter((n) => n.endsWith('.gz'))).toHaveLength(1);
  });

  it('takes the copies from the cache instead of compressing again', async () => {
    await writeCompressed(join(out, 'a.html'), page, cache);
    // A marker no compressor would write: seeing it proves the copy came from the cache.
    // Valid brotli of the same text, but not the bytes quality 5 makes: seeing them proves the copy came from the
    // cache. Put in a second folder under the name it would have, `<key>-<hash of its bytes>.br`.
    const marker = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const second = withMarkers(new Map([[page, marker]]));
    const c = join(out, 'c.html');
    await writeCompressed(c, page, second);
    expect(readFileSync(`${c}.br`)).toEqual(marker);
  });

  it('compresses again when a kept copy is not what its name says (a built file edited in place)', async () => {
    const a = join(out, 'a.html');
    await writeCompressed(a, page, cache);
    // The cache links the output's copy; writing into that file in place changes the kept one too.
    writeFileSync(`${a}.br`, brotliCompressSync('something else'));
    const c = join(out, 'c.html');
    await writeCompressed(c, page, cache);
    expect(brotliDecompressSync(readFileSync(`${c}.br`)).toString()).toBe(page);
  });

  it('keys on contents and on the strength used for the kind of file', async () => {
    await writeCompressed(join(out, 'a.html'), page, cache);
    await writeCompressed(join(out, 'b.html'), other, cache);
    // Scripts are compressed harder, so the same text as a script is another entry.
    await writeCompressed(join(out, 'a.js'), page, cache);
    expect(cached()).toHaveLength(6);
    expect(brotliDecompressSync(readFileSync(join(out, 'b.html.br'))).toString()).toBe(other);
  });

  it('writes nothing to a cache when given none', async () => {
    await writeCompressed(join(out, 'a.html'), page);
    expect(readdirSync(work)).toEqual(['out']);
  });

  it('prunes entries older than the limit and keeps fresh ones', async () => {
    await writeCompressed(join(out, 'old.html'), page, cache);
    const old = cached();
    const past = new Date(Date.now() - 2 * DAY);
    for (const name of old) utimesSync(join(cache, name), past, past);
    await writeCompressed(join(out, 'new.html'), other, cache);
    const fresh = cached().filter((n) => !old.includes(n));
    expect(fresh).toHaveLength(2);

    await pruneCompressCache(cache, 1000 * DAY);
    expect(cached()).toHaveLength(4);
    await pruneCompressCache(cache, DAY);
    expect(cached()).toEqual(fresh);

    // A pruned entry is simply made again.
    const again = join(out, 'again.html');
    await writeCompressed(again, page, cache);
    expect(brotliDecompressSync(readFileSync(`${again}.br`)).toString()).toBe(page);
    expect(cached()).toHaveLength(4);
  });

  it('pruning a cache that does not exist is no error', async () => {
    await expect(pruneCompressCache(join(work, 'nowhere'), 0)).resolves.toBeUndefined();
  });

  it('precompress fills and then reuses the cache', async () => {
    const first = join(work, 'first');
    const second = join(work, 'second');
    for (const dir of [first, second]) {
      mkdirSync(dir);
      writeFileSync(join(dir, 'index.html'), page);
      writeFileSync(join(dir, 'app.js'), `export const text = ${JSON.stringify(page)};`);
    }
    expect(await precompress(first, cache)).toBe(2);
    expect(cached()).toHaveLength(4);
    // Valid brotli of the same texts, at a quality the build never uses: proof the copies came from the cache.
    const script = readFileSync(join(second, 'app.js'), 'utf8');
    const markers = new Map([page, script].map((text) => [text, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]));
    expect(await precompress(second, withMarkers(markers))).toBe(2);
    expect(readFileSync(join(second, 'index.html.br'))).toEqual(markers.get(page));
    expect(readFileSync(join(second, 'app.js.br'))).toEqual(markers.get(readFileSync(join(second, 'app.js'), 'utf8')));
    expect(readFileSync(join(second, 'index.html.gz'))).toEqual(readFileSync(join(first, 'index.html.gz')));
  });
});

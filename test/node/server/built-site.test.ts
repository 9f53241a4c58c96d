import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { startStaticServer, type StaticServer } from '../../../src/node/server/serve.ts';
import { REPO } from '../../helpers/cli.ts';
import { get } from './helpers/http.ts';

// A build makes no compressed copies unless asked: what `serve` sends for its pages, scripts and chunks is
// compressed as it is sent, and must be as correct as the copies were.
describe('serving a build made without --precompress', () => {
  let work: string;
  let out: string;
  let server: StaticServer;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-serve-built-'));
    cpSync(join(REPO, 'test/fixtures/build-site'), join(work, 'site'), { recursive: true });
    out = join(work, 'out');
    const report = await build({ cwd: join(work, 'site'), outDir: out, cache: false, threads: 1 });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    server = await startStaticServer({ dir: out, port: 0 });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('has no .br or .gz files', () => {
    expect(fg.sync('**/*.{br,gz}', { cwd: out })).toEqual([]);
  });

  it('sends a page, a script and a page chunk compressed by Accept-Encoding, with Vary', async () => {
    const script = fg.sync('assets/*.js', { cwd: out }).map((f) => ({ f, size: readFileSync(join(out, f)).length })).sort((a, b) => b.size - a.size)[0]!.f;
    const chunk = fg.sync('assets/pages/*.json', { cwd: out }).map((f) => ({ f, size: readFileSync(join(out, f)).length })).sort((a, b) => b.size - a.size)[0]!.f;
    for (const [url, file] of [['/', 'index.html'], [`/${script}`, script], [`/${chunk}`, chunk]] as const) {
      const source = readFileSync(join(out, file));
      const br = await get(server.url, url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.status, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).equals(source), url).toBe(true);
      expect(br.body.length, url).toBeLessThan(source.length);

      const gz = await get(server.url, url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.body).equals(source), url).toBe(true);
      // The build's levels for --precompress: a script as small as gzip 9 makes it (what the page-weight budget counts).
      expect(gz.body.length, url).toBe(gzipSync(source, { level: file === script ? 9 : 6 }).length);

      const plain = await get(server.url, url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toBe('Accept-Encoding');
      expect(Number(plain.headers['content-length']), url).toBe(source.length);
      expect(plain.body.equals(source), url).toBe(true);
      // A validator per coding: a cache must not answer a gzip request with the brotli bytes.
      expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size, url).toBe(3);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get(server.url, '/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.vary).toBe('Accept-Encoding');
    expect(head.body.length).toBe(0);
  });

  it('answers a range of the file, and of its compressed body, whose length is known once it is made', async () => {
    const source = readFileSync(join(out, 'index.html'));
    const part = await get(server.url, '/', { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${source.length}`);
    expect(part.body.equals(source.subarray(0, 100))).toBe(true);
    const whole = await get(server.url, '/', { headers: { 'Accept-Encoding': 'br' } });
    expect(Number(whole.headers['content-length'])).toBe(whole.body.length);
    const encoded = await get(server.url, '/', { headers: { Range: 'bytes=10-49', 'Accept-Encoding': 'br' } });
    expect(encoded.status).toBe(206);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers['content-range']).toBe(`bytes 10-49/${whole.body.length}`);
    expect(encoded.body.equals(whole.body.subarray(10, 50))).toBe(true);
  });
});

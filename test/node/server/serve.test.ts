import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { startStaticServer, type StaticServer } from '../../../src/node/server/serve.ts';
import { makeFixtureSite, type FixtureSite } from './helpers/fixture-site.ts';
import { get } from './helpers/http.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

let site: FixtureSite;
let server: StaticServer;
const logLines: string[] = [];

beforeAll(async () => {
  site = await makeFixtureSite();
  server = await startStaticServer({ dir: site.dir, port: 0, log: (line) => logLines.push(line) });
});
afterAll(async () => {
  await server?.close();
  await site?.remove();
});

/** A file of the fixture site, as written; a name the fixture lacks fails the test. */
function file(name: string): Buffer {
  const data = site.files[name];
  if (!data) throw new Error(`The fixture site has no ${name}.`);
  return data;
}
const body = (name: string) => file(name).toString();

describe('startStaticServer', () => {
  it('binds 127.0.0.1 on the port it reports', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
  });

  describe('clean URLs', () => {
    it.each([
      ['/', 'index.html'],
      ['/docs/installation', 'docs/installation/index.html'],
      ['/docs/installation/', 'docs/installation/index.html'],
      ['/page', 'page.html'],
      ['/page?x=1', 'page.html'],
      ['/alias', 'page.html'],
    ])('%s serves %s', async (path, file) => {
      const reply = await get(server.url, path);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body.toString()).toBe(body(file));
    });

    it.each([
      ['/page.html', '/page'],
      ['/page.html?q=1&r=2', '/page?q=1&r=2'],
      ['/docs/installation/index.html', '/docs/installation'],
      ['/docs/installation/index.html?v=3', '/docs/installation?v=3'],
      ['/index.html', '/'],
      ['/index.html?a=b', '/?a=b'],
      ['/docs/installation.html', '/docs/installation'],
    ])('%s redirects 301 to %s', async (path, location) => {
      const reply = await get(server.url, path);
      expect(reply.status).toBe(301);
      expect(reply.headers.location).toBe(location);
    });

    it('serves a .html file directly when its clean path belongs to a folder index', async () => {
      const file = await get(server.url, '/guide.html');
      expect(file.status).toBe(200);
      expect(file.body.toString()).toBe(body('guide.html'));
      expect((await get(server.url, '/guide')).body.toString()).toBe(body('guide/index.html'));
      expect((await get(server.url, '/missing.html')).status).toBe(404);
    });
  });

  describe('not found', () => {
    it('answers 404 with the 404 page', async () => {
      const reply = await get(server.url, '/no/such/page');
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body.toString()).toBe(body('404.html'));
      expect(reply.headers.etag).toBeUndefined();
    });

    it('falls back to plain text without a 404 page', async () => {
      const bare = await startStaticServer({ dir: site.dir, port: 0, notFoundPage: 'absent.html' });
      try {
        const reply = await get(bare.url, '/nope');
        expect(reply.status).toBe(404);
        expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(reply.body.toString()).toBe('Not Found\n');
      } finally {
        await bare.close();
      }
    });

    it.each(['/_redirects', '/.env', '/small.txt/', '/docs/missing/index.html'])('hides %s', async (path) => {
      expect((await get(server.url, path)).status).toBe(404);
    });
  });

  describe('headers', () => {
    it.each([
      ['/assets/style.def456.css', 'text/css; charset=utf-8'],
      ['/assets/app.abc123.js', 'text/javascript; charset=utf-8'],
      ['/mod.mjs', 'text/javascript; charset=utf-8'],
      ['/data.json', 'application/json; charset=utf-8'],
      ['/feed.xml', 'application/xml; charset=utf-8'],
      ['/logo.svg', 'image/svg+xml; charset=utf-8'],
      ['/image.png', 'image/png'],
      ['/photo.jpg', 'image/jpeg'],
      ['/pic.webp', 'image/webp'],
      ['/anim.gif', 'image/gif'],
      ['/favicon.ico', 'image/x-icon'],
      ['/font.woff2', 'font/woff2'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/app.js.map', 'application/json; charset=utf-8'],
      ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ])('%s is %s', async (path, type) => {
      const reply = await get(server.url, path);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe(type);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    });

    it('caches hashed assets forever and revalidates everything else', async () => {
      expect((await get(server.url, '/assets/app.abc123.js')).headers['cache-control']).toBe(IMMUTABLE);
      expect((await get(server.url, '/assets/style.def456.css')).headers['cache-control']).toBe(IMMUTABLE);
      expect((await get(server.url, '/')).headers['cache-control']).toBe(REVALIDATE);
      expect((await get(server.url, '/image.png')).headers['cache-control']).toBe(REVALIDATE);
      expect((await get(server.url, '/missing')).headers['cache-control']).toBe(REVALIDATE);
    });

    it('sends nosniff on errors too', async () => {
      const reply = await get(server.url, '/', { method: 'POST' });
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('compression', () => {
    const js = () => file('assets/app.abc123.js');

    it('prefers the precompressed brotli file', async () => {
      const reply = await get(server.url, '/assets/app.abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(reply.body.equals(file('assets/app.abc123.js.br'))).toBe(true);
      expect(Number(reply.headers['content-length'])).toBe(file('assets/app.abc123.js.br').length);
      expect(brotliDecompressSync(reply.body).equals(js())).toBe(true);
    });

    it('serves the .gz file when brotli is not accepted', async () => {
      const reply = await get(server.url, '/assets/app.abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.body.equals(file('assets/app.abc123.js.gz'))).toBe(true);
    });

    it('honours q-values, including q=0', async () => {
      const gz = await get(server.url, '/assets/app.abc123.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const preferred = await get(server.url, '/assets/app.abc123.js', { headers: { 'Accept-Encoding': 'br;q=0.5, gzip;q=0.9' } });
      expect(preferred.headers['content-encoding']).toBe('gzip');
    });

    it('sends identity bytes, still with Vary, when nothing is accepted', async () => {
      const reply = await get(server.url, '/assets/app.abc123.js');
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(reply.body.equals(js())).toBe(true);
    });

    it('compresses large text on the fly when no precompressed file exists', async () => {
      const br = await get(server.url, '/assets/style.def456.css', { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-length']).toBeUndefined();
      expect(brotliDecompressSync(br.body).equals(file('assets/style.def456.css'))).toBe(true);

      const gz = await get(server.url, '/docs/big/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(file('docs/big/index.html'))).toBe(true);
      expect(gz.body.length).toBeLessThan(file('docs/big/index.html').length / 4);
    });

    it('leaves small files and binary formats alone', async () => {
      const small = await get(server.url, '/small.txt', { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body.toString()).toBe('tiny');
      const png = await get(server.url, '/image.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.headers.vary).toBeUndefined();
      expect(png.body.equals(file('image.png'))).toBe(true);
    });

    it('never serves a precompressed sibling at its own URL', async () => {
      expect((await get(server.url, '/assets/app.abc123.js.gz')).status).toBe(404);
      expect((await get(server.url, '/assets/app.abc123.js.br')).status).toBe(404);
    });

    it('serves a .gz file that is not a sibling of another file as is', async () => {
      const reply = await get(server.url, '/archive.tar.gz', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body.equals(file('archive.tar.gz'))).toBe(true);
    });
  });

  describe('conditional requests and methods', () => {
    it('answers 304 to a matching If-None-Match', async () => {
      const first = await get(server.url, '/page');
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      const again = await get(server.url, '/page', { headers: { 'If-None-Match': `"other", ${etag}` } });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      const weak = await get(server.url, '/page', { headers: { 'If-None-Match': `W/${etag}` } });
      expect(weak.status).toBe(304);
      const stale = await get(server.url, '/page', { headers: { 'If-None-Match': '"nope"' } });
      expect(stale.status).toBe(200);
    });

    it('gives each encoding its own ETag', async () => {
      const plain = await get(server.url, '/assets/app.abc123.js');
      const br = await get(server.url, '/assets/app.abc123.js', { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      const cross = await get(server.url, '/assets/app.abc123.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': plain.headers.etag ?? '' } });
      expect(cross.status).toBe(200);
    });

    it('answers HEAD with headers and no body', async () => {
      const reply = await get(server.url, '/page', { method: 'HEAD' });
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBe(0);
      expect(Number(reply.headers['content-length'])).toBe(file('page.html').length);
      expect(reply.headers.etag).toBeDefined();
      const missing = await get(server.url, '/nope', { method: 'HEAD' });
      expect(missing.status).toBe(404);
      expect(missing.body.length).toBe(0);
    });

    it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('refuses %s with 405', async (method) => {
      const reply = await get(server.url, '/page', { method });
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
    });
  });

  describe('_redirects', () => {
    it.each([
      ['/old-page', 301, '/page'],
      ['/old-page/', 301, '/page'],
      ['/old-page?ref=x', 301, '/page?ref=x'],
      ['/temp', 302, '/docs/installation'],
      ['/keep', 307, '/page'],
      ['/perm', 308, '/page'],
      ['/blog/2024/hello', 301, '/news/2024/hello'],
      ['/blog', 301, '/news/'],
      ['/offsite', 302, 'https://example.invalid/x'],
    ])('%s → %i %s', async (path, status, location) => {
      const reply = await get(server.url, path);
      expect(reply.status).toBe(status);
      expect(reply.headers.location).toBe(location);
    });

    it('rewrites with 200 without changing the URL', async () => {
      const reply = await get(server.url, '/app/settings/profile');
      expect(reply.status).toBe(200);
      expect(reply.headers.location).toBeUndefined();
      expect(reply.body.toString()).toBe(body('index.html'));
    });

    it('answers 404 when a rewrite target is missing', async () => {
      const reply = await get(server.url, '/ghost');
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toBe(body('404.html'));
    });

    it('reports lines it cannot use through the log', () => {
      expect(logLines).toContain('_redirects:10: `from` must start with /');
    });
  });

  describe('logging', () => {
    it('logs one line per request through the callback', async () => {
      await get(server.url, '/page?from=log');
      // The line is written when the socket side of the response closes, just after the client has the body.
      await vi.waitFor(() => expect(logLines.filter((line) => line.includes('from=log'))).toHaveLength(1));
      expect(logLines.find((line) => line.includes('from=log'))).toMatch(/^GET \/page\?from=log 200 \d+ms$/);
    });
  });

  it('refuses to start on a missing folder, with a hint', async () => {
    await expect(startStaticServer({ dir: join(site.dir, 'nope'), port: 0 })).rejects.toThrow(/does not exist.*docs-build build/);
  });
});

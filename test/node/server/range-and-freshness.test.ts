import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startStaticServer, type StaticServer } from '../../../src/node/server/serve.ts';
import { createHandler } from '../../../src/node/server/handler.ts';
import { listen } from '../../../src/node/server/listen.ts';
import { get } from './helpers/http.ts';

const VIDEO = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
const OLD_PAGE = `<!doctype html><title>Old</title>${'<p>old words</p>'.repeat(200)}`;
const NEW_PAGE = `<!doctype html><title>New</title>${'<p>new words</p>'.repeat(200)}`;
const RECORDS = `${Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ id: i, title: `Record ${i}` })).join('\n')}\n`;

let base: string;
let server: StaticServer;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'docs-build-ranges-'));
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>Home</title>',
    'media/clip.mp4': VIDEO,
    'media/clip.webm': VIDEO,
    'media/song.mp3': VIDEO,
    'edited/index.html': NEW_PAGE,
    'edited/index.html.br': brotliCompressSync(OLD_PAGE),
    'edited/index.html.gz': gzipSync(OLD_PAGE),
    'fresh/index.html': NEW_PAGE,
    'fresh/index.html.br': brotliCompressSync(NEW_PAGE),
    'search/records.json': RECORDS,
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(dirname(join(base, name)), { recursive: true });
    await writeFile(join(base, name), body);
  }
  // The copies were made by the build; the page was edited an hour later.
  const built = new Date(Date.now() - 3_600_000);
  await utimes(join(base, 'edited/index.html.br'), built, built);
  await utimes(join(base, 'edited/index.html.gz'), built, built);
  server = await startStaticServer({ dir: base, port: 0 });
});
afterAll(async () => {
  await server?.close();
  await rm(base, { recursive: true, force: true });
});

describe('byte ranges', () => {
  it('advertises ranges and answers one with 206', async () => {
    const whole = await get(server.url, '/media/clip.mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await get(server.url, '/media/clip.mp4', { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${VIDEO.length}`);
    expect(Number(part.headers['content-length'])).toBe(100);
    expect(part.body.equals(VIDEO.subarray(100, 200))).toBe(true);
  });

  it('answers open-ended and suffix ranges, for resuming downloads', async () => {
    const tail = await get(server.url, '/media/clip.mp4', { headers: { Range: 'bytes=4900-' } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(VIDEO.subarray(4900))).toBe(true);
    const suffix = await get(server.url, '/media/clip.mp4', { headers: { Range: 'bytes=-10' } });
    expect(suffix.headers['content-range']).toBe(`bytes 4990-4999/${VIDEO.length}`);
    expect(suffix.body.equals(VIDEO.subarray(4990))).toBe(true);
  });

  it('answers 416 to a range past the end', async () => {
    const reply = await get(server.url, '/media/clip.mp4', { headers: { Range: 'bytes=9000-9100' } });
    expect(reply.status).toBe(416);
    expect(reply.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });

  it('sends the whole file when If-Range names an older version', async () => {
    const first = await get(server.url, '/media/clip.mp4');
    const current = await get(server.url, '/media/clip.mp4', { headers: { Range: 'bytes=0-9', 'If-Range': first.headers.etag ?? '' } });
    expect(current.status).toBe(206);
    const old = await get(server.url, '/media/clip.mp4', { headers: { Range: 'bytes=0-9', 'If-Range': '"0-0"' } });
    expect(old.status).toBe(200);
    expect(old.body.length).toBe(VIDEO.length);
  });

  // VIDEO is 5000 bytes: the answer to each Range header, as status and the bytes sent.
  it.each([
    [undefined, 200, 0, 5000],
    ['bytes=0-0', 206, 0, 1],
    ['bytes=5-', 206, 5, 5000],
    ['bytes=-3', 206, 4997, 5000],
    ['bytes=-30000', 206, 0, 5000],
    ['bytes=2-40000', 206, 2, 5000],
    ['bytes=5000-', 416, 0, 0],
    // An invalid range (last before first) may be ignored or refused (RFC 9110 §14.2); send refuses it.
    ['bytes=5-2', 416, 0, 0],
    ['bytes=0-1,4-5', 200, 0, 5000],
    ['items=0-1', 200, 0, 5000],
  ])('Range %s → %i with bytes %i to %i', async (range, status, start, end) => {
    const reply = await get(server.url, '/media/clip.mp4', { headers: range ? { Range: range } : {} });
    expect(reply.status).toBe(status);
    expect(reply.body.equals(VIDEO.subarray(start, end))).toBe(true);
    if (status === 206) expect(reply.headers['content-range']).toBe(`bytes ${start}-${end - 1}/${VIDEO.length}`);
  });
});

describe('media types', () => {
  it.each([
    ['/media/clip.mp4', 'video/mp4'],
    ['/media/clip.webm', 'video/webm'],
    ['/media/song.mp3', 'audio/mpeg'],
  ])('%s is %s', async (path, type) => {
    expect((await get(server.url, path)).headers['content-type']).toBe(type);
  });
});

describe('If-Modified-Since', () => {
  it('answers 304 when the file has not changed since the date, 200 otherwise', async () => {
    const first = await get(server.url, '/media/clip.mp4');
    const lastModified = first.headers['last-modified'] ?? '';
    expect((await get(server.url, '/media/clip.mp4', { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get(server.url, '/media/clip.mp4', { headers: { 'If-Modified-Since': earlier } })).status).toBe(200);
    // If-None-Match decides when both are sent.
    const both = await get(server.url, '/media/clip.mp4', { headers: { 'If-Modified-Since': lastModified, 'If-None-Match': '"other"' } });
    expect(both.status).toBe(200);
  });
});

describe('If-Match', () => {
  it('answers 412 when the file is no longer the version named, and sends it when it is', async () => {
    const first = await get(server.url, '/media/clip.mp4');
    expect((await get(server.url, '/media/clip.mp4', { headers: { 'If-Match': '"0-0"' } })).status).toBe(412);
    const current = await get(server.url, '/media/clip.mp4', { headers: { 'If-Match': first.headers.etag ?? '' } });
    expect(current.status).toBe(200);
    expect(current.body.equals(VIDEO)).toBe(true);
    // The 404 page answers for a path that does not exist, whatever the conditions (RFC 9110 §13.2.1).
    expect((await get(server.url, '/no/such/file', { headers: { 'If-Match': '"0-0"', Range: 'bytes=0-1' } })).status).toBe(404);
  });
});

describe('precompressed copies', () => {
  it('ignores a .br or .gz copy older than its source', async () => {
    const br = await get(server.url, '/edited/', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(NEW_PAGE);
    const gz = await get(server.url, '/edited/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(gz.body).toString()).toBe(NEW_PAGE);
  });

  it('uses a copy at least as new as its source', async () => {
    const br = await get(server.url, '/fresh/', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(NEW_PAGE).length);
  });
});

describe('large files compressed on the fly', () => {
  it('compresses once and sends the same copy, with a length and ranges, to every request', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => get(server.url, '/search/records.json', { headers: { 'Accept-Encoding': 'br' } })),
    );
    const lengths = new Set(replies.map((reply) => reply.headers['content-length']));
    expect(lengths.size).toBe(1);
    expect(Number([...lengths][0])).toBeGreaterThan(0);
    for (const reply of replies) {
      expect(reply.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(reply.body).toString()).toBe(RECORDS);
    }
    const etag = replies[0]?.headers.etag ?? '';
    expect((await get(server.url, '/search/records.json', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe('server errors', () => {
  it('are logged with their cause, and the client gets a bare 500', async () => {
    const lines: string[] = [];
    const failing = createHandler({
      files: { root: base, find: () => Promise.reject(new Error('disk on fire')) },
      redirects: [],
      notFoundPage: join(base, '404.html'),
      log: (line) => lines.push(line),
    });
    const http = createServer((req, res) => void failing(req, res));
    const port = await listen(http, 0, '127.0.0.1');
    try {
      const reply = await get(`http://127.0.0.1:${port}`, '/anything');
      expect(reply.status).toBe(500);
      expect(reply.body.toString()).not.toContain('disk on fire');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^500 GET \/anything: Error: disk on fire/);
    } finally {
      await new Promise((done) => http.close(done));
    }
  });
});

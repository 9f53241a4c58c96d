import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite } from '../../../src/node/crawl/crawl.ts';

// Case 8: `check --concurrency 256` reported over a thousand "timeout after 10000 ms" on a healthy site of 2,013
// pages. The site's server runs on the crawl's own thread, so every request in flight waits for all the others.
const PAGES = 300;
// Each answer keeps the thread busy this long, as rendering and reading a large page does.
const BUSY_MS = 20;
const TIMEOUT_MS = 1_000;

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/hang') return; // Never answers: a real timeout, which must still be reported.
    const until = Date.now() + BUSY_MS;
    while (Date.now() < until) {
      // Busy on purpose: the same thread as the crawl, like the check's own server.
    }
    const links = request.url === '/' ? Array.from({ length: PAGES }, (_, i) => `<a href="/p${i}">${i}</a>`).join('') : '<a href="/">home</a>';
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>t</title>${links}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('crawling a busy site with 256 requests at once', () => {
  it('reports no timeouts for pages that answer, and still reports one that never does', async () => {
    const { results } = await crawlSite([`${origin}/`, `${origin}/hang`], { concurrency: 256, timeoutMs: TIMEOUT_MS, toSitePath: (url) => url.pathname });
    const failed = [...results].filter(([, result]) => !result.ok).map(([url, result]) => `${new URL(url).pathname} ${result.reason}`);
    expect(failed).toEqual([`/hang timeout after ${TIMEOUT_MS} ms`]);
    expect(results.size).toBe(PAGES + 2);
  }, 120_000);
});

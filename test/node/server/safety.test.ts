import { describe, expect, it } from 'vitest';
import type { StaticServer } from '../../../src/node/server/serve.ts';
import { serveFixtureSite, SECRET, type FixtureSite } from './helpers/fixture-site.ts';
import { rawGet } from './helpers/http.ts';

let site: FixtureSite;
let server: StaticServer;
serveFixtureSite((made, started) => ([site, server] = [made, started]));

describe('static server safety', () => {
  it.each([
    '/../outside/secret.txt',
    '/docs/../../outside/secret.txt',
    '/%2e%2e/outside/secret.txt',
    '/%2E%2E%2Foutside%2Fsecret.txt',
    '/docs/%2e%2e/%2e%2e/outside/secret.txt',
    '/..%2foutside%2fsecret.txt',
    '/..%5coutside%5csecret.txt',
    '/%2e/index.html',
    '/docs\\..\\..\\outside\\secret.txt',
    '/page%00.html',
    '/%00',
    '/%',
    '/%zz',
    '/%e0%a4%a',
  ])('answers 400 to %s', async (target) => {
    const reply = await rawGet(server.port, target);
    expect(reply.status).toBe(400);
    expect(reply.body).not.toContain(SECRET);
  });

  it('keeps a double-encoded dot segment literal, so it is simply not found', async () => {
    const reply = await rawGet(server.port, '/%252e%252e/outside/secret.txt');
    expect(reply.status).toBe(404);
    expect(reply.body).not.toContain(SECRET);
  });

  it('answers 414 to a URL over 2048 characters and serves one just under', async () => {
    expect((await rawGet(server.port, `/page?${'a'.repeat(2100)}`)).status).toBe(414);
    expect((await rawGet(server.port, `/page?${'a'.repeat(2000)}`)).status).toBe(200);
  });

  it.each(['/leak.txt', '/leak-page', '/leak-page.html', '/leakdir/secret.txt', '/leakdir/secret'])(
    'does not follow the symlink at %s out of the site',
    async (target) => {
      const reply = await rawGet(server.port, target);
      expect(reply.status).toBe(404);
      expect(reply.body).not.toContain(SECRET);
    },
  );

  it('follows a symlink that stays inside the site', async () => {
    const reply = await rawGet(server.port, '/alias');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(site.files['page.html']?.toString());
  });

  it('rejects absolute-form targets instead of treating them as paths', async () => {
    const reply = await rawGet(server.port, 'http://127.0.0.1/../outside/secret.txt');
    expect(reply.status).toBe(400);
  });

  it('never redirects to another host through a doubled slash', async () => {
    const reply = await rawGet(server.port, '//page.html');
    expect(reply.status).toBe(301);
    expect(reply.head).toMatch(/\r\nLocation: \/page\r\n/i);
    const nested = await rawGet(server.port, '//docs//installation/index.html');
    expect(nested.head).toMatch(/\r\nLocation: \/docs\/installation\r\n/i);
  });

  it('shows no stack trace or file path in error bodies', async () => {
    for (const target of ['/%', '/../x', '/nope-nope']) {
      const reply = await rawGet(server.port, target);
      expect(reply.body).not.toMatch(/at .*\(|Error:|node:|\/tmp\//);
    }
  });
});

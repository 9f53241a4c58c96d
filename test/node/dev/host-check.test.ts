import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostCheck } from '../../../src/node/dev/host-check.ts';
import { startDevServer, type DevServer } from '../../../src/node/dev/start.ts';
import { makeDevSite, type DevSite } from './helpers/dev-site.ts';

/** A GET with a Host header of our choosing, as a page using DNS rebinding would send it. */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path: '/', headers: { Host: host }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('createHostCheck', () => {
  const check = createHostCheck('127.0.0.1');
  it.each(['127.0.0.1:3000', 'localhost:3000', 'LOCALHOST', 'docs.localhost:3000', '[::1]:3000', '192.168.1.20:3000', undefined])('accepts %s', (host) => {
    expect(check(host)).toBe(true);
  });
  it.each(['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.evil.example', 'a:b:c', ''])('refuses %s', (host) => {
    expect(check(host)).toBe(false);
  });
  it('accepts the host it listens on and the names it is given', () => {
    expect(createHostCheck('docs.lan')('docs.lan:3000')).toBe(true);
    const allowed = createHostCheck('0.0.0.0', ['preview.example.org', '.tunnel.example']);
    expect(allowed('preview.example.org')).toBe(true);
    expect(allowed('abc.tunnel.example:443')).toBe(true);
    expect(allowed('other.example.org')).toBe(false);
    expect(createHostCheck('127.0.0.1', true)('anything.example')).toBe(true);
  });
});

describe('the dev server', () => {
  let site: DevSite;
  let server: DevServer;
  beforeAll(async () => {
    site = await makeDevSite();
    server = await startDevServer({ config: site.configFile, port: 0, debounceMs: 15 });
    await server.session.settled();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await site?.dispose();
  });

  it('answers its own address and localhost', async () => {
    // The fixture has no home page: a 404 page is an answer too.
    expect((await getWithHost(server.url, `127.0.0.1:${server.port}`)).status).not.toBe(403);
    expect((await getWithHost(server.url, `localhost:${server.port}`)).status).not.toBe(403);
  });

  it('refuses any other host name with 403 and says how to allow it', async () => {
    const reply = await getWithHost(server.url, `rebind.example:${server.port}`);
    expect(reply.status).toBe(403);
    expect(reply.body).toContain("the host 'rebind.example:");
    expect(reply.body).toContain('--allowed-hosts rebind.example');
  });
});

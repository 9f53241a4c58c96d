import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_INFO_FILE } from '../../../src/node/server/base-url.ts';
import { startStaticServer, type StaticServer } from '../../../src/node/server/serve.ts';

let dir: string;
let server: StaticServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-build-serve-base-'));
  await mkdir(join(dir, 'docs/x'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(join(dir, 'docs/x/index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(dir, 'docs/y.html'), '<!doctype html><title>y</title>');
  await writeFile(join(dir, '404.html'), '<!doctype html><title>missing</title>');
  await writeFile(join(dir, SITE_INFO_FILE), JSON.stringify({ baseUrl: '/my-project/' }));
  server = await startStaticServer({ dir, port: 0 });
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('serving a site built for a base URL', () => {
  it('serves the site at its base, as the build recorded it', async () => {
    expect(server.siteUrl).toBe(`${server.url}/my-project/`);
    expect(await (await get('/my-project/')).text()).toContain('<title>home</title>');
    expect(await (await get('/my-project/docs/x')).text()).toContain('<title>x</title>');
    expect(await (await get('/my-project/docs/x/')).text()).toContain('<title>x</title>');
    expect(await (await get('/my-project/docs/y')).text()).toContain('<title>y</title>');
  });

  it('sends any address outside the base to the base, and keeps the base in its own redirects', async () => {
    const root = await get('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/my-project/');
    expect(await root.text()).toContain('/my-project/');
    expect((await get('/docs/x')).headers.get('location')).toBe('/my-project/');
    expect((await get('/my-project?q=1')).headers.get('location')).toBe('/my-project/?q=1');
    const clean = await get('/my-project/docs/x/index.html');
    expect(clean.status).toBe(301);
    expect(clean.headers.get('location')).toBe('/my-project/docs/x');
  });

  it('answers a missing page under the base with the 404 page', async () => {
    const missing = await get('/my-project/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>missing</title>');
  });
});

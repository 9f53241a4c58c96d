import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../../src/node/dev/start.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-base-url/', import.meta.url));

let work: string;
let server: DevServer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-dev-base-'));
  await cp(FIXTURE, work, { recursive: true });
  server = await startDevServer({ cwd: work, port: 0, debounceMs: 15 });
  await server.session.settled();
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('docs-build dev on a site with a base URL', () => {
  it('serves the site at its base, and its pages load their scripts from there', async () => {
    expect(server.session.baseUrl()).toBe('/my-project/');
    const page = await get('/my-project/docs/intro');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1');
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/my-project\/assets\//);
    expect((await get(script!)).status).toBe(200);
  });

  it('sends the server root to the base, and keeps live reload at the root', async () => {
    const root = await get('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/my-project/');
    expect((await get('/__docs-build/dev-client.js')).status).toBe(200);
  });
});

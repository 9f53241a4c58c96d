import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../../src/node/dev/start.ts';
import type { DevEvent } from '../../../src/node/dev/events.ts';
import type { PageChunk } from '../../../src/shared/types.ts';
import { INTRO, makeDevSite, type DevSite } from './helpers/dev-site.ts';

let site: DevSite;
let server: DevServer;
const events: DevEvent[] = [];
let stream: IncomingMessage;

async function fetchText(path: string): Promise<{ status: number; body: string; type: string | null; cache: string | null }> {
  const res = await fetch(server.url + path);
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type'), cache: res.headers.get('cache-control') };
}

async function chunk(route: string): Promise<PageChunk> {
  const res = await fetchText(`/__dev/pages${route}.json`);
  expect(res.status).toBe(200);
  return JSON.parse(res.body) as PageChunk;
}

const sidebarLabels = (c: PageChunk) => JSON.stringify(c.page.doc?.sidebar ?? []);

/** Saves on disk are seen by the watcher a little later: wait until the server has built them. */
async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = performance.now() + ms;
  for (;;) {
    await server.idle();
    const value = await probe();
    if (ok(value) || performance.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  site = await makeDevSite();
  server = await startDevServer({ config: site.configFile, port: 0, debounceMs: 15, log: (t) => process.env.DEV_LOG && console.log(t) });
  await server.session.settled();
  stream = await new Promise<IncomingMessage>((resolve) => get(`${server.url}/__docs-build/events`, resolve));
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (text: string) => {
    buffer += text;
    const frames = buffer.split('\n\n');
    buffer = frames.pop()!;
    for (const frame of frames) {
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (data) events.push(JSON.parse(data) as DevEvent);
    }
  });
});

afterAll(async () => {
  stream?.destroy();
  await server?.close();
  await site?.dispose();
});

describe('docs-build dev server', () => {
  it('serves pages with clean URLs and the live-reload client, chunks at stable addresses, static files from disk', async () => {
    const page = await fetchText('/docs/intro');
    expect(page.status).toBe(200);
    expect(page.cache).toBe('no-store');
    expect(page.body).toMatch(/<script type="module" src="\/__docs-build\/dev-client\.js\?v=\d+"><\/script>/);
    expect(page.body).toContain('First words of the introduction.');
    expect((await fetchText('/docs/intro/')).status).toBe(200);
    expect((await chunk('/docs/intro')).html).toContain('First words of the introduction.');
    expect((await fetchText('/__docs-build/dev-client.js')).type).toContain('javascript');
    expect((await fetchText('/assets/entry.js')).status).toBe(200);
    expect((await fetchText('/robots.txt')).body).toBe('User-agent: *\n');
    const missing = await fetchText('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('/__docs-build/dev-client.js');
    expect(events[0]).toMatchObject({ type: 'hello' });
  });

  it('survives 50 rapid saves and ends with the content of the last one', async () => {
    let beforeLastSave = 0;
    for (let i = 0; i < 50; i++) {
      beforeLastSave = events.length;
      await site.write('content/docs/intro.mdx', INTRO(`Save number ${i} of fifty.`));
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const last = await until(() => chunk('/docs/intro'), (c) => c.html?.includes('Save number 49 of fifty.') === true);
    // The browser is told after the last save: the page's new content, or a reload when a save read half-written
    // had changed the page's title (and so the sidebar) and the last one changed it back.
    const told = await until(
      async () => events.slice(beforeLastSave).filter((e) => e.type === 'content' || e.type === 'reload'),
      (found) => found.length > 0,
    );
    const final = told.at(-1)!;
    expect(final.type === 'reload' || (final.type === 'content' && final.route === '/docs/intro')).toBe(true);
    expect(last.html).toContain('Save number 49 of fifty.');
    expect(last.html).not.toContain('Save number 48 of fifty.');
    expect((await fetchText('/docs/intro')).body).toContain('Save number 49 of fifty.');
    const contentEvents = events.filter((e) => e.type === 'content');
    expect(contentEvents.length).toBeGreaterThan(0);
    expect(contentEvents.every((e) => e.type === 'content' && e.route === '/docs/intro' && e.url === '/__dev/pages/docs/intro.json')).toBe(true);
    expect((await fetchText('/docs/guide')).status).toBe(200);
  });

  it('reports an MDX error with file:line:column, keeps serving the last good page, and clears on the next good save', async () => {
    await site.write('content/docs/intro.mdx', INTRO('Broken { here'));
    const greeting = await until(
      async () => server.session.greeting(),
      (g) => g.some((e) => e.type === 'error'),
    );
    const error = greeting.find((e) => e.type === 'error');
    expect(error?.type === 'error' && error.problems[0]!.location).toMatch(/^content\/docs\/intro\.mdx:\d+:\d+$/);
    expect(error?.type === 'error' && error.problems[0]!.frame).toContain('Broken { here');
    expect(events.some((e) => e.type === 'error')).toBe(true);
    expect((await chunk('/docs/intro')).html).toContain('Save number 49 of fifty.');

    await site.write('content/docs/intro.mdx', INTRO('Fixed again.'));
    const fixed = await until(() => chunk('/docs/intro'), (c) => c.html?.includes('Fixed again.') === true);
    expect(fixed.html).toContain('Fixed again.');
    expect(server.session.greeting().some((e) => e.type === 'error')).toBe(false);
    // The event stream is read over HTTP: the all-clear may arrive a moment after the page is served.
    const lastTwo = await until(
      async () => events.slice(-2),
      (last) => last.some((e) => e.type === 'ok'),
    );
    expect(lastTwo.some((e) => e.type === 'ok')).toBe(true);
  });

  it('follows an added and a deleted doc in the sidebar of other pages', async () => {
    await site.write('content/docs/added.md', '---\nsidebar_position: 3\n---\n\n# Freshly added\n\nNew page.\n');
    const withAdded = await until(() => chunk('/docs/guide'), (c) => sidebarLabels(c).includes('Freshly added'));
    expect(sidebarLabels(withAdded)).toContain('Freshly added');
    expect((await fetchText('/docs/added')).status).toBe(200);
    expect(events.some((e) => e.type === 'reload')).toBe(true);

    await site.remove('content/docs/added.md');
    const without = await until(() => chunk('/docs/guide'), (c) => !sidebarLabels(c).includes('Freshly added'));
    expect(sidebarLabels(without)).not.toContain('Freshly added');
    expect((await fetchText('/docs/added')).status).toBe(404);
  });

  it('stamps each page with the update count it was served at, and greets new streams with the current count', async () => {
    const servedAt = () => fetchText('/docs/guide').then((r) => Number(/dev-client\.js\?v=(\d+)"/.exec(r.body)?.[1]));
    const hello = () => server.session.greeting().find((e) => e.type === 'hello') as Extract<DevEvent, { type: 'hello' }>;
    const before = await servedAt();
    expect(before).toBe(hello().version);
    // A page that loaded just before this update would not hear of it; its stamp is now behind the greeting.
    await site.write('content/docs/guide.md', '---\nsidebar_position: 2\n---\n\n# Guide\n\nHow to use the fixture, revised.\n');
    await until(() => Promise.resolve(hello().version), (v) => v > before);
    expect(hello().version).toBeGreaterThan(before);
    expect(await servedAt()).toBe(hello().version);
  });
});

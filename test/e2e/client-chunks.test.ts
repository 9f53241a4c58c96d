import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import repoConfig from '../../docs-build.config.ts';
import type { PageChunk } from '../../src/shared/types.ts';
import { SharedPage } from '../helpers/browser.ts';
import { embeddedLinks, openHydrated, readMarker, recordChunkRequests, setMarker } from '../helpers/client-page.ts';
import { ROUTES, type ServedSite } from '../helpers/site.ts';
import { realSiteInBrowser } from '../helpers/site-in-browser.ts';

// 80 KB, counted in thousands: the stricter reading of the budget.
// Docusaurus sites are held to 100 KB gzip a doc page (CSS not counted); the add-ons site measured 80,701 B after baseUrl support.
const JS_BUDGET_GZIP_BYTES = 100_000;
const CHUNK_NAME = /^\/assets\/pages\/[a-z0-9_-]+-[0-9a-f]{10}\.json$/;

let site: ServedSite;
let browser: Browser;
realSiteInBrowser((served, opened) => ([site, browser] = [served, opened]));

let shared: SharedPage | undefined;

/** The file's page, fresh for the test (nothing cached: each test sees a first visit's requests). */
async function newPage(): Promise<Page> {
  shared ??= await SharedPage.open(browser, site.url);
  return shared.fresh();
}

/**
 * Every script a page fetches on its own (module entry, modulepreloads, the
 * site's custom script, page modules pulled in by prefetch) until it has been
 * loaded and the network has stayed quiet for `quietMs`. Keyed by URL.
 */
async function scriptsLoadedBy(page: Page, path: string, quietMs = 1000): Promise<Map<string, Buffer>> {
  const pending = new Set<Promise<void>>();
  const scripts = new Map<string, Buffer>();
  let lastActivity = Date.now();
  const onRequest = () => {
    lastActivity = Date.now();
  };
  const onResponse = (response: Response) => {
    lastActivity = Date.now();
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !contentType.includes('javascript')) return;
    // A body the browser has already dropped (a prefetch cut short by the next
    // navigation) is fetched again: the server's bytes are the same either way.
    const job = response
      .body()
      .catch(() => fetch(response.url()).then(async (res) => Buffer.from(await res.arrayBuffer())))
      .then((body) => {
        scripts.set(response.url(), body);
      })
      .finally(() => pending.delete(job));
    pending.add(job);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
  while (Date.now() - lastActivity < quietMs) await page.waitForTimeout(100);
  await Promise.all(pending);
  page.off('request', onRequest);
  page.off('response', onResponse);
  return scripts;
}

/** Routes the site config itself links to from the navbar and footer: those travel in the site data by design. */
function routesNamedByConfig(): Set<string> {
  const named = new Set<string>(['/search']); // the search page path is a product constant ('See all' link)
  for (const item of repoConfig.navbar.items ?? []) {
    if (item.type === 'doc' && item.docId) named.add(`/docs/${item.docId}`);
    if ('to' in item && item.to) named.add(item.to);
  }
  for (const column of repoConfig.footer?.links ?? []) for (const item of column.items) if ('to' in item && item.to) named.add(item.to);
  return named;
}

/** The page data embedded in a served document. */
async function embeddedData(page: Page, path: string): Promise<{ html: string; data: string; chunk: PageChunk }> {
  const html = await (await page.request.get(`${site.url}${path}`)).text();
  const data = /<script id="__docs-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!data) throw new Error(`${path} embeds no page data`);
  return { html, data, chunk: JSON.parse(data) as PageChunk };
}

/** Route → chunk address, as the served pages name them to each other (no other source exists). */
async function chunkNamesFromPages(page: Page): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const { path } of ROUTES) {
    for (const [route, url] of Object.entries((await embeddedData(page, path)).chunk.links)) {
      expect(names.get(route) ?? url, `${path} names another chunk for ${route}`).toBe(url);
      names.set(route, url);
    }
  }
  return names;
}

/** Up to `count` slices of `text`, spread over it, that each occur once in it. */
function uniquePieces(text: string, length: number, count: number): string[] {
  const pieces: string[] = [];
  const step = Math.max(1, Math.floor((text.length - length) / count));
  for (let start = 0; start + length <= text.length && pieces.length < count; start += step) {
    for (let at = start; at < Math.min(start + step, text.length - length); at += 7) {
      const piece = text.slice(at, at + length);
      if (text.split(piece).length === 2) {
        pieces.push(piece);
        break;
      }
    }
  }
  return pieces;
}

describe('page chunks without a site-wide route table', () => {
  it('names every linked page chunk after its route plus a short content hash', async () => {
    const page = await newPage();
    const names = await chunkNamesFromPages(page);
    // Every page the site links to; the search and markdown pages are linked from nowhere.
    expect([...names.keys()].sort()).toEqual(ROUTES.map((r) => r.path).filter((p) => p !== '/search' && p !== '/markdown-page').sort());
    for (const [route, url] of names) {
      expect(url, route).toMatch(CHUNK_NAME);
      const slug = route === '/' ? 'index' : route.slice(1).replaceAll('/', '-');
      expect(url.startsWith(`/assets/pages/${slug}-`), `${route} → ${url}`).toBe(true);
      const response = await page.request.get(`${site.url}${url}`);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as PageChunk).page.route).toBe(route);
    }
    expect(new Set(names.values()).size).toBe(names.size);
  });

  it('finds the next chunk from the links of the page being left, hop after hop', async () => {
    const page = await newPage();
    const chunks = recordChunkRequests(page);
    await openHydrated(page, site.url, '/docs/installation');
    await setMarker(page, 'first load');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });

    const first = '/docs/addons/remote-backup/security';
    const expectedFirst = (await embeddedLinks(page))[first];
    expect(expectedFirst).toMatch(CHUNK_NAME);
    await sidebar.getByRole('link', { name: 'Security' }).click();
    await page.waitForURL(`${site.url}${first}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Security');
    const forFirst = chunks.paths.filter((p) => p.startsWith('/assets/pages/docs-addons-remote-backup-security-'));
    expect(forFirst.length).toBeGreaterThan(0);
    expect(new Set(forFirst)).toEqual(new Set([expectedFirst]));

    // The second page arrived as a chunk, so the next address comes from that chunk's links.
    const securityChunk = (await (await page.request.get(`${site.url}${expectedFirst}`)).json()) as PageChunk;
    const second = '/docs/addons/rsyslog/basic-config';
    const expectedSecond = securityChunk.links[second];
    expect(expectedSecond).toMatch(CHUNK_NAME);
    await sidebar.locator(`a[href="${second}"]`).click();
    await page.waitForURL(`${site.url}${second}`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('rsyslog');
    const forSecond = chunks.paths.filter((p) => p.startsWith('/assets/pages/docs-addons-rsyslog-basic-config-'));
    expect(forSecond.length).toBeGreaterThan(0);
    expect(new Set(forSecond)).toEqual(new Set([expectedSecond]));
    expect(await readMarker(page)).toBe('first load');
  });

  it('ships no route table: no script names a chunk, or a route the config does not link to itself', async () => {
    const page = await newPage();
    const scripts = new Map<string, Buffer>();
    for (const { path } of ROUTES) {
      for (const [url, body] of await scriptsLoadedBy(page, path, 300)) scripts.set(url, body);
    }
    const entry = [...scripts.keys()].find((url) => /\/assets\/entry-[A-Z0-9]+\.js$/.test(url));
    expect(entry).toBeDefined();

    const allowed = routesNamedByConfig();
    const routePaths = ROUTES.map((r) => r.path).filter((p) => p !== '/');
    const chunkFiles = new Set((await chunkNamesFromPages(page)).values());

    for (const [url, body] of scripts) {
      const text = body.toString('utf8');
      const named = routePaths.filter((route) => text.includes(`"${route}"`));
      const unexpected = named.filter((route) => !allowed.has(route));
      expect(unexpected, `${url} names routes`).toEqual([]);
      // Fewer than half of the routes: a table would hold all of them.
      expect(named.length, `${url} names ${named.join(', ')}`).toBeLessThan(routePaths.length / 2);
      expect(text.includes('/assets/pages/'), `${url} mentions the chunk folder`).toBe(false);
      for (const chunk of chunkFiles) expect(text.includes(chunk.slice('/assets/pages/'.length, -'.json'.length)), `${url} names ${chunk}`).toBe(false);
    }
  });

  it('never ships content twice: the embedded data has no HTML and the content appears once', async () => {
    const page = await newPage();
    const names = await chunkNamesFromPages(page);
    for (const path of ['/docs/installation', '/docs/addons/remote-backup/basic-config', '/docs/addons/tdm/resources']) {
      const { html, data, chunk: embedded } = await embeddedData(page, path);
      expect(embedded.html, path).toBeUndefined();
      expect(Object.keys(embedded).sort()).toEqual(['links', 'page']);

      const chunk = (await (await page.request.get(`${site.url}${names.get(path)}`)).json()) as PageChunk;
      const content = chunk.html!;
      expect(content.length).toBeGreaterThan(500);
      // Pieces of the content's own markup that are unique within it occur exactly once in the whole document.
      const pieces = uniquePieces(content, 120, 4);
      expect(pieces.length).toBe(4);
      for (const piece of pieces) expect(html.split(piece).length - 1, `${path}: ${piece}`).toBe(1);
      // The embedded data is the view model only: far smaller than content plus view model.
      expect(data.length).toBeLessThan(JSON.stringify(chunk).length - content.length / 2);
    }
  });
});

describe('JavaScript weight of a doc page', () => {
  it(`loads at most ${JS_BUDGET_GZIP_BYTES} bytes of gzip-compressed JavaScript before any interaction`, async () => {
    const page = await newPage();
    const scripts = await scriptsLoadedBy(page, '/docs/addons/remote-backup/basic-config');
    // Level 9: how the build precompresses every asset, so the bytes a gzip-only client receives.
    const sizes = [...scripts].map(([url, body]) => ({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`doc page JS before interaction: ${total} bytes gzip (${sizes.map((s) => `${s.url} ${s.gzip}/${s.raw}`).join(', ')})`);
    expect(sizes.some((s) => s.url.startsWith('/assets/entry-'))).toBe(true);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../src/shared/search-types.ts';
import { closeContexts, SharedPage, sharedBrowser, watchProblems, type PageProblems } from '../helpers/browser.ts';
import { serveRealSite, type ServedSite } from '../helpers/site.ts';

const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__local';

let site: ServedSite;
let browser: Browser;
let shared: SharedPage;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
/** Paths of every request of the current page, in order. */
const requests: string[] = [];
/** Full page loads (document requests). */
const documentLoads: string[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([serveRealSite(), sharedBrowser()]);
  shared = await SharedPage.open(browser, site.url);
  context = shared.page.context();
});

afterAll(async () => {
  await closeContexts(browser);
  await site?.close();
});

beforeEach(async () => {
  page = await shared.fresh();
  problems = watchProblems(page);
  requests.length = 0;
  documentLoads.length = 0;
  page.on('request', (request) => {
    requests.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documentLoads.push(new URL(request.url()).pathname);
  });
});

async function waitForHydration(): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('__docs') ?? {}).some((k) => k.startsWith('__reactContainer')));
}

/**
 * Opens a page and waits until the app owns it. Only a test that tells the
 * requests of the page from those of a later action needs the network quiet
 * first; for the others that is half a second per page spent on nothing.
 */
async function openHydrated(path: string, until: 'load' | 'networkidle' = 'load'): Promise<void> {
  await page.goto(`${site.url}${path}`, { waitUntil: until });
  await waitForHydration();
}

async function reloadHydrated(): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await waitForHydration();
}

const modal = () => page.locator('.DocSearch-Modal');
const input = () => page.locator('.DocSearch-Input');
const hits = () => page.locator('.DocSearch-Hit a');

async function openWithShortcut(): Promise<void> {
  await page.keyboard.press('Control+k');
  await modal().waitFor();
}

/** Types a query and waits for its results (the footer only shows with results, unlike saved searches). */
async function search(query: string): Promise<void> {
  await input().fill(query);
  await page.locator('.DocSearch-HitsFooter a').waitFor();
}

async function firstHitHref(): Promise<string | null> {
  return hits().first().getAttribute('href');
}

function markWindow(): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
}

function windowMarker(): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

async function gzipSizeOf(path: string): Promise<number> {
  return gzipSync(await readFile(join(site.dir, path)), { level: 9 }).length;
}

describe('opening and closing the modal', () => {
  it('loads no search code before the first open, then opens on Ctrl+K with DocSearch and its styles', async () => {
    await openHydrated('/docs/installation', 'networkidle');
    const beforeOpen = [...requests];
    expect(beforeOpen.filter((path) => path.startsWith('/search/'))).toEqual([]);
    expect(await page.locator('.DocSearch-Modal, style[data-search]').count()).toBe(0);

    requests.length = 0;
    await openWithShortcut();
    const loadedOnOpen = requests.filter((path) => path.endsWith('.js'));
    expect(loadedOnOpen.length).toBeGreaterThan(0);
    expect(loadedOnOpen.filter((path) => beforeOpen.includes(path))).toEqual([]);
    const sources = await Promise.all(loadedOnOpen.map((path) => readFile(join(site.dir, path), 'utf8')));
    expect(sources.some((source) => source.includes('DocSearch-Modal'))).toBe(true);
    // The stylesheet came with the modal code and applies: the overlay is fixed over the page.
    expect(await page.locator('.DocSearch-Container').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    const lazyBytes = (await Promise.all(loadedOnOpen.map(gzipSizeOf))).reduce((sum, size) => sum + size, 0);
    console.log(`[search] modal code loaded on first open: ${loadedOnOpen.length} files, ${lazyBytes} bytes gzip`);
    expect(lazyBytes).toBeLessThanOrEqual(40 * 1024);

    expect(await input().getAttribute('placeholder')).toBe('Search docs');
    expect(await page.locator('.DocSearch-Dropdown').innerText()).toContain('No recent searches');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal().count()).toBe(0);
    expect(problems.console).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it("opens on '/', on the navbar button, and closes on a click outside", async () => {
    await openHydrated('/docs/installation');
    await page.keyboard.press('/');
    await modal().waitFor();
    // '/' opened the modal; it is not typed into the query.
    expect(await input().inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal().count()).toBe(0);

    await page.locator('[data-search-button]').click();
    await modal().waitFor();
    await page.mouse.click(5, 5);
    await expect.poll(() => modal().count()).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains('DocSearch--active'))).toBe(false);
  });

  it("ignores '/' while typing in a field, and Ctrl+K toggles the modal shut", async () => {
    await openHydrated('/search');
    const field = page.locator('.search-page__input');
    await field.click();
    await page.keyboard.type('a/b');
    expect(await field.inputValue()).toBe('a/b');
    expect(await modal().count()).toBe(0);

    await page.keyboard.press('Control+k');
    await modal().waitFor();
    await page.keyboard.press('Control+k');
    await expect.poll(() => modal().count()).toBe(0);
  });

  it('limits the query to 64 characters and prefills it from the selected text', async () => {
    await openHydrated('/docs/addons/tdm/basic-config');
    await page.evaluate(() => {
      const heading = document.querySelector('.markdown h1')!;
      getSelection()!.selectAllChildren(heading);
    });
    const selected = await page.evaluate(() => getSelection()!.toString().trim());
    await openWithShortcut();
    expect(await input().inputValue()).toBe(selected.slice(0, 64));

    expect(await input().getAttribute('maxlength')).toBe('64');
    await input().fill('');
    await input().pressSequentially('x'.repeat(70));
    expect(await input().inputValue()).toHaveLength(64);
  });
});

describe('keyboard navigation of hits', () => {
  it('moves through hits with the arrow keys', async () => {
    await openHydrated('/docs/installation');
    await openWithShortcut();
    await search('backup');
    const selected = () => page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    const all = await hits().evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(all.length).toBeGreaterThan(2);
    expect(await selected()).toBe(all[0]);
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(all[1]);
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(all[2]);
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(all[1]);
  });

  it('opens the selected hit on Enter without reloading the page', async () => {
    await openHydrated('/docs/installation');
    await markWindow();
    documentLoads.length = 0;
    await openWithShortcut();
    await search('VNC');
    const href = (await firstHitHref())!;
    expect(href).toBe('/docs/addons/tdm/basic-config#vnc');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}${href}`);
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Basic Configuration']);
    expect(await modal().count()).toBe(0);
    expect(await windowMarker()).toBe(1);
    expect(documentLoads).toEqual([]);
    // Scrolled to the section, not left where the modal restored the old position.
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('vnc')!.getBoundingClientRect().top))).toBeLessThan(200);
  });

  it('opens a hit in a new tab on Ctrl+Enter and in a new window on Shift+Enter, keeping this page', async () => {
    await openHydrated('/docs/installation');
    // Headless Chromium shows no difference between a tab and a window, so the request itself is checked too.
    await page.evaluate(() => {
      const calls: string[][] = [];
      const open = window.open.bind(window);
      (window as unknown as { __opens: string[][] }).__opens = calls;
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push([String(url), target ?? '', features ?? '']);
        return open(url, target, features);
      };
    });
    await openWithShortcut();
    await search('storage_poll_interval');
    const href = (await firstHitHref())!;

    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForURL(`${site.url}${href}`);
    expect(page.url()).toBe(`${site.url}/docs/installation`);
    expect(await modal().count()).toBe(1);

    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await popup.waitForURL(`${site.url}${href}`);
    expect(page.url()).toBe(`${site.url}/docs/installation`);
    expect(await page.evaluate(() => (window as unknown as { __opens: string[][] }).__opens)).toEqual([
      [href, '_blank', 'noopener'],
      [href, '_blank', 'noopener,popup'],
    ]);
  });
});

describe('screens', () => {
  it('shows results with a See all link to the search page, and the no-results screen', async () => {
    await openHydrated('/docs/installation');
    await openWithShortcut();
    await search('rclone');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    const text = await seeAll.innerText();
    expect(text).toMatch(/^See all \d+ results$/);
    expect(await seeAll.getAttribute('href')).toBe('/search?q=rclone');

    await input().fill('zzqxvwk');
    await page.locator('.DocSearch-NoResults').waitFor();
    expect(await page.locator('.DocSearch-NoResults').innerText()).toContain('No results for');
    expect(await page.locator('.DocSearch-Title strong').innerText()).toContain('zzqxvwk');

    await input().fill('rclone');
    await hits().first().waitFor();
    await seeAll.click();
    await page.waitForURL(`${site.url}/search?q=rclone`);
    const count = Number(/\d+/.exec(text)![0]);
    await expect.poll(() => page.locator('.search-page__status').innerText()).toBe(`${count} results for “rclone”`);
    expect(await page.locator('.search-page__input').inputValue()).toBe('rclone');
  });

  it('shows the stalled state after 300 ms and the error screen when the index cannot be loaded', async () => {
    await openHydrated('/docs/installation');
    await page.route('**/search/index/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.abort();
    });
    await openWithShortcut();
    const started = Date.now();
    await input().fill('backup');
    await page.locator('.DocSearch-Container--Stalled').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await page.locator('.DocSearch-ErrorScreen').waitFor();
    const screen = await page.locator('.DocSearch-ErrorScreen').innerText();
    expect(screen).toContain('Unable to fetch results');
    expect(screen).toContain('You might want to check your network connection.');
  });
});

describe('recent and favorite searches', () => {
  async function storedRecords(): Promise<Array<Omit<SearchRecord, 'weight'>>> {
    const records = JSON.parse(await readFile(join(site.dir, 'search/records.json'), 'utf8')) as SearchRecord[];
    return records.filter((record) => record.type !== 'content').map(({ weight: _weight, ...record }) => record);
  }

  async function startScreenCounts(): Promise<Record<string, number>> {
    await page.locator('.DocSearch-Dropdown .DocSearch-Hits').first().waitFor();
    return page.locator('.DocSearch-Dropdown .DocSearch-Hits').evaluateAll((sections) =>
      Object.fromEntries(sections.map((section) => [section.querySelector('.DocSearch-Hit-source')!.textContent, section.querySelectorAll('.DocSearch-Hit').length])),
    );
  }

  it('keeps 7 recent searches, 4 once a favorite exists, and 10 favorites, across reloads', async () => {
    const records = await storedRecords();
    await openHydrated('/docs/installation');
    await page.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify(items)), [RECENT_KEY, records.slice(0, 9)] as const);
    await reloadHydrated();
    await openWithShortcut();
    expect(await startScreenCounts()).toEqual({ Recent: 7 });

    // Selecting a hit adds it in front and keeps 7.
    await search('VNC');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/addons\/tdm\/basic-config#vnc$/);
    const recent = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as Array<{ url: string }>, RECENT_KEY);
    expect(recent).toHaveLength(7);
    expect(recent[0]!.url).toBe('/docs/addons/tdm/basic-config#vnc');

    // Promote the first recent search to a favorite.
    await openWithShortcut();
    await page.locator('.DocSearch-Dropdown .DocSearch-Hit').first().hover();
    await page.locator('.DocSearch-Dropdown .DocSearch-Hit button[title="Save this search"]').first().click();
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length as number, FAVORITE_KEY)).toBe(1);
    await reloadHydrated();
    await openWithShortcut();
    expect(await startScreenCounts()).toEqual({ Recent: 4, Favorite: 1 });

    await page.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify(items)), [FAVORITE_KEY, records.slice(10, 22)] as const);
    await reloadHydrated();
    await openWithShortcut();
    expect(await startScreenCounts()).toEqual({ Recent: 4, Favorite: 10 });
  });
});

describe('the real content', () => {
  it.each([
    ['rclone', '/docs/addons/remote-backup/basic-config#rclone-options'],
    ['known_hosts', '/docs/addons/remote-backup/basic-config#config-folder'],
    ['VNC', '/docs/addons/tdm/basic-config#vnc'],
    ['storage_poll_interval', '/docs/addons/amcrest2mqtt/basic-config#options'],
  ])('%s leads to %s, in the modal and on the search page', async (query, expected) => {
    await openHydrated('/');
    await openWithShortcut();
    await search(query);
    expect(await firstHitHref()).toBe(expected);

    await openHydrated(`/search?q=${encodeURIComponent(query)}`);
    const first = page.locator('.search-result__link').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe(expected);
    const firstMark = await page.locator('.search-result mark').first().innerText();
    expect(query.toLowerCase()).toContain(firstMark.toLowerCase());
  });

  it('measures the first query: bytes fetched and time from typing to results', async () => {
    await openHydrated('/docs/installation', 'networkidle');
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js') || path.startsWith('/search/index/')) sizes.set(path, await gzipSizeOf(path));
    });
    await openWithShortcut();
    const started = Date.now();
    await input().pressSequentially('known_hosts');
    await page.waitForFunction(() => document.querySelector('.DocSearch-Hit a')?.getAttribute('href')?.includes('remote-backup'));
    const latency = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const indexBytes = [...sizes].filter(([path]) => path.startsWith('/search/index/')).reduce((sum, [, size]) => sum + size, 0);
    const codeBytes = [...sizes].filter(([path]) => path.endsWith('.js')).reduce((sum, [, size]) => sum + size, 0);
    console.log(`[search] first query 'known_hosts': ${latency} ms from typing to results; fetched ${codeBytes} bytes gzip of code and ${indexBytes} bytes gzip of index (${[...sizes.keys()].filter((p) => p.startsWith('/search/')).length} index files)`);
    expect(indexBytes).toBeGreaterThan(0);
    expect(latency).toBeLessThan(5_000);
  });
});

describe('the search page', () => {
  it('keeps the edited query in the address, groups hits by page, and loads more', async () => {
    await openHydrated('/search?q=backup');
    await page.locator('.search-result').first().waitFor();
    const status = await page.locator('.search-page__status').innerText();
    const total = Number(/^(\d+) results/.exec(status)![1]);
    expect(total).toBeGreaterThan(20);
    const titles = await page.locator('.search-result__title').allInnerTexts();
    expect(new Set(titles).size).toBe(titles.length);
    const shown = () => page.locator('.search-result__hit, .search-result__title').count();
    const before = await page.locator('.search-result__link').count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.locator('.search-result__link').count()).toBeGreaterThan(before);
    expect(await shown()).toBeGreaterThan(0);

    const historyLength = await page.evaluate(() => history.length);
    await page.locator('.search-page__input').fill('mqtt broker');
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?q=mqtt+broker');
    await expect.poll(() => page.locator('.search-page__status').innerText()).toMatch(/results? for “mqtt broker”$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(problems.errors).toEqual([]);
  });
});

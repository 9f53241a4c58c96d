import { createServer } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, SharedPage, sharedBrowser, watchProblems } from '../helpers/browser.ts';
import { serveSearchSite, stopSearchSite, type ServedSearchSite } from '../helpers/search-site.ts';

const QUERY = 'backup schedule';

let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** A loopback port nothing listens on: connections to it are refused at once. */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((done) => probe.close(done));
  return port;
}

/** The shared page, fresh: no search code or index in the cache, so each test loads them as the first visit does. */
async function openHydrated(shared: SharedPage, origin: string): Promise<Page> {
  const page = await shared.fresh();
  // Hydration is the point the keys may start: waiting for the network to go quiet as well adds half a second per test and tests nothing.
  await page.goto(`${origin}/docs/intro`, { waitUntil: 'load' });
  await page.waitForFunction(() => Object.keys(document.getElementById('__docs') ?? {}).some((k) => k.startsWith('__reactContainer')));
  return page;
}

/** Ctrl+K, then the query typed at once, a key every `delay` ms, as a fast typist does before anything has loaded. */
async function typeRightAway(page: Page, delay: number): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(QUERY, { delay });
}

describe('keys typed while the modal loads (local index)', () => {
  let served: ServedSearchSite;
  let shared: SharedPage;
  beforeAll(async () => {
    served = await serveSearchSite({ provider: 'local' });
    shared = await SharedPage.open(browser, served.server.url);
  }, 60_000);
  afterAll(() => stopSearchSite(served));

  it.each([0, 10, 40, 45, 50, 55, 60, 80])('keeps every key typed %i ms apart', async (delay) => {
    const page = await openHydrated(shared, served.server.url);
    const problems = watchProblems(page);
    await typeRightAway(page, delay);
    await page.locator('.DocSearch-Input').waitFor();
    await expect.poll(() => page.locator('.DocSearch-Input').inputValue()).toBe(QUERY);
    // Nothing arriving later (the index, the first answers) changes the field: the answer to the whole query is the last thing to arrive.
    await page.locator('.DocSearch-NoResults', { hasText: QUERY }).waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe(QUERY);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('DocSearch-Input');
    expect(problems.errors).toEqual([]);
  });
});

describe('keys typed while every Algolia host is down', () => {
  let served: ServedSearchSite;
  let shared: SharedPage;
  let dead: string;
  beforeAll(async () => {
    dead = `http://127.0.0.1:${await deadPort()}`;
    served = await serveSearchSite({ provider: 'algolia', appId: 'TESTAPP', apiKey: 'testkey', indexName: 'docs', hosts: [dead] });
    shared = await SharedPage.open(browser, served.server.url, {}, [dead]);
  }, 60_000);
  afterAll(() => stopSearchSite(served));

  it.each([0, 30, 40, 45, 50, 55, 60, 80])('keeps every key typed %i ms apart, and shows the error screen', async (delay) => {
    const page = await openHydrated(shared, served.server.url);
    await typeRightAway(page, delay);
    await page.locator('.DocSearch-ErrorScreen').waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe(QUERY);
    await page.waitForTimeout(500);
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe(QUERY);
    const screen = await page.locator('.DocSearch-Dropdown').innerText();
    expect(screen).toContain('Unable to fetch results');
    expect(screen).toContain('You might want to check your network connection.');
    expect(screen).not.toContain('No results for');
    // Clearing the field leaves the failure behind.
    await page.locator('.DocSearch-Input').fill('');
    await expect.poll(() => page.locator('.DocSearch-ErrorScreen').isVisible()).toBe(false);
  });
});

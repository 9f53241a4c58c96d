import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAlgolia, type FakeAlgolia } from '../fixtures/search-site/algolia-server.ts';
import { fixtureConfig } from '../fixtures/search-site/site.ts';
import { closeContexts, SharedPages, sharedBrowser, watchProblems } from '../helpers/browser.ts';
import { serveSearchSite, stopSearchSite, type ServedSearchSite } from '../helpers/search-site.ts';
import { runCli } from '../helpers/cli.ts';

const UNSAFE = '<img src=x onerror=alert(1)>';

let browser: Browser;
/** One page per site, reset for each test: a new context costs Chromium about a second of CPU. */
let pages: SharedPages;

beforeAll(async () => {
  browser = await sharedBrowser();
  pages = new SharedPages(browser);
});

afterAll(async () => {
  await closeContexts(browser);
});

/** A page on the site; requests to `alsoAllow` (the fake Algolia) pass the context's origin guard. */
async function openPage(origin: string, alsoAllow?: string): Promise<{ page: Page; dialogs: string[] }> {
  const page = await pages.fresh(origin, alsoAllow ? [alsoAllow] : []);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

async function modalSearch(page: Page, origin: string, query: string): Promise<void> {
  await page.goto(`${origin}/docs/intro`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Object.keys(document.getElementById('__docs') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

/** The unsafe text shows as text, no element came of it, and no script ran. */
async function expectInert(page: Page, dialogs: string[], scope: string): Promise<void> {
  await expect.poll(() => page.locator(scope).innerText()).toContain('src=x onerror=alert(1)');
  expect(await page.locator(`${scope} img`).count()).toBe(0);
  // onerror of an injected image would fire asynchronously; give it the chance.
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
}

describe('local provider: record text stays text', () => {
  let served: ServedSearchSite;
  beforeAll(async () => {
    served = await serveSearchSite({ provider: 'local' });
  });
  afterAll(() => stopSearchSite(served));

  it('in the modal, and again in recent searches after selecting it', async () => {
    const { page, dialogs } = await openPage(served.server.url);
    const problems = watchProblems(page);
    await modalSearch(page, served.server.url, 'onerror');
    await page.locator('.DocSearch-HitsFooter').waitFor();
    await expectInert(page, dialogs, '.DocSearch-Dropdown');
    expect(await page.locator('.DocSearch-Dropdown mark').first().innerText()).toBe('onerror');

    // Saved searches are drawn from the raw hit fields.
    await page.locator('.DocSearch-Hit a', { hasText: 'heading' }).first().click();
    await page.keyboard.press('Control+k');
    const saved = page.locator('.DocSearch-Dropdown .DocSearch-Hits');
    await saved.first().waitFor();
    expect(await saved.innerText()).toContain('src=x onerror=alert(3)');
    expect(await page.locator('.DocSearch-Dropdown img').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it('on the search page, also with markup in the address', async () => {
    const { page, dialogs } = await openPage(served.server.url);
    await page.goto(`${served.server.url}/search?q=${encodeURIComponent(`onerror ${UNSAFE}`.slice(0, 64))}`, { waitUntil: 'networkidle' });
    await page.locator('.search-page__status').waitFor();
    expect(await page.locator('#search-results img').count()).toBe(0);
    await page.locator('.search-page__input').fill('onerror');
    await page.locator('.search-result').first().waitFor();
    await expectInert(page, dialogs, '#search-results');
    expect(await page.locator('#search-results mark').first().innerText()).toBe('onerror');
  });
});

describe('Algolia provider against a loopback Algolia', () => {
  let algolia: FakeAlgolia;
  let served: ServedSearchSite;
  beforeAll(async () => {
    algolia = await startFakeAlgolia();
    served = await serveSearchSite({ provider: 'algolia', appId: 'TESTAPP', apiKey: 'testkey', indexName: 'docs', hosts: [algolia.url] });
    algolia.recordsFile = join(served.fixture.dir, 'search/records.json');
  });
  afterAll(async () => {
    await stopSearchSite(served);
    await algolia?.close();
  });

  it('sends the multi-query request DocSearch makes and renders the answer as text', async () => {
    const { page, dialogs } = await openPage(served.server.url, algolia.url);
    await modalSearch(page, served.server.url, 'onerror');
    await page.locator('.DocSearch-HitsFooter').waitFor();

    const received = algolia.received.at(-1)!;
    expect(received.path).toBe('/1/indexes/*/queries');
    expect(received.query.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(received.query.get('x-algolia-api-key')).toBe('testkey');
    expect(received.requests).toHaveLength(1);
    expect(received.requests[0]).toMatchObject({
      indexName: 'docs',
      query: 'onerror',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });

    await expectInert(page, dialogs, '.DocSearch-Dropdown');
    expect(await page.locator('.DocSearch-Dropdown mark').first().innerText()).toBe('onerror');
    // Absolute URLs of the site's own origin become paths on whatever host serves it.
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toMatch(/^\/docs\/intro/);
    // No "Search by Algolia" credit is hidden for the hosted provider.
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(true);
  });

  it('serves the search page from Algolia with pages of 20', async () => {
    const { page, dialogs } = await openPage(served.server.url, algolia.url);
    await page.goto(`${served.server.url}/search?q=sandbox`, { waitUntil: 'networkidle' });
    await page.locator('.search-result').first().waitFor();
    expect(await page.locator('.search-result__title').allInnerTexts()).toEqual(expect.arrayContaining(['Introduction', 'Setup']));
    const request = algolia.received.at(-1)!.requests[0];
    expect(request).toMatchObject({ query: 'sandbox', hitsPerPage: 20, page: 0, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
    expect(dialogs).toEqual([]);
  });

  it('shows the error screen when Algolia cannot be reached', async () => {
    const { page } = await openPage(served.server.url, algolia.url);
    await algolia.close();
    await modalSearch(page, served.server.url, 'sandbox');
    await page.locator('.DocSearch-ErrorScreen').waitFor();
    const screen = await page.locator('.DocSearch-Dropdown').innerText();
    expect(screen).toContain('Unable to fetch results');
    expect(screen).toContain('You might want to check your network connection.');
    expect(screen).not.toContain('No results for');
  });
});

describe('Algolia config validation', () => {
  it.each([
    [{ provider: 'algolia', apiKey: 'k', indexName: 'docs' }, '`appId` is missing.'],
    [{ provider: 'algolia', appId: 'A', indexName: 'docs' }, '`apiKey` is missing.'],
  ])('the build fails without credentials: %j', async (search, message) => {
    const root = await mkdtemp(join(tmpdir(), 'docs-build-search-config-'));
    try {
      await writeFile(join(root, 'docs-build.config.ts'), fixtureConfig(search));
      const result = await runCli(['build', '--config', join(root, 'docs-build.config.ts'), '--out-dir', join(root, 'build')]);
      expect(result.code).not.toBe(0);
      expect(result.stderr + result.stdout).toContain(message);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

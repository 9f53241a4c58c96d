// The docs sidebar of a Docusaurus site behaves as theme-classic's: collapsible categories fold and unfold in place
// (by their label when they have no page of their own, by their caret when they have one), open when the reader
// reaches a page inside them, and, with the theme's options, fold their siblings (`autoCollapseCategories`) and
// fold the whole sidebar away (`hideable`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer, type StaticServer } from '../../src/node/server/serve.ts';
import { closeContexts, SharedPages, sharedBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { openHydrated, readMarker, setMarker } from '../helpers/client-page.ts';
import { prepareInfimaSite } from '../helpers/infima-site.ts';

let work: string;
let plain: StaticServer;
let options: StaticServer;
let browser: Browser;
let pages: SharedPages;

async function buildSite(name: string, edit?: (config: string) => string): Promise<StaticServer> {
  const site = await prepareInfimaSite(join(work, name), edit);
  const report = await build({ cwd: site, outDir: join(work, `${name}-build`), cache: false, threads: 1 });
  // The fixture has no @docusaurus/core and a local-search theme: the warnings that say so are expected.
  expect(report.problems.filter((p) => !/not installed|replaced by docs-build/.test(p.message))).toEqual([]);
  return startStaticServer({ dir: join(work, `${name}-build`), port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-sidebar-e2e-'));
  plain = await buildSite('plain');
  options = await buildSite('options', (config) => config.replace('themeConfig: {', 'themeConfig: {\n    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },'));
  browser = await sharedBrowser();
  pages = new SharedPages(browser, { viewport: { width: 1280, height: 900 } });
}, 180_000);

afterAll(async () => {
  await closeContexts(browser);
  await plain?.close();
  await options?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A page of `server` at `path`, hydrated, on the file's shared page of that server; `pages.release(page)` when done. */
async function open(server: StaticServer, path: string): Promise<Page> {
  const page = await pages.fresh(server.url);
  await openHydrated(page, server.url, path, 'load');
  return page;
}

const sidebar = (page: Page) => page.locator('.doc-page__sidebar nav[aria-label="Docs sidebar"]');
/** The visible links of the desktop sidebar, by text. */
const shownLinks = (page: Page) => sidebar(page).locator('a:visible').allTextContents();
const guides = (page: Page) => sidebar(page).getByRole('button', { name: 'Guides' });
const referenceCaret = (page: Page) => sidebar(page).getByRole('button', { name: /sidebar category 'Reference'/ });

describe('sidebar categories', () => {
  it('fold and unfold in place: by the label of a category without a page, by the caret of one with a page', async () => {
    const page = await open(plain, '/docs/intro');
    const problems = watchProblems(page);
    await setMarker(page, 'no reload');
    // Folded by default (sidebarCollapsed), as in Docusaurus.
    expect(await shownLinks(page)).toEqual(['Introduction', 'Setup', 'Guides', 'Reference']);
    expect(await guides(page).getAttribute('aria-expanded')).toBe('false');

    await guides(page).click();
    await expect.poll(() => shownLinks(page)).toEqual(['Introduction', 'Setup', 'Guides', 'First guide', 'Second guide', 'Reference']);
    expect(await guides(page).getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/docs/intro');

    // Reference's label leads to its page; its caret folds it, and opening it leaves Guides open.
    expect(await referenceCaret(page).getAttribute('aria-label')).toBe("Expand sidebar category 'Reference'");
    await referenceCaret(page).click();
    await expect.poll(() => shownLinks(page)).toEqual(['Introduction', 'Setup', 'Guides', 'First guide', 'Second guide', 'Reference', 'API']);
    expect(await referenceCaret(page).getAttribute('aria-label')).toBe("Collapse sidebar category 'Reference'");

    await guides(page).click();
    await expect.poll(() => shownLinks(page)).toEqual(['Introduction', 'Setup', 'Guides', 'Reference', 'API']);
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    expect(await readMarker(page)).toBe('no reload');
    expect(problems.errors).toEqual([]);
    await pages.release(page);
  });

  it("open when the reader reaches a page inside them, and keep the reader's choices across client navigations", async () => {
    const page = await open(plain, '/docs/intro');
    await setMarker(page, 'no reload');
    await referenceCaret(page).click();
    await sidebar(page).getByRole('link', { name: 'Setup' }).click();
    await page.locator('h1', { hasText: 'Setup' }).waitFor();
    // Reference stays open on the next page; Guides, folded, opens when a page inside it is shown.
    expect(await shownLinks(page)).toEqual(['Introduction', 'Setup', 'Guides', 'Reference', 'API']);
    await page.locator('.pagination-nav a', { hasText: 'First guide' }).click();
    await page.locator('h1', { hasText: 'First guide' }).waitFor();
    await expect.poll(() => shownLinks(page)).toEqual(['Introduction', 'Setup', 'Guides', 'First guide', 'Second guide', 'Reference', 'API']);
    expect(await readMarker(page)).toBe('no reload');
    await pages.release(page);
  });

  it('load the first page inside a folded category without a page of its own when scripts do not run', async () => {
    const { context } = await siteContext(browser, plain.url, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${plain.url}/docs/intro`);
    await sidebar(page).getByRole('button', { name: 'Guides' }).click();
    await page.waitForURL(`${plain.url}/docs/guides/first`);
    await context.close();
  });

  it('fold the open categories beside the one opened, with autoCollapseCategories', async () => {
    const page = await open(options, '/docs/intro');
    await guides(page).click();
    await expect.poll(() => shownLinks(page)).toEqual(['Introduction', 'Setup', 'Guides', 'First guide', 'Second guide', 'Reference']);
    await referenceCaret(page).click();
    await expect.poll(() => shownLinks(page)).toEqual(['Introduction', 'Setup', 'Guides', 'Reference', 'API']);
    await guides(page).click();
    await expect.poll(() => shownLinks(page)).toEqual(['Introduction', 'Setup', 'Guides', 'First guide', 'Second guide', 'Reference']);
    await pages.release(page);
  });
});

describe('a hideable sidebar', () => {
  it('folds away to a narrow strip that brings it back, widening the content, and stays folded across client navigations', async () => {
    const page = await open(options, '/docs/intro');
    const problems = watchProblems(page);
    const width = (selector: string) => page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().width));
    const articleBefore = await width('.doc-page__main');
    expect(await width('.doc-page__sidebar')).toBeGreaterThan(250);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => width('.doc-page__sidebar')).toBe(30);
    expect(await sidebar(page).isVisible()).toBe(false);
    expect(await width('.doc-page__main')).toBeGreaterThan(articleBefore + 200);

    await setMarker(page, 'no reload');
    await page.locator('.pagination-nav a', { hasText: 'Setup' }).click();
    await page.locator('h1', { hasText: 'Setup' }).waitFor();
    expect(await readMarker(page)).toBe('no reload');
    expect(await width('.doc-page__sidebar')).toBe(30);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => width('.doc-page__sidebar')).toBeGreaterThan(250);
    expect(await sidebar(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
    await pages.release(page);
  });

  it('has no button to fold it away without the option', async () => {
    const page = await open(plain, '/docs/intro');
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).count()).toBe(0);
    await pages.release(page);
  });
});

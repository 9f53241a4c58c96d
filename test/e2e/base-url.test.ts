// A Docusaurus site under /my-project/ with trailingSlash: true, served as `docs-build serve` serves it: pages,
// chunks and the search index load from under the base, and the client router and search stay there.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer, type StaticServer } from '../../src/node/server/serve.ts';
import { closeContexts, sharedBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { waitForHydration } from '../helpers/client-page.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus-base-url/', import.meta.url));

let work: string;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-base-url-e2e-'));
  const site = join(work, 'site');
  await cp(FIXTURE, site, { recursive: true });
  const configFile = join(site, 'docusaurus.config.js');
  await writeFile(configFile, (await readFile(configFile, 'utf8')).replace('trailingSlash: undefined', 'trailingSlash: true'));
  const report = await build({ cwd: site, outDir: join(work, 'build'), cache: false, threads: 1 });
  // The fixture has no node_modules: one warning says Docusaurus's own validation could not run, the other that
  // the local-search theme it names is replaced by docs-build's own index.
  expect(report.problems.map((p) => p.message)).toEqual([
    expect.stringContaining('@docusaurus/core is not installed'),
    expect.stringContaining("'@easyops-cn/docusaurus-search-local' is replaced by docs-build's own local search"),
  ]);
  [server, browser] = await Promise.all([startStaticServer({ dir: join(work, 'build'), port: 0, host: '127.0.0.1' }), sharedBrowser()]);
}, 120_000);

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const mark = () => (window as unknown as { __marker: boolean }).__marker = true;
const marked = () => (window as unknown as { __marker?: boolean }).__marker === true;

describe('a site under a base URL in Chromium', () => {
  it('navigates on the client, fetches everything from under the base and finds pages with search', async () => {
    const origin = server.url;
    const { context, blocked } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const requests: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });

    // The server root says where the site is.
    await page.goto(`${origin}/`);
    expect(page.url()).toBe(`${origin}/my-project/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main h1, h1').first().textContent()).toBe('Base Docs');
    await page.evaluate(mark);

    await page.locator('.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL(`${origin}/my-project/docs/intro/`);
    expect(await page.locator('h1').first().textContent()).toBe('Introduction');
    expect(await page.evaluate(marked)).toBe(true);

    await page.getByRole('link', { name: 'the setup guide' }).click();
    await page.waitForURL(`${origin}/my-project/docs/guides/setup/#install`);
    expect(await page.locator('h1').first().textContent()).toBe('Setup');
    expect(await page.evaluate(marked)).toBe(true);

    await page.goBack();
    await page.waitForURL(`${origin}/my-project/docs/intro/`);
    expect(await page.locator('h1').first().textContent()).toBe('Introduction');

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('zanzibar');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toMatch(/^\/my-project\/docs\/intro\/(#details)?$/);
    await page.goto(`${origin}/my-project/blog/`);
    // The search shortcut is the hydrated app's: a key pressed before that opens nothing.
    await waitForHydration(page);
    await page.evaluate(mark);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('zanzibar');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/my-project\/docs\/intro\/(#details)?$/);
    expect(await page.locator('h1').first().textContent()).toBe('Introduction');
    expect(await page.evaluate(marked)).toBe(true);

    // Pages, chunks, modules, styles and the search index: all from under the base.
    expect(requests.filter((path) => !path.startsWith('/my-project/') && path !== '/')).toEqual([]);
    expect(requests.some((path) => path.startsWith('/my-project/assets/pages/'))).toBe(true);
    expect(requests.some((path) => path.startsWith('/my-project/search/index/'))).toBe(true);
    expect(failed).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 90_000);
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { closeContexts, sharedBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { waitForIslands } from '../helpers/client-page.ts';
import { jestSiteBuild, jestSiteMissing, jestSitePrepared } from '../helpers/jest-site.ts';

let server: { url: string; close(): Promise<void> };
let browser: Browser;

/** The Tabs island of the page that holds `text` in one of its panels. */
const tabsWith = (page: Page, text: string) => page.locator('[data-island="Tabs"]').filter({ has: page.locator('[role="tabpanel"]', { hasText: text }) }).first();

describe.runIf(jestSitePrepared)(`tabs made by the Jest site's own remark plugins switch in Chromium${jestSiteMissing}`, () => {
  beforeAll(async () => {
    const run = await jestSiteBuild();
    expect(run.status, run.log).toBe(0);
    [server, browser] = await Promise.all([startStaticServer({ dir: run.out, port: 0, host: '127.0.0.1' }), sharedBrowser()]);
  }, 900_000);

  afterAll(async () => {
    await closeContexts(browser);
    await server?.close();
  });

  it('npm2yarn and tab-blocks tabs on the Configuration page show the other tab when it is clicked', async () => {
    const origin = server.url.replace(/\/$/, '');
    const { context, blocked } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    // Quiet network: every request the page makes by itself, the blocked analytics script among them, is made.
    await page.goto(`${origin}/docs/configuration`, { waitUntil: 'networkidle' });
    await waitForIslands(page);

    // npm2yarn: `npm install --save-dev node-notifier` becomes a Yarn tab holding `yarn add --dev …`.
    const install = tabsWith(page, 'npm install');
    await install.getByRole('tab', { name: 'Yarn' }).click();
    await expect.poll(() => install.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('yarn add --dev');

    // tab-blocks: a ```js tab and a ```ts tab fence become one Tabs with JavaScript and TypeScript (the page's first
    // ones sit in a closed <details>, so the test takes those of collectCoverageFrom).
    const config = tabsWith(page, 'collectCoverageFrom');
    expect(await config.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('module.exports = defineConfig');
    await config.getByRole('tab', { name: 'TypeScript' }).click();
    await expect.poll(() => config.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('export default defineConfig');
    expect(await config.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('TypeScript');

    expect(problems.errors).toEqual([]);
    // The only request for another origin is the analytics script the site's config asks for (the classic
    // preset's `gtag`, run by the plugin host as Docusaurus runs it), which the test blocks: the tabs above worked
    // without it.
    expect(blocked.map((url) => new URL(url).origin)).toEqual(['https://www.googletagmanager.com']);
    await context.close();
  }, 120_000);
});

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { launchBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { CLI, REPO } from '../helpers/cli.ts';

// The Jest site as jest-routes.test.ts finds it: prepared with its own packages, or named by JEST_SITE.
const SITE = resolve(process.env.JEST_SITE ?? join(REPO, '.bench/jest-website'));
const prepared = existsSync(join(SITE, 'website/node_modules/@docusaurus/core'));
// Shown in the name of the skipped tests, so the run says how to include them.
const unprepared = prepared ? '' : ` (skipped: needs ${SITE} with its packages: run node bin/run-ts.js bench/prepare-jest-site.ts)`;

let out: string;
let server: { url: string; close(): Promise<void> };
let browser: Browser;

/** The Tabs island of the page that holds `text` in one of its panels. */
const tabsWith = (page: Page, text: string) => page.locator('[data-island="Tabs"]').filter({ has: page.locator('[role="tabpanel"]', { hasText: text }) }).first();

describe.runIf(prepared)(`tabs made by the Jest site's own remark plugins switch in Chromium${unprepared}`, () => {
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'docs-build-jest-tabs-'));
    // --no-cache: the build writes nothing into the site's folder, which may be a shared, read-only copy.
    const run = spawnSync(process.execPath, [CLI, 'build', '--no-cache', '--locale', 'en', '--out-dir', join(out, 'build')], { cwd: join(SITE, 'website'), encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    [server, browser] = await Promise.all([startStaticServer({ dir: join(out, 'build'), port: 0, host: '127.0.0.1' }), launchBrowser()]);
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (out) await rm(out, { recursive: true, force: true });
  });

  it('npm2yarn and tab-blocks tabs on the Configuration page show the other tab when it is clicked', async () => {
    const origin = server.url.replace(/\/$/, '');
    const { context, blocked } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/docs/configuration`);
    await page.waitForLoadState('networkidle');

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

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { launchBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { openHydrated } from '../helpers/client-page.ts';

const fixture = fileURLToPath(new URL('../fixtures/versions/', import.meta.url));
let base: string;
let server: { url: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'docs-build-versions-e2e-'));
  const report = await build({ cwd: fixture, outDir: join(base, 'build'), cache: false, threads: 1 });
  expect(report.problems).toEqual([]);
  [server, browser] = await Promise.all([startStaticServer({ dir: join(base, 'build'), port: 0, host: '127.0.0.1' }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(base, { recursive: true, force: true });
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const versionMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('.dropdown');

describe('versioned docs in a browser', () => {
  it('switches to the same page in another version from the dropdown, and the switcher follows', async () => {
    const { context } = await siteContext(browser, server.url, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await openHydrated(page, server.url, '/docs/guide');
    expect(await h1(page)).toBe('Guide (2.0)');
    await versionMenu(page).getByRole('button', { name: '2.0' }).click();
    await versionMenu(page).getByRole('link', { name: '1.0' }).click();
    await page.waitForURL(`${server.url}/docs/1.0/guide`);
    await expect.poll(() => h1(page)).toBe('Guide (1.0)');
    await expect.poll(() => versionMenu(page).getByRole('button').textContent()).toBe('1.0');
    // The coming version has no guide: its main doc.
    await versionMenu(page).getByRole('button', { name: '1.0' }).click();
    await versionMenu(page).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${server.url}/docs/next/intro`);
    await expect.poll(() => h1(page)).toBe('Introduction (next)');
    expect(problems.console).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("shows an old version's banner, whose link leads to the latest version of the page", async () => {
    const { context } = await siteContext(browser, server.url, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openHydrated(page, server.url, '/docs/1.0/intro');
    const banner = page.getByRole('note');
    await expect.poll(() => banner.textContent()).toContain('This is documentation for Versions Fixture 1.0, which is no longer actively maintained.');
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${server.url}/docs/intro`);
    await expect.poll(() => h1(page)).toBe('Introduction (2.0)');
    expect(await page.getByRole('note').count()).toBe(0);
    await context.close();
  });
});

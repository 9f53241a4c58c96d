import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteContext, watchProblems } from '../helpers/browser.ts';
import { fixtureInBrowser, type FixtureServer } from '../helpers/site-in-browser.ts';
import { openHydrated } from '../helpers/client-page.ts';

let server: FixtureServer;
let browser: Browser;
fixtureInBrowser({ fixture: fileURLToPath(new URL('../fixtures/versions/', import.meta.url)), strict: true }, (served, opened) => ([server, browser] = [served, opened]));

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

import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteContext, watchProblems } from '../helpers/browser.ts';
import { fixtureInBrowser, type FixtureServer } from '../helpers/site-in-browser.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus-plugins/', import.meta.url));

let server: FixtureServer;
let browser: Browser;
// A copy: the site's plugins write files beside its sources, as they do under Docusaurus.
fixtureInBrowser({ fixture: FIXTURE, copy: true }, (served, opened) => ([server, browser] = [served, opened]));

describe("a Docusaurus plugin's client modules in Chromium", () => {
  it('run on every page, apply their CSS, and hear of each page shown by the client router', async () => {
    const origin = server.url.replace(/\/$/, '');
    const { context, blocked } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/base/`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dataset.clientModule)).toBe('loaded');
    await page.waitForFunction(() => (window as unknown as { __routeLog?: string[] }).__routeLog?.length === 1);
    await page.getByRole('link', { name: 'Plugin data' }).click();
    await page.waitForURL(`${origin}/base/plugin-data`);
    expect(await page.locator('h1').first().textContent()).toBe('Hello from options');
    // The client module's style sheet reached the added route's list.
    expect(await page.locator('ul.plugin-items').evaluate((el) => getComputedStyle(el).letterSpacing)).toBe('3px');
    await page.waitForFunction(() => (window as unknown as { __routeLog?: string[] }).__routeLog?.length === 2);
    expect(await page.evaluate(() => (window as unknown as { __routeLog: string[] }).__routeLog)).toEqual(['none -> /base/', '/base/ -> /base/plugin-data']);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 60_000);
});

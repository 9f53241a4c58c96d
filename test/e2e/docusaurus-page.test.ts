import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteContext, watchProblems } from '../helpers/browser.ts';
import { fixtureInBrowser, type FixtureServer } from '../helpers/site-in-browser.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus-site/', import.meta.url));

let server: FixtureServer;
let browser: Browser;
fixtureInBrowser({ fixture: FIXTURE, copy: true }, (served, opened) => ([server, browser] = [served, opened]));

describe('a Docusaurus React page in Chromium', () => {
  it('hydrates without errors, keeps its CSS-module styles, and its Link navigates on the client', async () => {
    const origin = server.url.replace(/\/$/, '');
    const { context, blocked } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1.hero__title').textContent()).toBe('Widget Docs');
    // The CSS module's rule reached the element: its font size is the module's 1.5rem (24px), not the default.
    expect(await page.locator('p[class^="tagline_"]').evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--site-accent').trim())).toBe('#ff6600');
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(`${origin}/docs/intro`);
    expect(await page.locator('h1').first().textContent()).toBe('Introduction');
    // The same document: the client router took the click.
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 60_000);

  it('hydrates a page built from @theme/Tabs, a swizzled Root, Footer and Admonition without errors, and its tabs switch', async () => {
    const origin = server.url.replace(/\/$/, '');
    const { context } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/widgets`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.site-root').count()).toBe(1);
    expect(await page.locator('.site-footer-note').textContent()).toBe('Widgets are made by hand.');
    expect(await page.locator('.site-admonition').count()).toBe(2);
    expect(await page.getByText('Second').isHidden()).toBe(true);
    await page.getByRole('tab', { name: 'B' }).click();
    await page.getByText('Second').waitFor({ state: 'visible' });
    expect(await page.getByText('First').isHidden()).toBe(true);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  }, 60_000);
});

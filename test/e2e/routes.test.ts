import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser, siteContext, watchProblems, type PageProblems } from '../helpers/browser.ts';
import { NOT_FOUND_H1, ROUTES, serveRealSite, type ServedSite } from '../helpers/site.ts';

let site: ServedSite;
let browser: Browser;
let page: Page;
let problems: PageProblems;
let blocked: string[];

beforeAll(async () => {
  [site, browser] = await Promise.all([serveRealSite(), sharedBrowser()]);
  const made = await siteContext(browser, site.url);
  blocked = made.blocked;
  page = await made.context.newPage();
  problems = watchProblems(page);
});

afterAll(async () => {
  await closeContexts(browser);
  await site?.close();
});

/** Loads a route fresh and waits until the app has hydrated and gone quiet. */
async function open(path: string) {
  problems.clear();
  const response = await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return response;
}

describe('every route in a real browser', () => {
  it.each(ROUTES)('$path loads with status 200, its H1, and no errors or warnings', async (route) => {
    const response = await open(route.path);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual([route.h1]);
    expect(problems.errors).toEqual([]);
    // Hydration mismatches are reported by React as console errors.
    expect(problems.console).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(route.path);
    // The checks above mean something only if the app really ran: React marks the root it hydrated.
    expect(await page.evaluate(() => Object.keys(document.getElementById('__docs') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(true);
  });

  it('shows the not-found page with status 404 for an unknown path', async () => {
    problems.clear();
    problems.allowNotFound(`${site.url}/docs/no-such-page`);
    const response = await page.goto(`${site.url}/docs/no-such-page`);
    await page.waitForLoadState('networkidle');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual([NOT_FOUND_H1]);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
  });

  it('normalises /index.html and a trailing slash to the clean route', async () => {
    for (const path of ['/docs/installation/index.html', '/docs/installation/']) {
      const response = await open(path);
      expect(response?.ok(), path).toBe(true);
      expect(await page.locator('h1').textContent()).toBe('Installation');
      expect(new URL(page.url()).pathname).toBe('/docs/installation');
      expect(problems.console).toEqual([]);
      expect(problems.errors).toEqual([]);
    }
  });

  it('requested nothing from other sites', () => {
    expect(blocked).toEqual([]);
  });
});

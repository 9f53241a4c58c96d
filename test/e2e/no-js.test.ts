import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser, siteContext } from '../helpers/browser.ts';
import { ROUTES, serveRealSite, type ServedSite } from '../helpers/site.ts';

let site: ServedSite;
let browser: Browser;
let page: Page;
const known = new Set(ROUTES.map((r) => r.path));

beforeAll(async () => {
  [site, browser] = await Promise.all([serveRealSite(), sharedBrowser()]);
  const { context } = await siteContext(browser, site.url, { javaScriptEnabled: false });
  page = await context.newPage();
});

afterAll(async () => {
  await closeContexts(browser);
  await site?.close();
});

/** Internal links of the page, and anything clickable that is not a real link to a page. */
function collectLinks(origin: string) {
  const anchors = [...document.querySelectorAll<HTMLAnchorElement>('a')];
  return anchors.map((a) => {
    const raw = a.getAttribute('href');
    const url = raw === null ? null : new URL(raw, location.href);
    return { raw, text: a.textContent?.trim() ?? '', internal: url !== null && url.origin === origin, path: url?.pathname ?? null, hash: url?.hash ?? '' };
  });
}

describe('with JavaScript turned off', () => {
  it.each(ROUTES)('$path shows its content, and its internal links are real links to existing routes', async (route) => {
    const response = await page.goto(`${site.url}${route.path}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').allTextContents()).toEqual([route.h1]);
    if (route.kind === 'doc' || route.kind === 'markdown') {
      const content = (await page.locator('.markdown').first().innerText()).trim();
      expect(content.length).toBeGreaterThan(100);
    }
    if (route.kind === 'doc') {
      // The sidebar's links are there and visible without any script.
      const sidebarLinks = page.locator('nav.sidebar a[href]');
      expect(await sidebarLinks.count()).toBeGreaterThanOrEqual(ROUTES.filter((r) => r.kind === 'doc').length);
      expect(await page.locator('nav.sidebar a.sidebar__link[aria-current="page"]').getAttribute('href')).toBe(route.path);
    }
    const links = await page.evaluate(collectLinks, site.url);
    expect(links.filter((l) => l.raw === null || l.raw === '').map((l) => l.text)).toEqual([]);
    for (const link of links.filter((l) => l.internal)) {
      const path = link.path!.replace(/\/$/, '') || '/';
      // Same-page anchors point at the page itself; everything else must be a route or a file of the build.
      if (known.has(path)) continue;
      const check = await page.request.get(`${site.url}${link.path}`, { maxRedirects: 5 });
      expect(check.status(), `${route.path} links to ${link.raw}`).toBe(200);
    }
  });

  it('still has a colour mode: the default one, from the markup', async () => {
    await page.goto(`${site.url}/docs/installation`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  });
});

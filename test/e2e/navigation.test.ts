import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageChunk } from '../../src/shared/types.ts';
import { closeContexts, sharedBrowser, siteContext, watchProblems, type PageProblems } from '../helpers/browser.ts';
import { serveRealSite, type ServedSite } from '../helpers/site.ts';

let site: ServedSite;
let browser: Browser;
let page: Page;
let problems: PageProblems;
/** Every full page load (document request) the browser made. */
const documentLoads: string[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([serveRealSite(), sharedBrowser()]);
  const { context } = await siteContext(browser, site.url);
  page = await context.newPage();
  problems = watchProblems(page);
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
  });
});

afterAll(async () => {
  await closeContexts(browser);
  await site?.close();
});

async function openHydrated(path: string): Promise<void> {
  await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Object.keys(document.getElementById('__docs') ?? {}).some((k) => k.startsWith('__reactContainer')));
}

/** The chunk address the current page names for a route (from its embedded page data). */
function chunkUrlFor(route: string): Promise<string | undefined> {
  return page.evaluate((r) => (JSON.parse(document.getElementById('__docs-data')!.textContent!) as PageChunk).links[r], route);
}

/** The content HTML of the page, and the chunk's HTML passed through the same serializer, to compare like with like. */
function contentAgainstChunk(html: string): Promise<{ shown: string; chunk: string }> {
  return page.evaluate((chunkHtml) => {
    const template = document.createElement('template');
    template.innerHTML = chunkHtml;
    return { shown: document.querySelector('.markdown')!.innerHTML, chunk: template.innerHTML };
  }, html);
}

describe('client-side navigation', () => {
  it('follows a sidebar link without reloading, shows the chunk content, and goes back', async () => {
    await openHydrated('/docs/installation');
    problems.clear();
    documentLoads.length = 0;
    const target = '/docs/addons/remote-backup/security';
    const chunkUrl = await chunkUrlFor(target);
    expect(chunkUrl).toMatch(/^\/assets\/pages\/docs-addons-remote-backup-security-[0-9a-f]{10}\.json$/);
    const chunk = (await (await page.request.get(`${site.url}${chunkUrl}`)).json()) as PageChunk;

    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    await page.locator(`nav.sidebar a.sidebar__link[href="${target}"]`).click();
    await page.waitForURL(`${site.url}${target}`);
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Security']);

    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(documentLoads).toEqual([]);
    expect(await page.title()).toBe(chunk.page.headTitle);
    const { shown, chunk: expected } = await contentAgainstChunk(chunk.html!);
    expect(shown).toBe(expected);
    expect(await page.locator('nav.sidebar a.sidebar__link[aria-current="page"]').getAttribute('href')).toBe(target);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://addons.mathesonsteplock.ca${target}`);

    await page.goBack();
    await page.waitForURL(`${site.url}/docs/installation`);
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Installation']);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(documentLoads).toEqual([]);
    expect(await page.title()).toBe("Installation | Matheson's HA Addons");

    await page.goForward();
    await page.waitForURL(`${site.url}${target}`);
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Security']);
    expect(documentLoads).toEqual([]);

    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
  });

  it('moves between a React page and a doc page without reloading', async () => {
    await openHydrated('/');
    problems.clear();
    documentLoads.length = 0;
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 2;
    });
    await page.locator('header a.navbar__link[href="/docs/installation"]').click();
    await page.waitForURL(`${site.url}/docs/installation`);
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Installation']);

    await page.locator('header a.navbar__brand').click();
    await page.waitForURL(`${site.url}/`);
    await expect.poll(() => page.locator('h1').allTextContents()).toEqual(["Matheson's HA Addons"]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(2);
    expect(documentLoads).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
  });

  it('jumps to the heading of a link with a hash, and scrolls to the top otherwise', async () => {
    await openHydrated('/docs/addons/remote-backup/security');
    documentLoads.length = 0;
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/installation#getting-help';
      a.id = 'test-link';
      a.textContent = 'Getting help';
      document.querySelector('.markdown')!.append(a);
    });
    await page.locator('#test-link').click();
    await page.waitForURL(`${site.url}/docs/installation#getting-help`);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('getting-help')!.getBoundingClientRect().top))).toBeLessThan(200);
    expect(documentLoads).toEqual([]);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);

    await page.locator('nav.sidebar a.sidebar__link[href="/docs/addons/tdm/resources"]').click();
    await page.waitForURL(`${site.url}/docs/addons/tdm/resources`);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    expect(documentLoads).toEqual([]);
  });
});

import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SharedPage, siteContext } from '../helpers/browser.ts';
import { embeddedLinks, openHydrated, readMarker, recordChunkRequests, setMarker, waitForHydration } from '../helpers/client-page.ts';
import type { ServedSite } from '../helpers/site.ts';
import { realSiteInBrowser } from '../helpers/site-in-browser.ts';

let site: ServedSite;
let browser: Browser;
realSiteInBrowser((served, opened) => ([site, browser] = [served, opened]));

interface Session {
  page: Page;
  /** Paths of full document loads. */
  documents: string[];
  /** Closes what the session opened for itself. */
  end(): Promise<void>;
}

let shared: SharedPage | undefined;

/** A page fresh for the test: the file's shared page, or one in a context of its own for a test with an init script. */
async function session(init?: () => void): Promise<Session> {
  let page: Page;
  let end = async () => {};
  if (init) {
    const { context } = await siteContext(browser, site.url);
    await context.addInitScript(init);
    page = await context.newPage();
    end = () => context.close();
  } else {
    shared ??= await SharedPage.open(browser, site.url);
    page = await shared.fresh();
  }
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return { page, documents, end };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const sidebarLink = (page: Page, href: string) => page.getByRole('navigation', { name: 'Docs sidebar' }).locator(`a[href="${href}"]`);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('client-side navigation', () => {
  it('changes page without a reload and restores the scroll position on back and forward', async () => {
    const { page, documents, end } = await session();
    await openHydrated(page, site.url, '/docs/addons/remote-backup/basic-config');
    await setMarker(page, 'no reload');
    documents.length = 0;

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBe(900);
    await sidebarLink(page, '/docs/addons/remote-backup/resources').click();
    await page.waitForURL(`${site.url}/docs/addons/remote-backup/resources`);
    await expect.poll(() => h1(page)).toBe('Resources');
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => scrollY(page)).toBe(250);

    await page.goBack();
    await page.waitForURL(`${site.url}/docs/addons/remote-backup/basic-config`);
    await expect.poll(() => h1(page)).toBe('Basic Configuration');
    await expect.poll(() => scrollY(page)).toBe(900);

    await page.goForward();
    await page.waitForURL(`${site.url}/docs/addons/remote-backup/resources`);
    await expect.poll(() => h1(page)).toBe('Resources');
    await expect.poll(() => scrollY(page)).toBe(250);

    expect(await readMarker(page)).toBe('no reload');
    expect(documents).toEqual([]);
    await end();
  });

  it('scrolls to the hash target after a change, and to the top without a hash', async () => {
    const { page, documents, end } = await session();
    await openHydrated(page, site.url, '/docs/addons/remote-backup/basic-config');
    documents.length = 0;
    const target = '/docs/addons/remote-backup/security#host-key-verification';
    const link = page.locator('main').locator(`a[href="${target}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(`${site.url}${target}`);
    await expect.poll(() => h1(page)).toBe('Security');
    const headingTop = () => page.evaluate(() => Math.round(document.getElementById('host-key-verification')!.getBoundingClientRect().top));
    // Just below the sticky navbar, not merely somewhere on screen.
    await expect.poll(headingTop).toBeGreaterThanOrEqual(0);
    expect(await headingTop()).toBeLessThan(120);
    expect(await scrollY(page)).toBeGreaterThan(200);

    await sidebarLink(page, '/docs/addons/rsyslog/basic-config').click();
    await page.waitForURL(`${site.url}/docs/addons/rsyslog/basic-config`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('rsyslog');
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(documents).toEqual([]);
    await end();
  });

  it('falls back to a full load of the target when its chunk cannot be fetched on a link click', async () => {
    const { page, documents, end } = await session();
    const aborted: string[] = [];
    await page.route('**/assets/pages/**', (route) => {
      aborted.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await openHydrated(page, site.url, '/docs/installation');
    await setMarker(page, 'before the failed change');
    documents.length = 0;
    aborted.length = 0;

    await sidebarLink(page, '/docs/addons/tdm/resources').click();
    await page.waitForURL(`${site.url}/docs/addons/tdm/resources`);
    await waitForHydration(page);
    expect(await h1(page)).toBe('Resources');
    expect(await readMarker(page)).toBeUndefined();
    expect(documents).toEqual(['/docs/addons/tdm/resources']);
    expect(aborted.some((p) => p.startsWith('/assets/pages/docs-addons-tdm-resources-'))).toBe(true);
    await end();
  });

  it('shows the error box on back/forward when the chunk fails, and Retry recovers', async () => {
    const { page, documents, end } = await session();
    // Only the first page's chunk fails: the prefetch from the second page fails too, so going back must fetch it.
    let blocked = true;
    await page.route('**/assets/pages/docs-installation-*.json', (route) => (blocked ? route.abort() : route.continue()));
    await openHydrated(page, site.url, '/docs/installation');
    await setMarker(page, 'kept');
    documents.length = 0;

    await sidebarLink(page, '/docs/addons/tdm/basic-config').click();
    await page.waitForURL(`${site.url}/docs/addons/tdm/basic-config`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('Tasmota');

    await page.goBack();
    await page.waitForURL(`${site.url}/docs/installation`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Failed to fetch');
    const retry = alert.getByRole('button', { name: 'Retry' });
    expect(await retry.isVisible()).toBe(true);

    // Leaving the failed entry works as usual (the failed page is not treated as the one shown).
    await page.goForward();
    await page.waitForURL(`${site.url}/docs/addons/tdm/basic-config`);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('Tasmota');

    await page.goBack();
    await page.getByRole('alert').waitFor();
    // Retrying while the network still fails keeps the box, with the error.
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForTimeout(200);
    expect(await page.getByRole('alert').textContent()).toContain('Failed to fetch');

    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => h1(page)).toBe('Installation');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.title()).toBe("Installation | Matheson's HA Addons");
    expect(await readMarker(page)).toBe('kept');
    expect(documents).toEqual([]);
    await end();
  });

  it('shows the progress bar only when a change takes longer than 200 ms', async () => {
    const { page, end } = await session(() => {
      const record: { shownAt: number[]; clickAt: number[]; titleAt: number[] } = { shownAt: [], clickAt: [], titleAt: [] };
      (window as Window & { __progress?: typeof record }).__progress = record;
      new MutationObserver((mutations) => {
        for (const m of mutations) {
          for (const node of m.addedNodes) if ((node as Element).id === 'route-progress') record.shownAt.push(performance.now());
          // The router sets the title once the next page is rendered.
          if (m.target.nodeName === 'TITLE' || m.target.parentNode?.nodeName === 'TITLE') record.titleAt.push(performance.now());
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
      document.addEventListener('click', () => record.clickAt.push(performance.now()), true);
    });
    const slow = '/docs/addons/tdm/resources';
    let mode: 'abort' | 'delay' = 'abort';
    await page.route('**/assets/pages/docs-addons-tdm-resources-*.json', async (route: Route) => {
      if (mode === 'abort') return route.abort();
      await new Promise((resolve) => setTimeout(resolve, 600));
      return route.continue();
    });
    await openHydrated(page, site.url, '/docs/installation');
    const progress = () => page.evaluate(() => (window as Window & { __progress?: { shownAt: number[]; clickAt: number[]; titleAt: number[] } }).__progress!);

    // Fast: the chunk was prefetched while in view.
    await sidebarLink(page, '/docs/addons/rsyslog/basic-config').click();
    await page.waitForURL(`${site.url}/docs/addons/rsyslog/basic-config`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('rsyslog');
    await page.waitForTimeout(300);
    const fast = await progress();
    expect(fast.titleAt.length).toBeGreaterThan(0);
    // How soon the title follows the click is a budget of `npm run bench:budgets`; here, that it follows with no bar.
    expect(fast.titleAt[fast.titleAt.length - 1]!).toBeGreaterThan(fast.clickAt[fast.clickAt.length - 1]!);
    expect(fast.shownAt).toEqual([]);
    expect(await page.getByRole('progressbar').count()).toBe(0);

    // Slow: the prefetch of this one failed, and now every fetch of it takes 600 ms.
    mode = 'delay';
    await sidebarLink(page, slow).click();
    const bar = page.getByRole('progressbar');
    await bar.waitFor({ state: 'attached' });
    expect(await bar.getAttribute('id')).toBe('route-progress');
    await page.waitForURL(`${site.url}${slow}`);
    await expect.poll(() => h1(page)).toBe('Resources');
    await expect.poll(() => bar.count()).toBe(0);
    const { shownAt, clickAt } = await progress();
    expect(shownAt).toHaveLength(1);
    const delay = shownAt[0]! - clickAt[clickAt.length - 1]!;
    expect(delay).toBeGreaterThanOrEqual(195);
    expect(delay).toBeLessThan(600);
    await end();
  });

  it('normalises .html and /index.html paths: 301 from the server, replaceState in the browser', async () => {
    const { page, documents, end } = await session();
    for (const [from, to] of [
      ['/docs/installation.html', '/docs/installation'],
      ['/docs/installation/index.html', '/docs/installation'],
      ['/index.html', '/'],
      ['/markdown-page.html', '/markdown-page'],
    ] as const) {
      const response = await page.request.get(`${site.url}${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location!, site.url).pathname, from).toBe(to);
    }

    // A host that serves the file at the .html address itself: the browser still shows the clean path.
    for (const [from, to, heading] of [
      ['/docs/addons/tdm/resources.html', '/docs/addons/tdm/resources', 'Resources'],
      ['/docs/addons/tdm/resources/index.html', '/docs/addons/tdm/resources', 'Resources'],
      ['/index.html', '/', "Matheson's HA Addons"],
    ] as const) {
      const html = await (await page.request.get(`${site.url}${to}`)).text();
      await page.route((url) => url.pathname === from, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
      documents.length = 0;
      await page.goto(`${site.url}${from}?q=1#top`);
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => location.pathname + location.search + location.hash)).toBe(`${to}?q=1#top`);
      expect(await h1(page)).toBe(heading);
      expect(documents).toEqual([from]);
    }
    await end();
  });
});

describe('prefetch', () => {
  it('prefetches the chunks of links in view, and of links hovered', async () => {
    const { page, end } = await session();
    const chunks = recordChunkRequests(page);
    await openHydrated(page, site.url, '/');
    const links = await embeddedLinks(page);
    const footerLink = (href: string) => page.getByRole('contentinfo').locator(`a[href="${href}"]`);
    const belowFold = async (href: string) => page.evaluate((h) => document.querySelector(`footer a[href="${h}"]`)!.getBoundingClientRect().top > innerHeight, href);

    // In view on load: the Docs link of the navbar.
    expect(chunks.paths).toContain(links['/docs/installation']);
    // Footer links are out of view, so not prefetched yet.
    expect(await belowFold('/docs/addons/tdm/basic-config')).toBe(true);
    expect(await belowFold('/docs/addons/amcrest2mqtt/basic-config')).toBe(true);
    expect(chunks.paths).not.toContain(links['/docs/addons/tdm/basic-config']);
    expect(chunks.paths).not.toContain(links['/docs/addons/amcrest2mqtt/basic-config']);

    // Hovering a link prefetches it, even where it is not in view (the event alone, no scrolling).
    await footerLink('/docs/addons/amcrest2mqtt/basic-config').dispatchEvent('mouseover');
    await expect.poll(() => chunks.paths).toContain(links['/docs/addons/amcrest2mqtt/basic-config']);
    expect(chunks.paths).not.toContain(links['/docs/addons/tdm/basic-config']);

    // Scrolling the footer into view prefetches the rest.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => chunks.paths).toContain(links['/docs/addons/tdm/basic-config']);
    await end();
  });

  it('fetches the code of a linked React page on hover only, not merely because its link is in view', async () => {
    const { page, end } = await session();
    const chunks = recordChunkRequests(page);
    const modules: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/page-[^/]+\.js$/.test(request.url())) modules.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, site.url, '/docs/installation');
    const homeChunk = (await embeddedLinks(page))['/'];
    // The navbar brand links the home page: its data is prefetched, its code is not.
    await expect.poll(() => chunks.paths).toContain(homeChunk);
    await page.waitForTimeout(300);
    expect(modules).toEqual([]);

    await page.getByRole('banner').locator('a[href="/"]').first().hover();
    await expect.poll(() => modules).toHaveLength(1);
    expect(modules[0]).toMatch(/^\/assets\/page-index-[A-Z0-9]+\.js$/);
    await end();
  });

  for (const connection of [
    { effectiveType: '2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    it(`prefetches nothing on a ${connection.saveData ? 'data-saver' : '2g'} connection, yet navigates`, async () => {
      const { context } = await siteContext(browser, site.url);
      await context.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
      }, connection);
      const page = await context.newPage();
      const chunks = recordChunkRequests(page);
      await openHydrated(page, site.url, '/');
      expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType)).toBe(connection.effectiveType);
      await page.getByRole('banner').getByRole('link', { name: 'Docs', exact: true }).hover();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(500);
      expect(chunks.paths).toEqual([]);

      // A click still loads the chunk, without a full reload.
      await setMarker(page, 'slow connection');
      await page.getByRole('banner').getByRole('link', { name: 'Docs', exact: true }).click();
      await page.waitForURL(`${site.url}/docs/installation`);
      await expect.poll(() => h1(page)).toBe('Installation');
      expect(chunks.paths).toHaveLength(1);
      expect(await readMarker(page)).toBe('slow connection');
      await context.close();
    });
  }
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, SharedPage, sharedBrowser, siteContext } from '../helpers/browser.ts';
import { serveClientFixture, type ServedFixture } from '../helpers/client-fixture.ts';
import { openHydrated, readMarker, setMarker } from '../helpers/client-page.ts';

// The fixture is the real site plus an announcement bar (id a1), a navbar that
// hides on scroll with one item of every type, and a page that crashes in the
// browser. The second build differs only in the announcement id (a2).
let site: ServedFixture;
let siteA2: ServedFixture;
let browser: Browser;
/** The page of the tests that need no context of their own (no init scripts). */
let shell: SharedPage;

beforeAll(async () => {
  browser = await sharedBrowser();
  site = await serveClientFixture();
  siteA2 = await serveClientFixture('docs-build.a2.config.ts');
  shell = await SharedPage.open(browser, site.url, { viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await closeContexts(browser);
  await site?.close();
  await siteA2?.close();
});

async function newContext(origin = site.url): Promise<BrowserContext> {
  return (await siteContext(browser, origin, { viewport: { width: 1280, height: 800 } })).context;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe('error boundary', () => {
  it('shows the crash page with the whole cause chain, and Try again renders the page once it works', async () => {
    const page = await shell.fresh();
    await openHydrated(page, site.url, '/crash?crash=1');
    await expect.poll(() => h1(page)).toBe('This page crashed.');
    const main = page.getByRole('main');
    expect(await main.getByRole('listitem').allTextContents()).toEqual(['outer', 'inner cause']);
    // The shell around the page survives.
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    await main.getByRole('button', { name: 'Try again' }).click();
    // Still broken: the same page comes back.
    await expect.poll(() => h1(page)).toBe('This page crashed.');

    await page.evaluate(() => {
      (window as Window & { __crashFixed?: boolean }).__crashFixed = true;
    });
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => h1(page)).toBe('The page survived');
  });

  it('catches a crash after client-side navigation and clears it on the next route', async () => {
    const page = await shell.fresh();
    await openHydrated(page, site.url, '/');
    await setMarker(page, 'same document');
    await page.getByRole('link', { name: 'Open the crashing page' }).click();
    await page.waitForURL(`${site.url}/crash?crash=1`);
    await expect.poll(() => h1(page)).toBe('This page crashed.');
    expect(await page.getByRole('main').getByRole('listitem').allTextContents()).toEqual(['outer', 'inner cause']);

    await page.getByRole('banner').getByRole('link', { name: 'Guide' }).click();
    await page.waitForURL(`${site.url}/docs/installation`);
    await expect.poll(() => h1(page)).toBe('Installation');
    expect(await readMarker(page)).toBe('same document');
  });
});

describe('navbar', () => {
  it('renders one item of every type', async () => {
    const page = await shell.fresh();
    await openHydrated(page, site.url, '/docs/addons/tdm/resources');
    const banner = page.getByRole('banner');
    const link = (name: string) => banner.getByRole('link', { name, exact: true });
    expect(await link('Guide').getAttribute('href')).toBe('/docs/installation'); // doc
    expect(await link('Sidebar').getAttribute('href')).toBe('/docs/installation'); // docSidebar: the sidebar's first doc
    expect(await link('Current version').getAttribute('href')).toBe('/docs/installation'); // docsVersion
    expect(await link('Security').getAttribute('href')).toBe('/docs/addons/remote-backup/security'); // link
    expect(await banner.getByRole('button', { name: 'Add-ons' }).isVisible()).toBe(true); // dropdown
    expect(await banner.locator('strong', { hasText: 'Beta' }).isVisible()).toBe(true); // html
    expect(await banner.getByRole('button', { name: 'Versions' }).isVisible()).toBe(true); // docsVersionDropdown
    expect(await banner.getByRole('button', { name: 'Language' }).isVisible()).toBe(true); // localeDropdown
    expect(await banner.getByRole('button', { name: 'Search', exact: true }).isVisible()).toBe(true); // search
    // On a doc page, the doc items mark the docs section as current.
    expect(await link('Guide').getAttribute('aria-current')).not.toBeNull();
  });

  it('opens dropdowns on click and on hover; closes them on an outside click and on Escape', async () => {
    const page = await shell.fresh();
    await openHydrated(page, site.url, '/docs/installation');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Add-ons' });
    const entry = page.getByRole('banner').getByRole('link', { name: 'Remote backup' });
    const isOpen = async () => (await toggle.getAttribute('aria-expanded')) === 'true' && (await entry.isVisible());
    expect(await isOpen()).toBe(false);

    // Click without a hovering mouse (keyboard activation is a click on the button).
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(isOpen).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(isOpen).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // Hover opens it, and a click right after hovering keeps it open; leaving closes it.
    await toggle.hover();
    await expect.poll(isOpen).toBe(true);
    await toggle.click();
    expect(await isOpen()).toBe(true);
    await page.mouse.move(640, 600);
    await expect.poll(isOpen).toBe(false);

    // A mouse-opened dropdown also closes on an outside click.
    await toggle.hover();
    await expect.poll(isOpen).toBe(true);
    await page.mouse.click(640, 600);
    await expect.poll(isOpen).toBe(false);
  });

  it('stores the version chosen in the version dropdown', async () => {
    const page = await shell.fresh();
    await openHydrated(page, site.url, '/docs/addons/tdm/resources');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'Versions' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${site.url}/docs/installation`);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('Next');
  });

  it('hides while scrolling down and comes back on scrolling up', async () => {
    const page = await shell.fresh();
    await openHydrated(page, site.url, '/docs/addons/remote-backup/basic-config');
    const banner = page.getByRole('banner');
    const bottom = async () => {
      const box = await banner.boundingBox();
      return box ? Math.round(box.y + box.height) : 0;
    };
    expect(await bottom()).toBeGreaterThan(40);

    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await expect.poll(bottom).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -150);
    await expect.poll(bottom).toBeGreaterThan(40);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});

interface LayoutRecord {
  /** Top of the main heading at DOMContentLoaded. */
  headingTopAtDcl?: number;
  /** Whether the announcement bar took space at DOMContentLoaded. */
  barShownAtDcl?: boolean;
  /** Whether the bar took space at each DOM change after that, until the test reads it. */
  barShownLater: boolean[];
  shifts: number;
}

/** Watches the announcement bar and the main heading from DOMContentLoaded on. */
function recordLayout(): void {
  const record: LayoutRecord = { barShownLater: [], shifts: 0 };
  (window as Window & { __layout?: LayoutRecord }).__layout = record;
  const barShown = () => (document.querySelector('[role="region"][aria-label="Announcement"]')?.getBoundingClientRect().height ?? 0) > 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) record.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      record.headingTopAtDcl = document.querySelector('h1')?.getBoundingClientRect().top;
      record.barShownAtDcl = barShown();
      new MutationObserver(() => record.barShownLater.push(barShown())).observe(document.documentElement, { attributes: true, childList: true, subtree: true });
    },
    { once: true },
  );
}

describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });
  const storage = (page: Page) =>
    page.evaluate(() => ({ dismiss: localStorage.getItem('docusaurus.announcement.dismiss'), id: localStorage.getItem('docusaurus.announcement.id') }));
  const layout = (page: Page) => page.evaluate(() => (window as Window & { __layout?: LayoutRecord }).__layout!);
  const headingTop = (page: Page) => page.evaluate(() => document.querySelector('h1')!.getBoundingClientRect().top);

  it('shows, closes for good, and stays closed after a reload without moving the page', async () => {
    const ctx = await newContext();
    await ctx.addInitScript(recordLayout);
    const page = await ctx.newPage();
    await openHydrated(page, site.url, '/docs/installation');
    expect(await bar(page).isVisible()).toBe(true);
    expect(await bar(page).textContent()).toContain('Hello readers');
    expect(await bar(page).locator('b').textContent()).toBe('readers');
    expect(await bar(page).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(32, 35, 42)', 'rgb(250, 251, 252)']);
    const first = await layout(page);
    expect(first.barShownAtDcl).toBe(true);
    expect(first.barShownLater.every(Boolean)).toBe(true);

    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => bar(page).count()).toBe(0);
    expect(await storage(page)).toEqual({ dismiss: 'true', id: 'a1' });

    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(await bar(page).count()).toBe(0);
    const after = await layout(page);
    expect(after.barShownAtDcl).toBe(false);
    expect(after.barShownLater.filter(Boolean)).toEqual([]);
    expect(after.headingTopAtDcl).toBe(await headingTop(page));
    expect(after.shifts).toBe(0);

    // Other pages of the site stay without the bar too.
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    expect(await bar(page).count()).toBe(0);
    await ctx.close();
  });

  it('comes back when the site announces something new (another bar id)', async () => {
    const ctx = await newContext(siteA2.url);
    // What dismissing the a1 bar left in this origin's storage.
    await ctx.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'a1');
    });
    await ctx.addInitScript(recordLayout);
    const page = await ctx.newPage();
    await openHydrated(page, siteA2.url, '/docs/installation');
    expect(await bar(page).isVisible()).toBe(true);
    const record = await layout(page);
    expect(record.barShownAtDcl).toBe(true);
    expect(record.headingTopAtDcl).toBe(await headingTop(page));
    await expect.poll(() => storage(page)).toEqual({ dismiss: 'false', id: 'a2' });

    await bar(page).getByRole('button', { name: 'Close' }).click();
    expect(await storage(page)).toEqual({ dismiss: 'true', id: 'a2' });
    await page.reload();
    expect(await bar(page).count()).toBe(0);
    await ctx.close();
  });
});

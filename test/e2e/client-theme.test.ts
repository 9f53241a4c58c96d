import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SharedPage, siteContext } from '../helpers/browser.ts';
import { openHydrated } from '../helpers/client-page.ts';
import type { ServedSite } from '../helpers/site.ts';
import { realSiteInBrowser } from '../helpers/site-in-browser.ts';

let site: ServedSite;
let browser: Browser;
realSiteInBrowser((served, opened) => ([site, browser] = [served, opened]));

async function context(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (await siteContext(browser, site.url, options)).context;
}

let light: SharedPage | undefined;
/** The file's page in a light-mode context, fresh, for tests that need nothing set on the context. */
async function lightPage(): Promise<Page> {
  light ??= await SharedPage.open(browser, site.url, { colorScheme: 'light' });
  return light.fresh();
}

const theme = (page: Page) => page.evaluate(() => ({ theme: document.documentElement.dataset.theme, choice: document.documentElement.dataset.themeChoice }));
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

/** Records <html data-theme> at DOMContentLoaded, before any deferred app code has had a chance to render. */
function recordThemeAtDomContentLoaded(): void {
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      (window as Window & { __themeAtDcl?: string }).__themeAtDcl = document.documentElement.dataset.theme;
    },
    { capture: true, once: true },
  );
}
const themeAtDcl = (page: Page) => page.evaluate(() => (window as Window & { __themeAtDcl?: string }).__themeAtDcl);

describe('colour mode', () => {
  it('is dark by default: without JavaScript, and in a browser that reports no colour preference', async () => {
    const noJs = await context({ javaScriptEnabled: false, colorScheme: 'light' });
    const page = await noJs.newPage();
    await page.goto(`${site.url}/docs/installation`);
    expect(await theme(page)).toEqual({ theme: 'dark', choice: 'system' });
    await noJs.close();

    // Chromium always reports light or dark, so a browser without the media feature is imitated.
    const noPreference = await context({ colorScheme: 'light' });
    await noPreference.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => matchMedia(query.includes('prefers-color-scheme') ? 'not all' : query);
    });
    await noPreference.addInitScript(recordThemeAtDomContentLoaded);
    const page2 = await noPreference.newPage();
    await openHydrated(page2, site.url, '/docs/installation', 'load');
    expect(await themeAtDcl(page2)).toBe('dark');
    expect(await theme(page2)).toEqual({ theme: 'dark', choice: 'system' });
    await noPreference.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`follows a ${scheme} system preference before the app runs, also with the scripts blocked`, async () => {
      const ctx = await context({ colorScheme: scheme });
      await ctx.addInitScript(recordThemeAtDomContentLoaded);
      const page = await ctx.newPage();
      await openHydrated(page, site.url, '/docs/installation', 'load');
      expect(await themeAtDcl(page)).toBe(scheme);
      expect(await theme(page)).toEqual({ theme: scheme, choice: 'system' });

      const blocked = await ctx.newPage();
      const aborted: string[] = [];
      await blocked.route('**/assets/*.js', (route) => {
        aborted.push(route.request().url());
        return route.abort();
      });
      await blocked.goto(`${site.url}/docs/installation`, { waitUntil: 'load' });
      expect(aborted.length).toBeGreaterThan(0);
      expect(await themeAtDcl(blocked)).toBe(scheme);
      expect(await theme(blocked)).toEqual({ theme: scheme, choice: 'system' });
      await ctx.close();
    });
  }

  it('applies a stored choice over the system preference before the app runs', async () => {
    const ctx = await context({ colorScheme: 'light' });
    await ctx.addInitScript(recordThemeAtDomContentLoaded);
    await ctx.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await ctx.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site.url}/docs/installation`, { waitUntil: 'load' });
    expect(await themeAtDcl(page)).toBe('dark');
    expect(await theme(page)).toEqual({ theme: 'dark', choice: 'dark' });
    await ctx.close();
  });

  it('cycles light → dark → system, stores the choice and names the current mode', async () => {
    const page = await lightPage();
    await openHydrated(page, site.url, '/docs/installation', 'load');
    const toggle = page.getByRole('banner').getByRole('button', { name: /dark and light mode/ });
    expect(await toggle.getAttribute('aria-label')).toContain('currently system mode');
    expect(await stored(page)).toBeNull();

    const steps = [
      { theme: 'light', choice: 'light', stored: 'light' },
      { theme: 'dark', choice: 'dark', stored: 'dark' },
      { theme: 'light', choice: 'system', stored: null },
      { theme: 'light', choice: 'light', stored: 'light' },
    ];
    for (const step of steps) {
      await toggle.click();
      await expect.poll(() => theme(page)).toEqual({ theme: step.theme, choice: step.choice });
      expect(await stored(page)).toBe(step.stored);
      await expect.poll(() => page.getByRole('banner').getByRole('button', { name: `Switch between dark and light mode (currently ${step.choice} mode)` }).count()).toBe(1);
    }

    // The choice outlives a reload.
    await page.reload();
    expect(await theme(page)).toEqual({ theme: 'light', choice: 'light' });
  });

  it('keeps two tabs in step through the storage event', async () => {
    const ctx = await context({ colorScheme: 'light' });
    const first = await ctx.newPage();
    const second = await ctx.newPage();
    await openHydrated(first, site.url, '/docs/installation', 'load');
    await openHydrated(second, site.url, '/', 'load');
    const toggle = first.getByRole('banner').getByRole('button', { name: /dark and light mode/ });

    await toggle.click(); // light
    await toggle.click(); // dark
    await expect.poll(() => theme(second)).toEqual({ theme: 'dark', choice: 'dark' });
    await expect.poll(() => second.getByRole('banner').getByRole('button', { name: /currently dark mode/ }).count()).toBe(1);
    await toggle.click(); // system, which resolves to the light OS setting
    await expect.poll(() => theme(second)).toEqual({ theme: 'light', choice: 'system' });
    await ctx.close();
  });

  it('follows a live change of the system setting in system mode only', async () => {
    const page = await lightPage();
    await openHydrated(page, site.url, '/docs/installation', 'load');
    expect(await theme(page)).toEqual({ theme: 'light', choice: 'system' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toEqual({ theme: 'dark', choice: 'system' });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toEqual({ theme: 'light', choice: 'system' });

    await page.getByRole('banner').getByRole('button', { name: /dark and light mode/ }).click(); // light, chosen
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(200);
    expect(await theme(page)).toEqual({ theme: 'light', choice: 'light' });
  });
});

describe('mobile menu', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });
  // The menu's code loads on first open, so opening waits for the dialog to appear.
  const openMenu = async (page: Page) => {
    await menuButton(page).click();
    await dialog(page).waitFor();
  };
  const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  const menuButtonFocused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Open navigation menu');

  let phoneScreen: SharedPage | undefined;
  /** A phone-sized page, fresh for each test. */
  async function phone(): Promise<Page> {
    phoneScreen ??= await SharedPage.open(browser, site.url, { viewport: { width: 390, height: 800 } });
    return phoneScreen.fresh();
  }

  it('opens a slide-out with the docs sidebar on doc pages, a back button, and the navbar items', async () => {
    const page = await phone();
    await openHydrated(page, site.url, '/docs/addons/remote-backup/security', 'load');
    expect(await dialog(page).count()).toBe(0);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await openMenu(page);
    await dialog(page).waitFor();
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');

    const sidebar = dialog(page).getByRole('navigation', { name: 'Docs sidebar' });
    expect(await sidebar.isVisible()).toBe(true);
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Security');
    await dialog(page).getByRole('button', { name: /Back to main menu/ }).click();
    expect(await sidebar.count()).toBe(0);
    expect(await dialog(page).getByRole('link', { name: 'Docs', exact: true }).isVisible()).toBe(true);
    expect(await dialog(page).getByRole('link', { name: 'Website' }).isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: /Docs sidebar/ }).click();
    expect(await dialog(page).getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(true);

    // A page without docs has only the navbar items.
    await page.keyboard.press('Escape');
    await openHydrated(page, site.url, '/', 'load');
    await openMenu(page);
    expect(await dialog(page).getByRole('link', { name: 'Docs', exact: true }).isVisible()).toBe(true);
    expect(await dialog(page).getByRole('navigation', { name: 'Docs sidebar' }).count()).toBe(0);
  });

  it('closes on navigation, Escape and an outside click, handing focus back to the menu button', async () => {
    const page = await phone();
    await openHydrated(page, site.url, '/docs/installation', 'load');

    await openMenu(page);
    await dialog(page).getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Security' }).click();
    await page.waitForURL(`${site.url}/docs/addons/remote-backup/security`);
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Security');

    await openMenu(page);
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await menuButtonFocused(page)).toBe(true);

    await openMenu(page);
    await dialog(page).waitFor();
    // Right of the panel, over the dimmed page (not into the scrollbar gutter, which is outside the document),
    // measured once the panel has finished sliding in.
    await dialog(page).evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const box = (await dialog(page).boundingBox())!;
    const outside = box.x + box.width + 20;
    expect(await page.evaluate((x) => document.elementFromPoint(x, 400)?.closest('[role="dialog"]') ?? null, outside)).toBeNull();
    await page.mouse.click(outside, 400);
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await menuButtonFocused(page)).toBe(true);
  });

  it('traps focus while open', async () => {
    const page = await phone();
    await openHydrated(page, site.url, '/docs/installation', 'load');
    await openMenu(page);
    await dialog(page).waitFor();
    expect(await focusInDialog(page)).toBe(true);
    const count = await dialog(page).locator('a[href], button').count();
    const seen = new Set<string>();
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `after ${i + 1} Tab presses`).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement!.outerHTML));
    }
    // It went round: more stops than one, and wrapped back past the start.
    expect(seen.size).toBeGreaterThan(3);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page), `after ${i + 1} Shift+Tab presses`).toBe(true);
    }
  });

  it('closes when the viewport becomes wider than 996 px, where the menu button is gone', async () => {
    const page = await phone();
    await openHydrated(page, site.url, '/docs/installation', 'load');
    await openMenu(page);
    await dialog(page).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await menuButton(page).isVisible()).toBe(false);
    // The desktop sidebar takes over.
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(true);
  });
});

describe('doc page', () => {
  it('highlights the heading in view in the table of contents', async () => {
    const page = await lightPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await openHydrated(page, site.url, '/docs/addons/remote-backup/basic-config', 'load');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const current = () => toc.locator('[aria-current="true"]').allTextContents();
    await expect.poll(current).toHaveLength(1);

    for (const id of ['sftp-options', 'example-configuration', 'config-folder']) {
      await page.evaluate((target) => {
        const heading = document.getElementById(target)!;
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 70);
      }, id);
      const text = await page.locator(`#${id}`).textContent();
      await expect.poll(current).toEqual([text!.replace(/#$/, '').trim()]);
      expect(await toc.locator(`a[href="#${id}"]`).getAttribute('aria-current')).toBe('true');
    }
  });

  it('copies a code block and says so', async () => {
    const ctx = await context();
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await ctx.newPage();
    await openHydrated(page, site.url, '/docs/addons/remote-backup/basic-config', 'load');
    const copy = page.locator('main').getByRole('button', { name: 'Copy code to clipboard' }).first();
    const code = await page.locator('main pre code').first().textContent();
    expect(code!.length).toBeGreaterThan(10);
    await copy.click();
    const copied = page.locator('main').getByRole('button', { name: 'Copied' });
    await expect.poll(() => copied.count()).toBe(1);
    expect(await copied.textContent()).toBe('Copied');
    // The feedback is temporary.
    await expect.poll(() => copied.count(), { timeout: 4000 }).toBe(0);
    expect(await page.locator('main').getByRole('button', { name: 'Copy code to clipboard' }).first().textContent()).toBe('Copy');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await ctx.close();
  });

  it('marks the current page in the sidebar and scrolls it into view in a short viewport', async () => {
    const page = await lightPage();
    await page.setViewportSize({ width: 1280, height: 300 });
    await openHydrated(page, site.url, '/docs/addons/tdm/resources', 'load');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const active = sidebar.locator('[aria-current="page"]');
    expect(await active.count()).toBe(1);
    expect(await active.getAttribute('href')).toBe('/docs/addons/tdm/resources');
    const geometry = await sidebar.evaluate((nav) => {
      const link = nav.querySelector('[aria-current="page"]')!;
      const box = nav.getBoundingClientRect();
      const rect = link.getBoundingClientRect();
      return { scrollable: nav.scrollHeight > nav.clientHeight, scrollTop: nav.scrollTop, inView: rect.top >= box.top && rect.bottom <= box.bottom };
    });
    // Without scrolling, the last entry would sit below the fold of this short sidebar.
    expect(geometry.scrollable).toBe(true);
    expect(geometry.scrollTop).toBeGreaterThan(0);
    expect(geometry.inView).toBe(true);
  });
});

import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser } from '../helpers/browser.ts';
import { startDev } from '../helpers/dev-process.ts';
import { INTRO, makeDevSite, type DevSite } from '../node/dev/helpers/dev-site.ts';


let site: DevSite;
let child: ChildProcess;
let url: string;
let stderrOf: () => string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await makeDevSite();
  ({ child, url, stderr: stderrOf } = await startDev(site.configFile));
  browser = await sharedBrowser();
  page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
});

afterAll(async () => {
  await closeContexts(browser);
  child?.kill('SIGTERM');
  await site?.dispose();
});

async function openIntro(): Promise<void> {
  await page.goto(`${url}/docs/intro`);
  await page.waitForFunction(() => (window as Window & { __docsBuild?: unknown }).__docsBuild !== undefined);
  // The event stream must be open before the edit, or the edit's event is missed.
  await page.waitForTimeout(200);
}

describe('docs-build dev in Chromium', () => {
  it('swaps an edited page in place, keeping page state and scroll', async () => {
    await openIntro();
    await page.evaluate(() => {
      (window as Window & { __marker?: number }).__marker = 42;
      scrollTo(0, 600);
    });
    // How fast the edit shows is measured by `npm run bench:budgets`; here, that it shows in place.
    for (let i = 1; i <= 2; i++) {
      const text = `Edited paragraph number ${i}.`;
      await site.write('content/docs/intro.mdx', INTRO(text));
      await page.waitForFunction((t) => document.querySelector('.markdown')?.textContent?.includes(t) === true, text, { timeout: 30_000 });
    }
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(42);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(550);
  });

  it('shows an MDX error in an overlay with file:line:column, and clears it on the next good save', async () => {
    await openIntro();
    await site.write('content/docs/intro.mdx', INTRO('Broken { here'));
    const overlay = page.locator('#__docs-build-overlay');
    await overlay.waitFor({ state: 'visible', timeout: 5000 });
    await expect.poll(() => overlay.locator('.docs-build-overlay-location').first().textContent()).toMatch(/^content\/docs\/intro\.mdx:\d+:\d+$/);
    expect(await overlay.textContent()).toContain('Broken { here');
    expect(stderrOf()).toMatch(/content\/docs\/intro\.mdx:\d+:\d+/);

    await site.write('content/docs/intro.mdx', INTRO('Repaired text.'));
    await overlay.waitFor({ state: 'detached', timeout: 5000 });
    await page.waitForFunction(() => document.querySelector('.markdown')?.textContent?.includes('Repaired text.') === true, undefined, { timeout: 5000 });
  });

  it('adds a new doc to the sidebar, and removes it again', async () => {
    await openIntro();
    const link = page.locator('.sidebar a', { hasText: 'Brand new doc' });
    await site.write('content/docs/brand-new.md', '---\nsidebar_position: 3\n---\n\n# Brand new doc\n\nHello.\n');
    await link.waitFor({ state: 'visible', timeout: 8000 });
    await site.remove('content/docs/brand-new.md');
    await link.waitFor({ state: 'detached', timeout: 8000 });
  });

  it('reloads a page that was served before the latest update once its event stream opens', async () => {
    await openIntro();
    // Make sure at least one update has gone out, then serve the page as if it had loaded just before it.
    await site.write('content/docs/intro.mdx', INTRO('One more edit.'));
    await page.waitForFunction(() => document.querySelector('.markdown')?.textContent?.includes('One more edit.') === true, undefined, { timeout: 30_000 });
    let stale = true;
    await page.route('**/docs/intro', async (route) => {
      if (!stale) return route.continue();
      stale = false;
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/dev-client\.js\?v=\d+/, 'dev-client.js?v=0') });
    });
    const reloaded = page.waitForEvent('load', { predicate: () => !stale, timeout: 8000 }).then(() => page.waitForEvent('load', { timeout: 8000 }));
    await page.goto(`${url}/docs/intro`);
    await reloaded;
    expect(stale).toBe(false);
    await page.unroute('**/docs/intro');
  });

  it('reloads after a config edit, and survives a broken config', async () => {
    await openIntro();
    const config = await readFile(site.configFile, 'utf8');
    await site.write('docs-build.config.ts', config.replace("title: 'Fixture'", "title: 'Renamed navbar'"));
    await page.locator('.navbar__title', { hasText: 'Renamed navbar' }).waitFor({ timeout: 8000 });
    await site.write('docs-build.config.ts', config.replace("title: 'Dev Fixture',", "title: 'Dev Fixture',,"));
    await page.locator('#__docs-build-overlay').waitFor({ state: 'visible', timeout: 8000 });
    expect(await page.locator('#__docs-build-overlay').textContent()).toContain('docs-build.config.ts');
    await site.write('docs-build.config.ts', config);
    await page.locator('#__docs-build-overlay').waitFor({ state: 'detached', timeout: 8000 });
    expect(child.exitCode).toBeNull();
  });
});

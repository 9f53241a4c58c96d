import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, siteContext } from '../../test/helpers/browser.ts';
import { openHydrated } from '../../test/helpers/client-page.ts';
import { serveRealSite, type ServedSite } from '../../test/helpers/site.ts';

// From a click on a prefetched link to the next page's title.
const BUDGET_MS = 100;

let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveRealSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

it(`client navigation: a prefetched page is shown in under ${BUDGET_MS} ms after the click`, async () => {
  const { context } = await siteContext(browser, site.url);
  await context.addInitScript(() => {
    const record = { clickAt: [] as number[], titleAt: [] as number[] };
    (window as Window & { __timing?: typeof record }).__timing = record;
    new MutationObserver((mutations) => {
      for (const m of mutations) if (m.target.nodeName === 'TITLE' || m.target.parentNode?.nodeName === 'TITLE') record.titleAt.push(performance.now());
    }).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('click', () => record.clickAt.push(performance.now()), true);
  });
  const page = await context.newPage();
  await openHydrated(page, site.url, '/docs/installation');
  const target = '/docs/addons/rsyslog/basic-config';
  await page.getByRole('navigation', { name: 'Docs sidebar' }).locator(`a[href="${target}"]`).click();
  await page.waitForURL(`${site.url}${target}`);
  await page.waitForFunction(() => ((window as Window & { __timing?: { titleAt: number[] } }).__timing?.titleAt.length ?? 0) > 0);
  const { clickAt, titleAt } = await page.evaluate(() => (window as Window & { __timing?: { clickAt: number[]; titleAt: number[] } }).__timing!);
  const ms = titleAt[titleAt.length - 1]! - clickAt[clickAt.length - 1]!;
  console.log(`client navigation, click → title: ${ms.toFixed(1)} ms`);
  expect(ms).toBeLessThan(BUDGET_MS);
  await context.close();
});

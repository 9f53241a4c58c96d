import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { launchBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { linkDocusaurusPackages, unprepared, withDocusaurus } from '../helpers/docusaurus-packages.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus-locales/', import.meta.url));

let work: string;
let server: { url: string; close(): Promise<void> };
let browser: Browser;

describe.runIf(withDocusaurus)(`a Docusaurus site in several locales, in Chromium${unprepared}`, () => {
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-locales-e2e-'));
    const site = join(work, 'site');
    await cp(FIXTURE, site, { recursive: true });
    await linkDocusaurusPackages(site);
    const report = await build({ cwd: site, outDir: join(work, 'build'), threads: 1, cache: false });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    // Served at the site's base URL, as `docs-build serve` serves the folder: each locale below it.
    [server, browser] = await Promise.all([startStaticServer({ dir: join(work, 'build'), port: 0, host: '127.0.0.1' }), launchBrowser()]);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("goes to the page shown in another locale from the locale dropdown, and keeps the dropdown and alternates on the page shown after client navigations", async () => {
    const origin = new URL(server.url).origin;
    const { context, blocked } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/proj/docs/intro`);
    await page.waitForLoadState('networkidle');

    // Opened by a click on its toggle, as on a touch screen, over Infima's styles.
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${origin}/proj/fr/docs/intro`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('h1').first().textContent()).toBe('Introduction en français');
    expect(await page.locator('.navbar__link', { hasText: 'Documentation' }).count()).toBe(1);

    // A link inside the French site is a client navigation: the dropdown and the head follow the page shown.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(`${origin}/proj/fr/docs/guides/setup`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Setting up');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const dropdown = await page.locator('.dropdown__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(dropdown).toEqual(['/proj/docs/guides/setup', '/proj/fr/docs/guides/setup', '/proj/espanol/docs/guides/setup']);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    expect(alternates).toEqual([
      'en https://example.org/proj/docs/guides/setup',
      'fr https://example.org/proj/fr/docs/guides/setup',
      'es https://example.org/proj/espanol/docs/guides/setup',
      'x-default https://example.org/proj/docs/guides/setup',
    ]);

    // Back to the default locale: the browser loads its page, whose app is the default locale's.
    await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${origin}/proj/docs/guides/setup`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();

    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);
});

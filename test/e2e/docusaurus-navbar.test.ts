// A Docusaurus site that swizzled its navbar: its own Navbar and Navbar/Layout render, with the parts it did not
// swizzle taken from its installed classic theme (Navbar/Content, the mobile sidebar, the navbar items, the colour
// mode toggle), on docs-build's hooks of @docusaurus/theme-common. The site's CSS module colours the bar over the
// theme's own navbar style.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import type { BuildReport } from '../../src/node/report/build-report.ts';
import { startStaticServer, type StaticServer } from '../../src/node/server/serve.ts';
import { closeContexts, sharedBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { openHydrated } from '../helpers/client-page.ts';
import { linkDocusaurusPackages, unprepared, withDocusaurus } from '../helpers/docusaurus-packages.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus-navbar/', import.meta.url));
const SITE_BAR = 'rgb(20, 40, 160)';

let work: string;
let out: string;
let report: BuildReport;
let layoutOnlyOut: string;
let layoutOnlyReport: BuildReport;
let server: StaticServer;
let browser: Browser;

describe.runIf(withDocusaurus)(`a swizzled navbar made of the classic theme's parts${unprepared}`, () => {
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-navbar-'));
    const site = join(work, 'site');
    await cp(FIXTURE, site, { recursive: true });
    await linkDocusaurusPackages(site);
    out = join(work, 'build');
    report = await build({ cwd: site, outDir: out, cache: false, threads: 1 });
    // The same site with its Navbar/Layout alone swizzled.
    const layoutOnly = join(work, 'layout-only');
    await cp(FIXTURE, layoutOnly, { recursive: true });
    await rm(join(layoutOnly, 'src/theme/Navbar/index.js'));
    await linkDocusaurusPackages(layoutOnly);
    layoutOnlyOut = join(work, 'layout-only-build');
    layoutOnlyReport = await build({ cwd: layoutOnly, outDir: layoutOnlyOut, cache: false, threads: 1 });
    server = await startStaticServer({ dir: out, port: 0, host: '127.0.0.1' });
    browser = await sharedBrowser();
  }, 180_000);

  afterAll(async () => {
    await closeContexts(browser);
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  async function open(path: string, width: number): Promise<Page> {
    const { context } = await siteContext(browser, server.url, { viewport: { width, height: 800 } });
    const page = await context.newPage();
    await openHydrated(page, server.url, path, 'load');
    return page;
  }

  it('uses the swizzled Navbar and Navbar/Layout, with no warning about either', () => {
    expect(report.problems.map((p) => `${p.file}: ${p.message}`)).toEqual([]);
  });

  it("renders the site's layout around the classic theme's content, with the config's items and logo", async () => {
    const html = await readFile(join(out, 'docs/intro/index.html'), 'utf8');
    const nav = /<nav aria-label="Main" class="([^"]*)">/.exec(html);
    expect(nav?.[1]).toMatch(/^navbar navbar--fixed-top bar_[0-9a-f]+$/);
    // No style class: the config sets no navbar style.
    expect(nav?.[1]).not.toContain('navbar--primary');
    expect(html).toContain('<img src="/img/logo.svg" alt="Swizzled logo"');
    expect(html).toContain('<b class="navbar__title text--truncate">Swizzled</b>');
    // The item of the page shown is active, as a NavLink makes it.
    expect(html).toContain('<a href="/docs/intro" class="navbar__item navbar__link navbar__link--active" aria-current="page">Guide</a>');
    expect(html).toContain('<a href="/docs/setup" class="dropdown__link">Setup</a>');
    expect(html).toMatch(/href="https:\/\/example\.com\/forum" target="_blank" rel="noopener noreferrer" class="dropdown__link">Forum/);
    expect(html).toMatch(/href="https:\/\/github\.com\/example\/site" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link">GitHub/);
  });

  it("renders the classic theme's Navbar, made of the site's Navbar/Layout, when only that part is swizzled", async () => {
    expect(layoutOnlyReport.problems.map((p) => `${p.file}: ${p.message}`)).toEqual([]);
    const html = await readFile(join(layoutOnlyOut, 'docs/intro/index.html'), 'utf8');
    expect(/<nav aria-label="Main" class="([^"]*)">/.exec(html)?.[1]).toMatch(/^navbar navbar--fixed-top bar_[0-9a-f]+$/);
    expect(html).toContain('<b class="navbar__title text--truncate">Swizzled</b>');
  });

  it("colours the bar with the site's CSS module over the theme's own navbar style, and switches the colour mode", async () => {
    const page = await open('/docs/intro', 1280);
    const problems = watchProblems(page);
    expect(await page.locator('nav.navbar').evaluate((nav) => getComputedStyle(nav).backgroundColor)).toBe(SITE_BAR);
    // Two modes on a site that does not follow the system's setting: light, then dark.
    const toggle = page.locator('nav.navbar button[title]').first();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(problems.errors).toEqual([]);
  });

  it('opens the mobile sidebar on a narrow screen: the doc sidebar first, the navbar items behind its back button', async () => {
    const page = await open('/docs/intro', 390);
    const problems = watchProblems(page);
    const nav = page.locator('nav.navbar');
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    await expect.poll(() => nav.getAttribute('class')).toContain('navbar-sidebar--show');
    const sidebar = page.locator('.navbar-sidebar');
    await expect.poll(() => sidebar.locator('.navbar-sidebar__items--show-secondary').count()).toBe(1);
    expect(await sidebar.locator('.navbar-sidebar__item').nth(1).locator('a').allTextContents()).toEqual(['Introduction', 'Setup']);
    await sidebar.getByRole('button', { name: /back to main menu/i }).click();
    await expect.poll(() => sidebar.locator('.navbar-sidebar__items--show-secondary').count()).toBe(0);
    const primary = sidebar.locator('.navbar-sidebar__item').first();
    expect(await primary.locator('a.menu__link').allTextContents()).toEqual(['Guide', 'More', 'Setup', 'Forum', 'GitHub']);
    // The dropdown is folded until its label is pressed.
    expect(await primary.getByRole('link', { name: 'Setup' }).isVisible()).toBe(false);
    await primary.getByRole('button', { name: 'More' }).click();
    await expect.poll(() => primary.getByRole('link', { name: 'Setup' }).isVisible()).toBe(true);
    // Going to another page closes it.
    await sidebar.getByRole('link', { name: 'Guide' }).click();
    await expect.poll(() => nav.getAttribute('class')).not.toContain('navbar-sidebar--show');
    expect(problems.errors).toEqual([]);
  });
});

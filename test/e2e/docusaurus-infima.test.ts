// A Docusaurus site looks like itself: Infima loads, its custom.css recolours the theme, its own pages lay out
// with Infima's grid, and the search it configured (a local-search theme, or Algolia) has its navbar button.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer, type StaticServer } from '../../src/node/server/serve.ts';
import { closeContexts, SharedPages, sharedBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { openHydrated } from '../helpers/client-page.ts';
import { prepareInfimaSite } from '../helpers/infima-site.ts';

const BRAND_LIGHT = 'rgb(140, 53, 229)';
const BRAND_DARK = 'rgb(229, 163, 53)';

const VIEWPORT = { width: 1280, height: 900 };

let work: string;
let local: StaticServer;
let algolia: StaticServer;
let browser: Browser;
let pages: SharedPages;

async function buildSite(name: string, edit?: (config: string) => string, files: Record<string, string> = {}): Promise<StaticServer> {
  const site = await prepareInfimaSite(join(work, name), edit);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), text);
  }
  const report = await build({ cwd: site, outDir: join(work, `${name}-build`), cache: false, threads: 1 });
  expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  return startStaticServer({ dir: join(work, `${name}-build`), port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-infima-e2e-'));
  local = await buildSite('local');
  // Also the site with a blog, for the blog's layout.
  algolia = await buildSite(
    'algolia',
    (config) =>
      config
        .replace("themes: ['@easyops-cn/docusaurus-search-local'],", '')
        .replace('blog: false,', 'blog: {},')
        .replace('themeConfig: {', "themeConfig: {\n    algolia: { appId: 'BRANDAPP', apiKey: 'search-only', indexName: 'brand' },"),
    { 'blog/2024-05-01-hello.md': '---\ntitle: Hello\ntags: [greetings]\n---\n\nThe first post.\n\n## A section\n\nMore of it.\n' },
  );
  browser = await sharedBrowser();
  pages = new SharedPages(browser, { viewport: VIEWPORT });
}, 180_000);

afterAll(async () => {
  await closeContexts(browser);
  await local?.close();
  await algolia?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * A page of `server` at `path`, hydrated, 1280 px wide unless told. A stored colour scheme is set by an init script
 * before any of the page's scripts run, which needs a context of its own; other pages come from a shared one per
 * server (a new context costs Chromium about a second of CPU). `pages.release(page)` when done.
 */
async function open(server: StaticServer, path: string, options: { width?: number; scheme?: 'light' | 'dark' } = {}): Promise<Page> {
  let page: Page;
  if (options.scheme) {
    const { context } = await siteContext(browser, server.url, { viewport: { ...VIEWPORT, width: options.width ?? VIEWPORT.width } });
    await context.addInitScript((scheme) => localStorage.setItem('theme', scheme), options.scheme);
    page = await context.newPage();
  } else {
    page = await pages.fresh(server.url);
    if (options.width) await page.setViewportSize({ ...VIEWPORT, width: options.width });
  }
  await openHydrated(page, server.url, path, 'load');
  return page;
}

describe("a Docusaurus site's own CSS, on Infima", () => {
  it('colours content links with the --ifm-color-primary of its custom.css, in light and in dark mode', async () => {
    for (const [scheme, colour] of [
      ['light', BRAND_LIGHT],
      ['dark', BRAND_DARK],
    ] as const) {
      const page = await open(local, '/docs/intro', { scheme });
      const problems = watchProblems(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
      const link = page.locator('.markdown a', { hasText: 'the setup guide' });
      expect(await link.evaluate((a) => getComputedStyle(a).color)).toBe(colour);
      // The theme's own accents follow the brand too: the active sidebar entry.
      expect(await page.locator('.sidebar .menu__link--active').evaluate((a) => getComputedStyle(a).color)).toBe(colour);
      expect(problems.errors).toEqual([]);
      await pages.release(page);
    }
  });

  it("colours a link in an admonition as Infima's alert does: the admonition's contrast colour, not the brand", async () => {
    const page = await open(local, '/docs/intro');
    const link = page.locator('.admonition--info a', { hasText: 'to the guide' });
    // Infima's --ifm-color-info-contrast-foreground in light mode (#193c47).
    expect(await link.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(25, 60, 71)');
    await pages.release(page);
  });

  it("shows the sidebar category of the page in the brand colour without a background, and Infima's one caret on a dropdown", async () => {
    const page = await open(local, '/docs/guides/first');
    const category = page.locator('.sidebar .sidebar__category-label', { hasText: 'Guides' });
    expect(await category.evaluate((a) => getComputedStyle(a).color)).toBe(BRAND_LIGHT);
    expect(await category.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    // The locale dropdown's caret is Infima's (after the label), not a second chevron of the theme's.
    expect(await page.locator('.navbar .dropdown__chevron').isVisible()).toBe(false);
    expect(await page.locator('.navbar .dropdown > .navbar__link').evaluate((a) => getComputedStyle(a, '::after').content)).toBe('""');
    await pages.release(page);
  });

  it('lays out an Infima grid (row and four col) in four columns at 1280 px, and stacks it at 390 px', async () => {
    const wide = await open(local, '/');
    const boxes = await wide.locator('main .row > .col').evaluateAll((cols) => cols.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(4);
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    const lefts = boxes.map((b) => b.left);
    expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
    for (const box of boxes) expect(box.width).toBeGreaterThan(200);
    // Infima's hero and button colours, not the theme's own.
    expect(await wide.locator('.hero--primary').evaluate((h) => getComputedStyle(h).backgroundColor)).toBe(BRAND_LIGHT);
    // Infima's large button (0.875rem × 1.35), where the theme's own is 17 px.
    expect(await wide.locator('.hero .button--secondary').evaluate((b) => getComputedStyle(b).fontSize)).toBe('18.9px');
    await pages.release(wide);

    const narrow = await open(local, '/', { width: 390 });
    const stacked = await narrow.locator('main .row > .col').evaluateAll((cols) => cols.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(stacked).size).toBe(4);
    await pages.release(narrow);
  });
});

describe("a Docusaurus site's doc page, on Infima", () => {
  it("sets the content in Infima's type scale, and the sidebar and table of contents as theme-classic draws them", async () => {
    const page = await open(local, '/docs/intro');
    const look = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        title: style('.markdown h1').fontSize,
        section: [style('.markdown > h2').fontSize, style('.markdown > h2').marginTop, style('.markdown > h2').marginBottom],
        text: style('.markdown p').fontSize,
        code: [style('.markdown pre').fontSize, style('.markdown pre').lineHeight, style('.code-block').borderTopWidth],
        sidebarWidth: Math.round(document.querySelector('.doc-page__sidebar')!.getBoundingClientRect().width),
        category: [style('.sidebar__category-label').fontWeight, style('.sidebar__category-label').color, style('.sidebar__category-label').fontSize],
        tocTitle: style('.toc__title').display,
        navbar: [style('.navbar__inner').paddingLeft, style('.navbar__title').fontSize, style('.navbar__items .navbar__link').padding],
        breadcrumb: [style('.breadcrumbs__link').fontSize, style('.breadcrumbs__link').padding],
        linkLine: [style('.markdown > p a').textDecorationLine, style('.markdown .admonition a').textDecorationLine],
      };
    });
    // 3 rem title, 2 rem sections (Infima's rhythm: 2 and 1.25 leadings), 16 px text, code at Infima's
    // --ifm-code-font-size (90 %; this custom.css leaves it) with line height 1.45 and no border, a 300 px sidebar
    // whose categories are in the menu's colour (#606770) and weight.
    expect(look).toEqual({
      title: '48px',
      section: ['32px', '40px', '20px'],
      text: '16px',
      code: ['14.4px', '20.88px', '0px'],
      sidebarWidth: 300,
      category: ['500', 'rgb(96, 103, 112)', '16px'],
      tocTitle: 'none',
      // The navbar's own padding only; title and items at 16 px, items padded 0.25 × 0.75 rem; breadcrumbs at 0.8.
      navbar: ['0px', '16px', '4px 12px'],
      breadcrumb: ['12.8px', '5.12px 10.24px'],
      // Content links are not underlined (--ifm-link-decoration), but in an admonition they are, as in Infima's alerts.
      linkLine: ['none', 'underline'],
    });
    await pages.release(page);
  });
});

describe("a Docusaurus site's doc page without headings", () => {
  it("keeps the table of contents' column, so its content is as wide as a page with headings, as theme-classic does", async () => {
    const widthOf = async (path: string) => {
      const page = await open(local, path);
      const width = await page.locator('.doc-page__article').evaluate((article) => Math.round(article.getBoundingClientRect().width));
      await pages.release(page);
      return width;
    };
    expect(await widthOf('/docs/setup')).toBe(await widthOf('/docs/intro'));
  });
});

describe("a Docusaurus site's doc page on a narrow screen", () => {
  it('folds the table of contents above the content, "On this page", and shows none of it on a wide screen', async () => {
    const narrow = await open(local, '/docs/intro', { width: 390 });
    const fold = narrow.locator('.toc-mobile');
    await expect.poll(() => fold.locator('summary').textContent()).toBe('On this page');
    expect(await fold.locator('a').first().isVisible()).toBe(false);
    await fold.locator('summary').click();
    expect(await fold.locator('a').allTextContents()).toEqual(['Install']);
    expect(await fold.locator('a').first().isVisible()).toBe(true);
    // Above the content: before the title in the page's order.
    expect(await narrow.evaluate(() => Boolean(document.querySelector('.toc-mobile')!.compareDocumentPosition(document.querySelector('.markdown h1')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    await pages.release(narrow);
    const wide = await open(local, '/docs/intro');
    expect(await wide.locator('.toc-mobile').isVisible()).toBe(false);
    await pages.release(wide);
  });
});

describe("a Docusaurus site's blog, on Infima", () => {
  it("lays a post out as theme-classic does: Infima's container with 3, 7 and 2 columns, a 3 rem title, plain sidebar links", async () => {
    const page = await open(algolia, '/blog/2024/05/01/hello');
    const look = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const layout = box('.blog-page');
      return {
        width: Math.round(layout.width),
        columns: ['.blog-page__sidebar', '.blog-page__main', '.blog-page__toc'].map((selector) => Math.round((box(selector).width / layout.width) * 12)),
        title: style('h1.blog-post__title').fontSize,
        current: [style('.blog-sidebar__link[aria-current="page"]').backgroundColor, style('.blog-sidebar__link[aria-current="page"]').color],
      };
    });
    expect(look).toEqual({ width: 1140, columns: [3, 7, 2], title: '48px', current: ['rgba(0, 0, 0, 0)', BRAND_LIGHT] });
    await pages.release(page);
  });

  it('lists posts as theme-classic does: titles in the link colour, no rules between posts, tags as chips in the link colour', async () => {
    const page = await open(algolia, '/blog');
    const look = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        title: style('h2.blog-post__title a').color,
        rule: [style('.blog-post--item').borderBottomWidth, style('.blog-post__footer').borderTopWidth],
        tag: [style('.blog-tag').color, style('.blog-tag').borderRadius],
      };
    });
    expect(look).toEqual({ title: BRAND_LIGHT, rule: ['0px', '0px'], tag: [BRAND_LIGHT, '6.4px'] });
    await pages.release(page);
  });
});

describe("a Docusaurus site's footer, on Infima", () => {
  it("is Infima's: the dark footer's colours, its columns in a container, its copyright centred below them", async () => {
    const page = await open(local, '/docs/intro');
    const footer = page.locator('footer.footer');
    const look = await footer.evaluate((element) => {
      const style = getComputedStyle(element);
      const container = element.querySelector('.container')!;
      const link = element.querySelector('.footer__link-item')!;
      return {
        background: style.backgroundColor,
        padding: style.paddingTop,
        containerWidth: getComputedStyle(container).maxWidth,
        linkColour: getComputedStyle(link).color,
        linkLineHeight: getComputedStyle(link).lineHeight,
        titleColour: getComputedStyle(element.querySelector('.footer__title')!).color,
        copyrightAlign: getComputedStyle(element.querySelector('.footer__bottom')!).textAlign,
        copyrightBorder: getComputedStyle(element.querySelector('.footer__copyright')!).borderTopWidth,
      };
    });
    // .footer--dark: #303846, secondary-coloured links (#ebedf0) at line height 2, white titles; Infima's 1140 px container.
    expect(look).toEqual({
      background: 'rgb(48, 56, 70)',
      padding: '32px',
      containerWidth: '1140px',
      linkColour: 'rgb(235, 237, 240)',
      linkLineHeight: '32px',
      titleColour: 'rgb(255, 255, 255)',
      copyrightAlign: 'center',
      copyrightBorder: '0px',
    });
    await pages.release(page);
  });
});

describe('the search button of a Docusaurus site', () => {
  it("is in the navbar with a local-search theme, and opens docs-build's local search", async () => {
    const page = await open(local, '/docs/intro');
    // Where theme-classic puts a search theme's box: last, after the colour mode toggle.
    const right = await page.locator('.navbar__items--right > *').evaluateAll((items) =>
      items.map((item) => (item.matches('[data-search-button]') ? 'search' : item.matches('.color-mode-toggle') ? 'toggle' : 'item')),
    );
    expect(right).toEqual(['item', 'toggle', 'search']);
    await page.locator('.navbar [data-search-button]').click();
    await page.locator('.DocSearch-Input').fill('setup');
    await page.locator('.DocSearch-Hit a', { hasText: 'Setup' }).first().waitFor();
    await pages.release(page);
  });

  it('is in the navbar with themeConfig.algolia, for the Algolia provider', async () => {
    const html = await readFile(join(work, 'algolia-build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('"provider":"algolia"');
    const page = await open(algolia, '/docs/intro');
    await page.locator('.navbar [data-search-button]').click();
    await page.locator('.DocSearch-Modal').waitFor();
    await pages.release(page);
  });
});

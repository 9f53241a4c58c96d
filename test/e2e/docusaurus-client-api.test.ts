import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteContext, watchProblems } from '../helpers/browser.ts';
import { readMarker, setMarker, waitForHydration } from '../helpers/client-page.ts';
import { fixtureInBrowser, type FixtureServer } from '../helpers/site-in-browser.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus-client-api/', import.meta.url));

let server: FixtureServer;
let browser: Browser;
fixtureInBrowser({ fixture: FIXTURE, copy: true }, (served, opened) => ([server, browser] = [served, opened]));

/** The JSON a fixture component printed into the server's HTML of a page. */
async function serverValues(path: string, className: string): Promise<unknown> {
  const html = await (await fetch(new URL(path, server.url))).text();
  const text = new RegExp(`<pre class="${className}">([^<]*)</pre>`).exec(html)?.[1];
  if (text === undefined) throw new Error(`${path} has no .${className}`);
  return JSON.parse(text.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
}

const shownValues = async (page: Page, className: string) => JSON.parse((await page.locator(`.${className}`).textContent()) ?? 'null') as unknown;

describe("Docusaurus's client API in Chromium", () => {
  it('renders code written for React 18: function components get their defaultProps, and a ref of null does not replace a set one', async () => {
    const origin = server.url.replace(/\/$/, '');
    const { context } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/react-18`);
    await waitForHydration(page);
    expect(await page.locator('.default-label').textContent()).toBe('FROM DEFAULTS');
    await expect.poll(() => page.locator('.measured').textContent()).toBe('DIV');
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });

  it('gives the same hook values after hydration and after client navigations as in the server render', async () => {
    const origin = server.url.replace(/\/$/, '');
    const { context, blocked } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    // Effects ran: useWindowSize moved from the server's answer to the browser's.
    await page.locator('.window-size', { hasText: 'desktop' }).waitFor();
    expect(await shownValues(page, 'hook-values')).toEqual(await serverValues('/', 'hook-values'));

    // ErrorBoundary shows its fallback for an error thrown in the browser, and tryAgain renders the children again.
    await page.getByRole('button', { name: 'Break the widget' }).click();
    await page.getByRole('button', { name: 'Caught: the widget broke' }).click();
    await page.locator('.widget', { hasText: 'Widget works' }).waitFor();
    // @theme/Tabs in a React page is part of the page's React tree.
    await page.getByRole('tab', { name: 'Pear' }).click();
    expect(await page.getByRole('tab', { name: 'Pear' }).getAttribute('aria-selected')).toBe('true');

    await setMarker(page, 'one document');
    await page.getByRole('link', { name: 'Other page' }).click();
    await page.waitForURL(`${origin}/other`);
    await page.locator('h1', { hasText: 'Other' }).waitFor();
    expect(await shownValues(page, 'hook-values')).toEqual(await serverValues('/other', 'hook-values'));

    await page.goBack();
    await page.locator('h1', { hasText: 'Client API' }).waitFor();
    expect(await shownValues(page, 'hook-values')).toEqual(await serverValues('/', 'hook-values'));

    // useHistory().push goes through the client router, like a clicked link.
    await page.getByRole('button', { name: 'Push other' }).click();
    await page.waitForURL(`${origin}/other`);
    await page.locator('h1', { hasText: 'Other' }).waitFor();
    expect(await shownValues(page, 'hook-values')).toEqual(await serverValues('/other', 'hook-values'));

    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.locator('h1', { hasText: 'Client API' }).waitFor();
    await page.getByRole('link', { name: 'Intro doc' }).click();
    await page.waitForURL(`${origin}/docs/next/intro`);
    expect(await shownValues(page, 'doc-values')).toEqual(await serverValues('/docs/next/intro', 'doc-values'));
    expect(await readMarker(page)).toBe('one document');

    expect(problems.errors).toEqual([]);
    // React reports an error a boundary caught on the console, as it does under Docusaurus: that one alone.
    expect(problems.console.filter((line) => !line.startsWith('error: Error: the widget broke'))).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 90_000);

  it("gives the blog's post list, the global data and the Prism theme of the colour mode shown after hydration", async () => {
    const origin = server.url.replace(/\/$/, '');
    for (const scheme of ['light', 'dark'] as const) {
      const { context, blocked } = await siteContext(browser, origin);
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(`${origin}/blog-data`);
      await waitForHydration(page);
      const server = (await serverValues('/blog-data', 'blog-data-values')) as Record<string, unknown>;
      // The server renders the default colour mode's theme; the browser's is that of the mode shown.
      const prismColor = scheme === 'dark' ? '#efefef' : '#101010';
      await expect.poll(async () => ((await shownValues(page, 'blog-data-values')) as { prismColor: string }).prismColor).toBe(prismColor);
      expect(await shownValues(page, 'blog-data-values')).toEqual({ ...server, prismColor });
      expect(await page.locator('.recent-posts a').allTextContents()).toEqual(['Second', 'First post']);
      // A <CodeBlock> of an imported string keeps the server's highlighting after hydration, in the site's Prism
      // theme of the mode shown.
      const block = page.locator('.imported-code pre');
      expect(await block.getAttribute('class')).toBe('prism-code language-jsx');
      expect(await block.evaluate((pre) => getComputedStyle(pre).color)).toBe(scheme === 'dark' ? 'rgb(239, 239, 239)' : 'rgb(16, 16, 16)');
      expect(await page.locator('.imported-code .token.keyword').first().textContent()).toBe('import');
      expect(problems.errors).toEqual([]);
      expect(problems.console).toEqual([]);
      expect(blocked).toEqual([]);
      await context.close();
    }
  });

  it('shows a React page reached by client-side navigation with its code blocks highlighted as the server did', async () => {
    const origin = server.url.replace(/\/$/, '');
    const { context } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/other`);
    await waitForHydration(page);
    await setMarker(page, 'one document');
    await page.getByRole('link', { name: 'Blog data' }).click();
    await page.locator('h1', { hasText: 'Blog data' }).waitFor();
    expect(await readMarker(page)).toBe('one document');
    /** The block as the DOM has it: its frame's classes, title, the <pre>'s class and style, the code's markup. */
    const blockOf = (shown: Page) =>
      shown.locator('.imported-code figure').evaluate((figure) => ({
        figure: figure.className,
        title: figure.querySelector('figcaption')?.textContent,
        pre: figure.querySelector('pre')?.className,
        style: figure.querySelector('pre')?.getAttribute('style')?.replaceAll(' ', '').replace(/;$/, ''),
        code: figure.querySelector('code')?.innerHTML,
      }));
    const navigated = await blockOf(page);
    const loaded = await context.newPage();
    await loaded.goto(`${origin}/blog-data`);
    expect(navigated).toEqual(await blockOf(loaded));
    expect(await page.locator('.imported-code .token').count()).toBeGreaterThan(10);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });
});

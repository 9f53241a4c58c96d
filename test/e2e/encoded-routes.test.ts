// Pages whose file names hold a `%`, a space and a non-ASCII letter, reached by client-side navigation: the address
// bar, the canonical link and og:url must be what a full load of the same page shows, with the base URL and the
// trailing-slash rule, so a reader who copies the address, or a crawler that reads the head, gets the page again.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer, type StaticServer } from '../../src/node/server/serve.ts';
import { closeContexts, sharedBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { openHydrated, readMarker, setMarker, waitForHydration } from '../helpers/client-page.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/encoded-routes/', import.meta.url));
const TITLES = ['Percent', 'Spaced', 'Accented', 'All three'];

interface Variant {
  name: string;
  /** Replaces the fixture's `baseUrl: '/base/', trailingSlash: true`. */
  options: string;
  intro: string;
}

const VARIANTS: Variant[] = [
  { name: "under '/base/' with trailing slashes", options: "baseUrl: '/base/',\n  trailingSlash: true", intro: '/base/docs/intro/' },
  { name: "at '/' with trailingSlash: false", options: "baseUrl: '/',\n  trailingSlash: false", intro: '/docs/intro' },
];

let work: string;
let browser: Browser;
const servers = new Map<string, StaticServer>();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-encoded-routes-'));
  browser = await sharedBrowser();
  for (const variant of VARIANTS) {
    const site = join(work, variant.name.replace(/\W+/g, '-'));
    await cp(FIXTURE, site, { recursive: true });
    const configFile = join(site, 'docs-build.config.ts');
    const config = await readFile(configFile, 'utf8');
    await writeFile(configFile, config.replace("baseUrl: '/base/',\n  trailingSlash: true", variant.options));
    const report = await build({ cwd: site, outDir: join(site, 'build'), cache: false, threads: 1 });
    expect(report.problems).toEqual([]);
    servers.set(variant.name, await startStaticServer({ dir: join(site, 'build'), port: 0, host: '127.0.0.1' }));
  }
}, 120_000);

afterAll(async () => {
  await closeContexts(browser);
  for (const server of servers.values()) await server.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * What the browser shows as the page's own address and name: the address bar's path, the canonical link and og:url,
 * the title and description, and their Open Graph copies, which link previews read.
 */
const addressOf = (page: Page) =>
  page.evaluate(() => ({
    pathname: location.pathname,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    title: document.title,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
  }));

describe.each(VARIANTS)('client-side navigation to pages with encoded URLs, $name', (variant) => {
  it('shows the address, canonical link, og:url, title, description and their og: copies a full load of the page shows', async () => {
    const server = servers.get(variant.name)!;
    const { context, blocked } = await siteContext(browser, server.url);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await openHydrated(page, server.url, variant.intro, 'load');
    await setMarker(page, 'no reload');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });

    const seen: Array<{ href: string; address: Awaited<ReturnType<typeof addressOf>> }> = [];
    for (const title of TITLES) {
      const link = sidebar.getByRole('link', { name: title, exact: true });
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await readMarker(page), `${title} was loaded by the client router`).toBe('no reload');
      seen.push({ href, address: await addressOf(page) });
    }

    for (const { href, address } of seen) {
      // The sidebar links the server's URL of the page: the address bar shows that same URL, encoded once.
      expect(address.pathname, href).toBe(new URL(href, server.url).pathname);
      await page.goto(new URL(href, server.url).href);
      expect(await page.evaluate(() => document.querySelector('h1')?.textContent)).toBeTruthy();
      const loaded = await addressOf(page);
      expect(loaded.canonical, href).toMatch(/^https:\/\/example\.org\//);
      expect(address, href).toEqual(loaded);
    }
    // The address of each page, as the server writes it: `%`, space and `é` encoded once, base and slash rule applied.
    expect(seen.map((s) => s.address.pathname)).toEqual(
      ['100%25', 'with%20space', 'caf%C3%A9', '50%25%20off%20caf%C3%A9'].map((name) => variant.intro.replace('intro', name)),
    );

    // A link spelled otherwise (lower-case hex, written by hand) shows the page's own address, not the link's spelling.
    await page.goto(new URL(variant.intro, server.url).href);
    await waitForHydration(page);
    await setMarker(page, 'no reload');
    const byHand = page.getByRole('link', { name: 'accented, by hand' });
    expect(await byHand.getAttribute('href')).toMatch(/caf%c3%a9/);
    await byHand.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Accented');
    expect(await readMarker(page)).toBe('no reload');
    expect(await addressOf(page)).toEqual(seen[2]!.address);

    // A full load of the page's file by another name (`index.html`, `.html`) shows the page's own address too.
    const file = variant.intro.endsWith('/') ? '100%25/index.html' : '100%25.html';
    await openHydrated(page, server.url, variant.intro.replace(/intro\/?$/, file), 'load');
    expect(await addressOf(page)).toEqual(seen[0]!.address);

    expect(problems.errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });
});

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { startFakeAlgolia } from '../fixtures/search-site/algolia-server.ts';
import fixtureConfig from '../fixtures/versions/docs-build.config.ts';
import { SharedPage, siteContext, watchProblems } from '../helpers/browser.ts';
import { fixtureInBrowser, type FixtureServer } from '../helpers/site-in-browser.ts';
import { openHydrated } from '../helpers/client-page.ts';

let server: FixtureServer;
let browser: Browser;
const fixture = fileURLToPath(new URL('../fixtures/versions/', import.meta.url));
fixtureInBrowser({ fixture, strict: true }, (served, opened) => ([server, browser] = [served, opened]));

let shared: SharedPage | undefined;
/** The file's desktop-sized page, fresh for the test. */
async function desktop(): Promise<Page> {
  shared ??= await SharedPage.open(browser, server.url, { viewport: { width: 1280, height: 800 } });
  return shared.fresh();
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const versionMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('.dropdown');

describe('versioned docs in a browser', () => {
  it('switches to the same page in another version from the dropdown, and the switcher follows', async () => {
    const page = await desktop();
    const problems = watchProblems(page);
    await openHydrated(page, server.url, '/docs/guide');
    expect(await h1(page)).toBe('Guide (2.0)');
    await versionMenu(page).getByRole('button', { name: '2.0' }).click();
    await versionMenu(page).getByRole('link', { name: '1.0' }).click();
    await page.waitForURL(`${server.url}/docs/1.0/guide`);
    await expect.poll(() => h1(page)).toBe('Guide (1.0)');
    await expect.poll(() => versionMenu(page).getByRole('button').textContent()).toBe('1.0');
    // The coming version has no guide: its main doc.
    await versionMenu(page).getByRole('button', { name: '1.0' }).click();
    await versionMenu(page).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${server.url}/docs/next/intro`);
    await expect.poll(() => h1(page)).toBe('Introduction (next)');
    expect(problems.console).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it("shows an old version's banner, whose link leads to the latest version of the page", async () => {
    const page = await desktop();
    await openHydrated(page, server.url, '/docs/1.0/intro');
    const banner = page.getByRole('note');
    await expect.poll(() => banner.textContent()).toContain('This is documentation for Versions Fixture 1.0, which is no longer actively maintained.');
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${server.url}/docs/intro`);
    await expect.poll(() => h1(page)).toBe('Introduction (2.0)');
    expect(await page.getByRole('note').count()).toBe(0);
  });

  /** Opens the search dialog on `path` and types `query`; resolves to the paths of the hits shown. */
  async function modalHits(page: Page, origin: string, path: string, query: string): Promise<string[]> {
    await openHydrated(page, origin, path);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit').first().waitFor();
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    return [...new Set(hrefs)];
  }

  it('searches only the version of the doc being read, and the latest version from other pages', async () => {
    const page = await desktop();
    // Every version has an intro page with this word in its title.
    expect(await modalHits(page, server.url, '/docs/next/new-feature', 'Introduction')).toEqual(['/docs/next/intro']);
    expect(await modalHits(page, server.url, '/docs/1.0/guide', 'Introduction')).toEqual(['/docs/1.0/intro']);
    expect(await modalHits(page, server.url, '/docs/intro', 'Introduction')).toEqual(['/docs/intro']);
    await page.goto(`${server.url}/search?q=Introduction`, { waitUntil: 'networkidle' });
    await page.locator('.search-result').first().waitFor();
    expect(await page.locator('.search-result a').evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))])).toEqual(['/docs/intro']);
  });

  it("sends Algolia Docusaurus's facet filters for the version of the doc being read", async () => {
    const algolia = await startFakeAlgolia();
    const root = await mkdtemp(join(tmpdir(), 'docs-build-versions-algolia-'));
    try {
      await cp(fixture, root, { recursive: true });
      const search = { provider: 'algolia', appId: 'TESTAPP', apiKey: 'testkey', indexName: 'docs', hosts: [algolia.url] };
      await writeFile(join(root, 'docs-build.config.ts'), `export default ${JSON.stringify({ ...fixtureConfig, search })};\n`);
      const report = await build({ cwd: root, outDir: join(root, 'build'), cache: false, threads: 1 });
      expect(report.problems).toEqual([]);
      algolia.recordsFile = join(root, 'build/search/records.json');
      const served = await startStaticServer({ dir: join(root, 'build'), port: 0, host: '127.0.0.1' });
      try {
        const { context } = await siteContext(browser, served.url);
        await context.route(`${algolia.url}/**`, (route) => route.continue());
        const page = await context.newPage();
        const sent = async (path: string) => {
          algolia.received.length = 0;
          await openHydrated(page, served.url, path);
          await page.keyboard.press('Control+k');
          await page.locator('.DocSearch-Input').fill('guide');
          await expect.poll(() => algolia.received.length).toBeGreaterThan(0);
          return algolia.received.at(-1)!.requests[0]!.facetFilters;
        };
        expect(await sent('/docs/next/intro')).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
        expect(await sent('/docs/1.0/intro')).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]);
        expect(await sent('/docs/intro')).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0']]);
        // Records carry the facets those filters select on.
        const records = JSON.parse(await readFile(join(root, 'build/search/records.json'), 'utf8')) as Array<{ url: string; docusaurus_tag: string; language: string }>;
        expect(records.find((r) => r.url === '/docs/next/intro')).toMatchObject({ docusaurus_tag: 'docs-default-current', language: 'en' });
        expect(records.find((r) => r.url === '/docs/1.0/intro')).toMatchObject({ docusaurus_tag: 'docs-default-1.0' });
        await context.close();
      } finally {
        await served.close();
      }
    } finally {
      await algolia.close();
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { launchBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { openHydrated, readMarker, setMarker } from '../helpers/client-page.ts';

const fixture = fileURLToPath(new URL('../fixtures/blog/', import.meta.url));
let base: string;
let server: { url: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'docs-build-blog-e2e-'));
  const report = await build({ cwd: fixture, outDir: join(base, 'build'), cache: false, threads: 1 });
  expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  [server, browser] = await Promise.all([startStaticServer({ dir: join(base, 'build'), port: 0, host: '127.0.0.1' }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(base, { recursive: true, force: true });
});

const postTitles = (page: Page) => page.locator('main .blog-post__title').allTextContents();

async function open(path: string) {
  const { context } = await siteContext(browser, server.url);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await openHydrated(page, server.url, path);
  return { context, page, problems };
}

describe('the blog in a browser', () => {
  it('pages through the list with Older and Newer entries, without reloading', async () => {
    const { context, page, problems } = await open('/blog');
    expect(await postTitles(page)).toEqual(['Third, in MDX', 'A second post']);
    await setMarker(page, 'same document');
    const pager = page.getByRole('navigation', { name: 'Blog list page navigation' });
    await pager.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL(`${server.url}/blog/page/2`);
    await expect.poll(() => postTitles(page)).toEqual(['We launched <1.0>', 'Dated by frontmatter']);
    expect(await pager.getByRole('link', { name: 'Older entries' }).count()).toBe(0);
    await pager.getByRole('link', { name: 'Newer entries' }).click();
    await page.waitForURL(`${server.url}/blog`);
    await expect.poll(() => postTitles(page)).toEqual(['Third, in MDX', 'A second post']);
    expect(await readMarker(page)).toBe('same document');
    expect(problems.console).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("follows a post's tag to the tag's page, and on to every tag", async () => {
    const { context, page, problems } = await open('/blog/2021/05/25/launch');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('We launched <1.0>');
    await page.locator('main .blog-tags').getByRole('link', { name: 'Release' }).click();
    await page.waitForURL(`${server.url}/blog/tags/release`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('2 posts tagged with "Release"');
    expect(await postTitles(page)).toEqual(['Third, in MDX', 'We launched <1.0>']);
    await page.getByRole('link', { name: 'View all tags' }).click();
    await page.waitForURL(`${server.url}/blog/tags`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tags');
    expect(await page.locator('main .blog-tag').count()).toBe(4);
    expect(problems.console).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('shows the recent posts by year, marking the post being read', async () => {
    const { context, page } = await open('/blog/2021/06/01/second-post');
    const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
    expect(await sidebar.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['2022', '2021', '2020']);
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('A second post');
    await context.close();
  });
});

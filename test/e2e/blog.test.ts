import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SharedPage, watchProblems } from '../helpers/browser.ts';
import { fixtureInBrowser, type FixtureServer } from '../helpers/site-in-browser.ts';
import { openHydrated, readMarker, setMarker } from '../helpers/client-page.ts';

let server: FixtureServer;
let browser: Browser;
fixtureInBrowser({ fixture: fileURLToPath(new URL('../fixtures/blog/', import.meta.url)) }, (served, opened) => ([server, browser] = [served, opened]));

const postTitles = (page: Page) => page.locator('main .blog-post__title').allTextContents();

/** One page for the file's tests, reset for each (a new context costs Chromium about a second of CPU). */
let shared: SharedPage | undefined;

async function open(path: string) {
  shared ??= await SharedPage.open(browser, server.url);
  const page = await shared.fresh();
  const problems = watchProblems(page);
  await openHydrated(page, server.url, path);
  return { page, problems };
}

describe('the blog in a browser', () => {
  it('pages through the list with Older and Newer entries, without reloading', async () => {
    const { page, problems } = await open('/blog');
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
  });

  it("follows a post's tag to the tag's page, and on to every tag", async () => {
    const { page, problems } = await open('/blog/2021/05/25/launch');
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
  });

  it('shows the recent posts by year, marking the post being read', async () => {
    const { page } = await open('/blog/2021/06/01/second-post');
    const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
    expect(await sidebar.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['2022', '2021', '2020']);
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('A second post');
  });
});

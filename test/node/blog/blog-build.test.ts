import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import type { PageChunk } from '../../../src/shared/types.ts';
import { parsePage, textOf } from '../../helpers/html.ts';

const fixture = fileURLToPath(new URL('../../fixtures/blog/', import.meta.url));
let base: string;
let out: string;
let report: BuildReport;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'docs-build-blog-'));
  out = join(base, 'build');
  report = await build({ cwd: fixture, outDir: out, cache: false, threads: 1 });
}, 120_000);
afterAll(() => rm(base, { recursive: true, force: true }));

const htmlOf = (route: string) => readFile(join(out, route.slice(1), 'index.html'), 'utf8');
async function pageOf(route: string) {
  const html = await htmlOf(route);
  const dom = parsePage(html);
  const data = JSON.parse(textOf(dom.all((e) => e.name === 'script' && e.attribs.id === '__docs-data')[0]!)) as PageChunk;
  return { dom, data };
}
const listed = async (route: string) => (await pageOf(route)).dom.byClass('blog-post__title').map(textOf);

describe('a site with a blog', () => {
  it('builds, warning only of the tag that the tags file does not define', () => {
    expect(report.problems).toEqual([expect.objectContaining({ file: join('blog', '2022', '01', '15', 'third.mdx'), line: 4, severity: 'warning', ruleId: 'blog-tags' })]);
  });

  it('gives posts routes from their dates, folders and slugs; drafts get none', () => {
    for (const route of ['/blog/2021/05/25/launch', '/blog/2021/06/01/second-post', '/blog/2022/01/15/third', '/blog/custom/slug', '/blog/hidden']) {
      expect(existsSync(join(out, route.slice(1), 'index.html')), route).toBe(true);
    }
    expect(existsSync(join(out, 'blog/draft'))).toBe(false);
  });

  it('lists posts newest first, two a page, leaving out unlisted posts', async () => {
    expect(await listed('/blog')).toEqual(['Third, in MDX', 'A second post']);
    expect(await listed('/blog/page/2')).toEqual(['We launched <1.0>', 'Dated by frontmatter']);
    expect(existsSync(join(out, 'blog/page/3'))).toBe(false);
    const { dom } = await pageOf('/blog/page/2');
    const nav = dom.all((e) => e.attribs['aria-label'] === 'Blog list page navigation')[0]!;
    expect(textOf(nav)).toBe('« Newer entries');
  });

  it('shows excerpts up to the marker, with a Read more link, and whole posts without one', async () => {
    const { dom } = await pageOf('/blog/page/2');
    const items = dom.byClass('blog-post--item').map(textOf);
    expect(items[0]).toContain('The first public release & what it brings.');
    expect(items[0]).not.toContain("What's inside");
    expect(items[0]).toContain('Read more');
    expect(items[1]).toContain('It is short, so it has no marker');
    expect(items[1]).not.toContain('Read more');
    const first = (await pageOf('/blog')).dom;
    // An MDX excerpt keeps a component's text; a relative link to another post points at its route.
    expect(first.byClass('blog-post--item').map(textOf)[0]).toContain('An MDX post with a component in its excerpt.');
    expect(first.all((e) => e.name === 'a' && textOf(e) === 'link to the launch')[0]?.attribs.href).toBe('/blog/2021/05/25/launch');
  });

  it("renders a post's header, tags, edit link and newer/older links, with its title once", async () => {
    const { dom, data } = await pageOf('/blog/2021/06/01/second-post');
    expect(dom.byTag('h1').map(textOf)).toEqual(['A second post']);
    expect(textOf(dom.byClass('blog-post__meta')[0]!)).toBe('June 1, 2021 · 1 min read');
    expect(dom.byClass('blog-author__name').map(textOf)).toEqual(['Carol Inline']);
    expect(dom.byClass('blog-tag').map((e) => e.attribs.href)).toEqual(['/blog/tags/community']);
    expect(dom.byClass('edit-link')[0]?.attribs.href).toBe('https://github.com/example/site/edit/main/blog/2021-06-01-second-post/index.md');
    const nav = dom.all((e) => e.attribs['aria-label'] === 'Blog post page navigation')[0]!;
    expect(nav.children.map((link) => textOf(link as never))).toEqual(['Newer post« Third, in MDX', 'Older postWe launched <1.0> »']);
    expect(data.page.headTitle).toBe('A second post | Blog Fixture');
  });

  it('groups the sidebar by year, newest first', async () => {
    const { dom } = await pageOf('/blog');
    expect(dom.byClass('blog-sidebar__year-title').map(textOf)).toEqual(['2022', '2021', '2020']);
    expect(dom.byClass('blog-sidebar__link').map(textOf)).toEqual(['Third, in MDX', 'A second post', 'We launched <1.0>', 'Dated by frontmatter']);
  });

  it('makes a page per tag, the tags index, author pages and the archive', async () => {
    expect(await listed('/blog/tags/release')).toEqual(['Third, in MDX', 'We launched <1.0>']);
    expect((await pageOf('/blog/tags/release')).dom.byTag('h1').map(textOf)).toEqual(['2 posts tagged with "Release"']);
    expect(await listed('/blog/tags/documentation')).toEqual(['We launched <1.0>']);
    expect((await pageOf('/blog/tags/documentation')).dom.byTag('h1').map(textOf)).toEqual(['One post tagged with "Documentation"']);
    const tagsPage = (await pageOf('/blog/tags')).dom;
    expect(tagsPage.byClass('blog-tag').map(textOf)).toEqual(['Community1', 'Documentation1', 'Inline Tag1', 'Release2']);
    // Grouped by first letter, each letter a heading with its self-link, as Docusaurus's tags page.
    expect(tagsPage.byTag('h2').filter((h) => h.attribs.id).map((h) => [h.attribs.id, tagsPage.byClass('hash-link').find((a) => a.parent === h)?.attribs.href])).toEqual([
      ['C', '#C'],
      ['D', '#D'],
      ['I', '#I'],
      ['R', '#R'],
    ]);
    expect(await listed('/blog/authors/alice')).toEqual(['Third, in MDX', 'We launched <1.0>']);
    // Every author of the map is listed, in its order, with a count; only those that ask for a page get one,
    // posts or not.
    const authorsPage = (await pageOf('/blog/authors')).dom;
    expect(authorsPage.byClass('blog-author__name').map(textOf)).toEqual(['Alice Liddell', 'Bob Builder', 'Dave Newcomer']);
    expect(authorsPage.byClass('blog-authors-index__count').map(textOf)).toEqual(['2 posts', '1 post', '0 posts']);
    expect(existsSync(join(out, 'blog/authors/bob'))).toBe(false);
    expect(await listed('/blog/authors/dave')).toEqual([]);
    expect((await pageOf('/blog/authors/dave')).dom.byTag('h1').map(textOf)).toEqual(['Dave Newcomer']);
    expect((await pageOf('/blog/authors/alice')).dom.byTag('title').map(textOf)[0]).toMatch(/^Alice Liddell - 2 posts/);
    const archive = (await pageOf('/blog/archive')).dom;
    // Each year a heading with its self-link, as Docusaurus's archive.
    expect(archive.byTag('h3').map((h) => h.attribs.id)).toEqual(['2022', '2021', '2020']);
    expect(archive.byClass('hash-link').map((a) => a.attribs.href)).toEqual(['#2022', '#2021', '#2020']);
  });

  it('writes RSS, Atom and JSON feeds that parse, newest first, with absolute links', async () => {
    const parser = new XMLParser({ ignoreAttributes: false });
    const rssText = await readFile(join(out, 'blog/rss.xml'), 'utf8');
    expect(XMLValidator.validate(rssText)).toBe(true);
    const rss = parser.parse(rssText) as { rss: { channel: { title: string; copyright: string; item: Array<{ title: string; link: string; 'content:encoded': string }> } } };
    expect(rss.rss.channel.title).toBe('Blog Fixture');
    expect(rss.rss.channel.copyright).toBe('Copyright © 2024 Example & Co.');
    expect(rss.rss.channel.item.map((i) => i.title)).toEqual(['Third, in MDX', 'A second post', 'We launched <1.0>', 'Dated by frontmatter']);
    expect(rss.rss.channel.item[1]!['content:encoded']).toContain('href="https://blog.example.org/blog/2021/05/25/launch"');

    const atomText = await readFile(join(out, 'blog/atom.xml'), 'utf8');
    expect(XMLValidator.validate(atomText)).toBe(true);
    const atom = parser.parse(atomText) as { feed: { entry: Array<{ id: string; updated: string }> } };
    expect(atom.feed.entry.map((e) => e.id)[0]).toBe('https://blog.example.org/blog/2022/01/15/third');
    expect(atom.feed.entry[0]!.updated).toBe('2022-01-15T00:00:00.000Z');

    const json = JSON.parse(await readFile(join(out, 'blog/feed.json'), 'utf8')) as { version: string; items: Array<{ url: string; authors: Array<{ name: string }> }> };
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.items.map((i) => i.url)).toContain('https://blog.example.org/blog/custom/slug');
    expect(json.items[0]!.authors).toEqual([{ name: 'Alice Liddell', url: 'https://example.org/alice', avatar: 'https://blog.example.org/img/alice.png' }]);
  });

  it('keeps unlisted posts out of the sitemap and the feeds, and posts in the search records', async () => {
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('https://blog.example.org/blog/2021/05/25/launch');
    expect(sitemap).not.toContain('/blog/hidden');
    expect(await readFile(join(out, 'blog/rss.xml'), 'utf8')).not.toContain('Hidden post');
    const records = JSON.parse(await readFile(join(out, 'search/records.json'), 'utf8')) as Array<{ url: string; hierarchy: { lvl0: string } }>;
    expect(records.some((r) => r.url.startsWith('/blog/2021/05/25/launch') && r.hierarchy.lvl0 === 'Blog')).toBe(true);
    expect(records.some((r) => r.url.startsWith('/blog/page/'))).toBe(false);
  });
});

describe('a blog with an authors map and no posts yet', () => {
  it("builds the authors' pages, as Docusaurus does, and no list, feed or archive", async () => {
    const site = join(base, 'no-posts');
    await mkdir(join(site, 'blog'), { recursive: true });
    await mkdir(join(site, 'content/docs'), { recursive: true });
    await cp(join(fixture, 'blog/authors.yml'), join(site, 'blog/authors.yml'));
    await writeFile(join(site, 'content/docs/intro.md'), '# Intro\n');
    await writeFile(join(site, 'docs-build.config.ts'), "export default { url: 'https://blog.example.org', title: 'T', navbar: { items: [] }, blog: { feedOptions: { type: 'all' } } };\n");
    const empty = join(base, 'no-posts-out');
    const built = await build({ cwd: site, outDir: empty, cache: false, threads: 1 });
    expect(built.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(existsSync(join(empty, 'blog/authors/index.html'))).toBe(true);
    expect(existsSync(join(empty, 'blog/authors/alice/index.html'))).toBe(true);
    expect(existsSync(join(empty, 'blog/index.html'))).toBe(false);
    expect(existsSync(join(empty, 'blog/rss.xml'))).toBe(false);
    expect(existsSync(join(empty, 'blog/archive'))).toBe(false);
  }, 120_000);
});

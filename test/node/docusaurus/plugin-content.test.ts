import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { docusaurusRoutes as routesOf, linkDocusaurusPackages, unprepared, withDocusaurus } from '../../helpers/docusaurus-packages.ts';
import { parsePage, textOf } from '../../helpers/html.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-plugin-content/', import.meta.url));

let work: string;
let site: string;
let out: string;
let report: BuildReport;
let docusaurusRoutes: string[];

/** Every page docs-build wrote, as the URL path Docusaurus gives it (`x/index.html` → `/proj/x`). */
async function writtenRoutes(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await writtenRoutes(path, `${prefix}/${entry.name}`)));
    else if (entry.name === 'index.html') found.push(prefix);
  }
  return found;
}

const page = async (route: string) => parsePage(await readFile(join(out, route, 'index.html'), 'utf8'));
const hrefs = (dom: ReturnType<typeof parsePage>) => dom.all((e) => e.name === 'a').map((a) => a.attribs.href ?? '');

describe.runIf(withDocusaurus)(`a Docusaurus site built from what its own content plugins load${unprepared}`, () => {
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-plugin-content-'));
    site = join(work, 'site');
    out = join(work, 'out');
    await cp(FIXTURE, site, { recursive: true });
    await linkDocusaurusPackages(site);
    // What Docusaurus itself computes for the site: its routes.
    docusaurusRoutes = await routesOf(site);
    report = await build({ cwd: site, outDir: out, threads: 1, cache: false });
  }, 180_000);
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('builds with no errors', () => {
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it("writes exactly the pages of Docusaurus's routes: number prefixes stripped, a category index at its folder's URL, generated index, doc tags, blog authors with a page, no search page", async () => {
    const expected = docusaurusRoutes.filter((route) => route !== '/proj/404.html').map((route) => route.replace(/\/$/, ''));
    const written = (await writtenRoutes(out)).map((route) => `/proj${route}`.replace(/\/$/, ''));
    expect(written.sort()).toEqual(expected.sort());
    // The cases the fixture is made of, each a route Docusaurus decides.
    expect(expected).toEqual(expect.arrayContaining(['/proj/docs/guides', '/proj/docs/guides/setup', '/proj/docs/category/models--tables', '/proj/docs/tags/alpha', '/proj/blog/authors/ann', '/proj/community/rules']));
    expect(expected).not.toContain('/proj/blog/authors/bob');
    expect(expected).not.toContain('/proj/search');
  });

  it("links a category index doc at Docusaurus's URL for it, with its trailing slash, from the sidebar, the navbar and Markdown links", async () => {
    const intro = await page('docs/intro');
    const links = hrefs(intro);
    expect(links.filter((href) => href.startsWith('/proj/docs/guides'))).toEqual(expect.arrayContaining(['/proj/docs/guides/']));
    expect(links).not.toContain('/proj/docs/guides');
    expect(intro.byClass('navbar__link').map((a) => a.attribs.href)).toContain('/proj/docs/guides/');
  });

  it('shows the front matter title as the h1 when another heading opens the content, as Docusaurus takes a content title', async () => {
    const h1s = (await page('docs/intro')).all((e) => e.name === 'h1').map(textOf);
    expect(h1s).toEqual(['Intro', 'A later heading']);
  });

  it("keeps the sidebar's html item, and pagination as the docs plugin computed it (front matter pagination_next)", async () => {
    const run = await page('docs/guides/run');
    expect(run.byClass('sidebar-rule')).toHaveLength(1);
    expect(run.byClass('pagination-nav__link--next')[0]?.attribs.href).toBe('/proj/docs/intro');
  });

  it("lists a tag's docs on its page, with theme-classic's title and a link to all tags", async () => {
    const tag = await page('docs/tags/alpha');
    expect(tag.all((e) => e.name === 'h1').map(textOf)).toEqual(['2 docs tagged with "alpha"']);
    expect(hrefs(tag)).toEqual(expect.arrayContaining(['/proj/docs/tags', '/proj/docs/intro', '/proj/docs/models/first']));
  });

  it("shows a doc's tags at its foot, linking to their pages, as Docusaurus's doc footer does", async () => {
    const tags = (await page('docs/intro')).all((e) => e.name === 'a' && e.attribs.rel === 'tag');
    expect(tags.map((a) => [textOf(a), a.attribs.href])).toEqual([
      ['alpha', '/proj/docs/tags/alpha'],
      ['beta', '/proj/docs/tags/beta'],
    ]);
  });

  it("gives an author's page a link to the author and to all authors", async () => {
    expect(hrefs(await page('blog/authors/ann'))).toEqual(expect.arrayContaining(['/proj/blog/authors', '/proj/blog/authors/ann']));
  });

  it("builds a second docs instance with its own sidebar, named by a navbar item's docsPluginId", async () => {
    const rules = await page('community/rules');
    expect(rules.byClass('navbar__link').map((a) => [textOf(a), a.attribs.href])).toEqual(expect.arrayContaining([['Community', '/proj/community/welcome']]));
    const sidebarLinks = hrefs(rules).filter((href) => href.startsWith('/proj/community/') || href.startsWith('/proj/docs/'));
    expect(new Set(sidebarLinks.filter((href) => href.startsWith('/proj/community/')))).toEqual(new Set(['/proj/community/welcome', '/proj/community/rules']));
    expect(rules.byClass('pagination-nav__link--prev')[0]?.attribs.href).toBe('/proj/community/welcome');
    expect(report.problems.map((p) => p.message).join('\n')).not.toMatch(/plugin instance/);
  });

  it('writes no search index for a site without a search plugin', () => {
    expect(existsSync(join(out, 'search'))).toBe(false);
    expect(existsSync(join(out, 'docs/intro/index.html'))).toBe(true);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { REPO } from '../../helpers/cli.ts';
import { parsePage, textOf, type ParsedPage } from '../../helpers/html.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-i18n/', import.meta.url));
// Docusaurus's own packages, from the prepared Jest site (`node bin/run-ts.js bench/prepare-jest-site.ts`).
const JEST_MODULES = join(resolve(process.env.JEST_SITE ?? join(REPO, '.bench/jest-website')), 'website/node_modules');
const withDocusaurus = existsSync(join(JEST_MODULES, '@docusaurus/theme-translations'));
const unprepared = withDocusaurus ? '' : ' (skipped: prepare the Jest site first, `node bin/run-ts.js bench/prepare-jest-site.ts`)';

/** What the installed @docusaurus/theme-translations says in a locale: the expected words, never written here. */
function installed(locale: string): Record<string, string> {
  const dir = join(JEST_MODULES, '@docusaurus/theme-translations/locales', locale);
  return { ...JSON.parse(readFileSync(join(dir, 'theme-common.json'), 'utf8')), ...JSON.parse(readFileSync(join(dir, 'theme-search-algolia.json'), 'utf8')) };
}

const fill = (message: string | undefined, values: Record<string, string | number>) => {
  if (message === undefined) throw new Error('no such message in theme-translations');
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
};
/** The `index`th of a message's `|`-separated plural forms. */
const form = (message: string | undefined, index: number) => (message ?? '').split('|')[index]!;

let work: string;

/** Builds a copy of the fixture, its `node_modules` linking to Docusaurus's packages; `edit` changes the copy first. */
async function buildCopy(name: string, edit?: (site: string) => Promise<void>): Promise<{ out: string; report: BuildReport }> {
  const site = join(work, name);
  const out = join(work, `${name}-out`);
  await cp(FIXTURE, site, { recursive: true });
  await mkdir(join(site, 'node_modules'));
  for (const entry of await readdir(JEST_MODULES)) {
    if (entry !== '.cache') await symlink(join(JEST_MODULES, entry), join(site, 'node_modules', entry));
  }
  await edit?.(site);
  return { out, report: await build({ cwd: site, outDir: out, threads: 1, cache: false }) };
}

const pageIn = (out: string) => async (route: string) => parsePage(await readFile(join(out, route, route.endsWith('.html') ? '' : 'index.html'), 'utf8'));
const h1s = (page: ParsedPage) => page.byTag('h1').map(textOf);
const texts = (page: ParsedPage, className: string) => page.byClass(className).map(textOf);
const title = (page: ParsedPage) => textOf(page.byTag('title')[0]!);

describe.runIf(withDocusaurus)(`a Docusaurus site whose default locale is not English${unprepared}`, () => {
  let ko: { out: string; report: BuildReport };
  let fr: { out: string; report: BuildReport };
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-theme-translations-'));
    ko = await buildCopy('ko');
    // The same site in French, without a code.json: every word comes from theme-translations.
    fr = await buildCopy('fr', async (site) => {
      const config = join(site, 'docusaurus.config.js');
      await writeFile(config, (await readFile(config, 'utf8')).replace("defaultLocale: 'ko', locales: ['ko']", "defaultLocale: 'fr', locales: ['fr']"));
    });
  }, 240_000);
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('builds without problems', () => {
    expect(ko.report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(fr.report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  describe('in Korean, from theme-translations and the code.json of i18n/ko', () => {
    const t = () => installed('ko');
    const page = (route: string) => pageIn(ko.out)(route);

    it("titles the blog's archive, tags, tag, authors and author pages in the locale (h1 and <title>)", async () => {
      const archive = await page('blog/archive');
      expect(h1s(archive)).toEqual([t()['theme.blog.archive.title']]);
      expect(title(archive)).toBe(`${t()['theme.blog.archive.title']} | I18n Site`);
      expect(h1s(await page('blog/tags'))).toEqual([t()['theme.tags.tagsPageTitle']]);
      const nPosts = fill(t()['theme.blog.post.plurals'], { count: 2 });
      expect(h1s(await page('blog/tags/news'))).toEqual([fill(t()['theme.blog.tagTitle'], { nPosts, tagName: 'news' })]);
      expect(h1s(await page('blog/authors'))).toEqual([t()['theme.blog.authorsList.pageTitle']]);
      expect(title(await page('blog/authors/ann'))).toBe(`${fill(t()['theme.blog.author.pageTitle'], { authorName: 'Ann Example', nPosts })} | I18n Site`);
    });

    it("words the blog's links and labels in the locale: read more, all tags, all authors, paginators, reading time, tags", async () => {
      const list = await page('blog');
      expect(texts(list, 'blog-post__more')).toEqual([t()['theme.blog.post.readMore']]);
      expect(list.byClass('blog-post__more')[0]!.attribs['aria-label']).toBe(fill(t()['theme.blog.post.readMoreLabel'], { title: 'Second' }));
      expect(texts(list, 'pagination-nav__label')).toEqual([`${t()['theme.blog.paginator.olderEntries']} »`]);
      expect(list.byClass('blog-paginator')[0]!.attribs['aria-label']).toBe(t()['theme.blog.paginator.navAriaLabel']);
      const tag = await page('blog/tags/news');
      expect(tag.all((e) => e.name === 'a' && e.attribs.href === '/blog/tags').map(textOf)).toContain(t()['theme.tags.tagsPageLink']);
      expect(textOf((await page('blog/authors/ann')).all((e) => e.name === 'a' && e.attribs.href === '/blog/authors')[0]!)).toBe(t()['theme.blog.authorsList.viewAll']);
      const post = await page('blog/2024/01/01/hello');
      expect(texts(post, 'pagination-nav__sublabel')).toEqual([t()['theme.blog.post.paginator.newerPost']]);
      expect(textOf(post.byClass('blog-post__meta')[0]!)).toContain(fill(t()['theme.blog.post.readingTime.plurals'], { readingTime: 1 }));
      expect(textOf(post.byClass('blog-tags')[0]!)).toMatch(new RegExp(`^${t()['theme.tags.tagsListLabel']}`));
    });

    it("titles the docs' tags pages in the locale, with the link to all tags", async () => {
      const alpha = await page('docs/next/tags/alpha');
      const nDocsTagged = fill(t()['theme.docs.tagDocListPageTitle.nDocsTagged'], { count: 2 });
      expect(h1s(alpha)).toEqual([fill(t()['theme.docs.tagDocListPageTitle'], { nDocsTagged, tagName: 'alpha' })]);
      expect(texts(alpha, 'tags-all')).toEqual([t()['theme.tags.tagsPageLink']]);
      expect(h1s(await page('docs/next/tags'))).toEqual([t()['theme.tags.tagsPageTitle']]);
    });

    it("words a doc's footer, paginator, table of contents, version badge and banner in the locale, the code.json's word over the package's", async () => {
      const intro = await page('docs/next/intro');
      expect(textOf(intro.byClass('edit-link')[0]!)).toBe(t()['theme.common.editThisPage']);
      // i18n/ko/code.json says 'next' its own way.
      expect(texts(intro, 'pagination-nav__sublabel')).toEqual(['다음 문서']);
      expect(texts(await page('docs/next/guide'), 'pagination-nav__sublabel')).toEqual([t()['theme.docs.paginator.previous'], '다음 문서']);
      expect(texts(intro, 'toc__title')).toEqual([t()['theme.TOCCollapsible.toggleButtonLabel']]);
      expect(texts(intro, 'doc-version-badge')).toEqual([fill(t()['theme.docs.versionBadge.label'], { versionLabel: 'Next' })]);
      const banner = textOf(intro.byClass('doc-version-banner')[0]!);
      expect(banner).toContain(fill(t()['theme.docs.versions.unreleasedVersionLabel'], { siteTitle: 'I18n Site', versionLabel: 'Next' }));
      expect(banner).toContain(t()['theme.docs.versions.latestVersionLinkLabel']);
      expect(textOf(intro.byClass('blog-tags')[0]!)).toMatch(new RegExp(`^${t()['theme.tags.tagsListLabel']}`));
      for (const english of ['Edit this page', 'Previous', 'On this page', 'Version:', 'Tags:']) expect(textOf(intro.byTag('main')[0]!)).not.toContain(english);
    });

    it("words the content's admonition titles, heading links and copy buttons in the locale, in docs and in blog excerpts", async () => {
      const intro = await page('docs/next/intro');
      expect(texts(intro, 'admonition__title')).toContain(t()['theme.admonition.note']);
      expect(intro.all((e) => e.name === 'a' && e.attribs.href === '#setting-up' && e.attribs.class === 'hash-link')[0]!.attribs['aria-label']).toBe(
        fill(t()['theme.common.headingLinkTitle'], { heading: 'Setting up' }),
      );
      const copy = intro.byClass('code-block__copy')[0]!;
      expect([textOf(copy), copy.attribs['aria-label']]).toEqual([t()['theme.CodeBlock.copy'], t()['theme.CodeBlock.copyButtonAriaLabel']]);
      expect(texts(await page('blog'), 'admonition__title')).toEqual([t()['theme.admonition.tip']]);
    });

    it("counts a category's items on a generated index's card in the locale, and words the skip link", async () => {
      const index = await page('docs/next/category/more');
      expect(texts(index, 'card__description')).toContain(fill(form(t()['theme.docs.DocCard.categoryDescription.plurals'], 0), { count: 1 }));
      expect(texts(index, 'skip-link')).toEqual([t()['theme.common.skipToMainContent']]);
    });

    it("titles the 404 page in the locale, and words the search as the site's search plugin and code.json do", async () => {
      const notFound = await page('404.html');
      expect(h1s(notFound)).toEqual([t()['theme.NotFound.title']]);
      expect(title(notFound)).toBe(`${t()['theme.NotFound.title']} | I18n Site`);
      // The site searches with a local search plugin, not Algolia's theme: theme-search-algolia's Korean words are not
      // Docusaurus's then; code.json's are.
      const button = notFound.byClass('search-button')[0]!;
      expect(button.attribs['aria-label']).toBe('문서 찾기');
      expect(texts(notFound, 'search-button__text')).toEqual(['문서 찾기']);
      expect(t()['theme.SearchPage.emptyResultsTitle']).not.toBe('Search the documentation');
      expect(h1s(await page('search'))).toEqual(['Search the documentation']);
    });

    it("gives the site's own <Translate> and translate() the messages of its code.json, and their default where it has none", async () => {
      const home = await page('');
      expect(h1s(home)).toEqual(['환영합니다']);
      expect(title(home)).toBe('환영합니다 | I18n Site');
      expect(texts(home, 'home-greeting')).toEqual(['안녕하세요, Ann님']);
      expect(texts(home, 'home-untranslated')).toEqual(['Said in English']);
    });

    it("carries the table to the browser in the page's site data, so the client renders the same words", async () => {
      const html = await readFile(join(ko.out, 'docs/next/intro/index.html'), 'utf8');
      const site = JSON.parse(/<script id="__docs-site" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as { translations?: Record<string, string> };
      expect(site.translations?.['theme.common.editThisPage']).toBe(t()['theme.common.editThisPage']);
      expect(site.translations?.['theme.docs.paginator.next']).toBe('다음 문서');
      expect(site.translations?.['home.greeting']).toBe('안녕하세요, {name}님');
    });
  });

  describe('in French, with the plural forms of the locale', () => {
    const t = () => installed('fr');
    const page = (route: string) => pageIn(fr.out)(route);

    it("picks each count's form: one doc or post, several", async () => {
      const one = form(t()['theme.docs.tagDocListPageTitle.nDocsTagged'], 0);
      const two = fill(form(t()['theme.docs.tagDocListPageTitle.nDocsTagged'], 1), { count: 2 });
      expect(h1s(await page('docs/next/tags/beta'))).toEqual([fill(t()['theme.docs.tagDocListPageTitle'], { nDocsTagged: one, tagName: 'beta' })]);
      expect(h1s(await page('docs/next/tags/alpha'))).toEqual([fill(t()['theme.docs.tagDocListPageTitle'], { nDocsTagged: two, tagName: 'alpha' })]);
      expect(h1s(await page('blog/tags/release'))).toEqual([fill(t()['theme.blog.tagTitle'], { nPosts: form(t()['theme.blog.post.plurals'], 0), tagName: 'release' })]);
      expect(h1s(await page('blog/tags/news'))).toEqual([fill(t()['theme.blog.tagTitle'], { nPosts: fill(form(t()['theme.blog.post.plurals'], 1), { count: 2 }), tagName: 'news' })]);
      expect(textOf((await page('blog/2024/01/01/hello')).byClass('blog-post__meta')[0]!)).toContain(form(t()['theme.blog.post.readingTime.plurals'], 0));
    });

    it('takes every word from theme-translations when the site has no code.json for the locale', async () => {
      expect(texts(await page('docs/next/intro'), 'pagination-nav__sublabel')).toEqual([t()['theme.docs.paginator.next']]);
      expect(h1s(await page('blog/archive'))).toEqual([t()['theme.blog.archive.title']]);
      expect(texts(await page(''), 'home-greeting')).toEqual(['Hello, Ann']);
    });
  });
});

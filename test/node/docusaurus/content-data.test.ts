import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { normaliseWithDocusaurus } from '../../../src/node/docusaurus/docusaurus-validation.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import type { PageChunk } from '../../../src/shared/types.ts';
import { REPO } from '../../helpers/cli.ts';
import { parsePage, textOf } from '../../helpers/html.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-content/', import.meta.url));
// Docusaurus's own packages, from the prepared Jest site (`node bin/run-ts.js bench/prepare-jest-site.ts`).
const JEST_MODULES = join(resolve(process.env.JEST_SITE ?? join(REPO, '.bench/jest-website')), 'website/node_modules');
const withDocusaurus = existsSync(join(JEST_MODULES, '@docusaurus/core'));

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-content-data-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** A copy of the fixture; with `packages`, its node_modules links to each of the prepared site's packages (that folder is never written to). */
async function siteCopy(name: string, packages: boolean): Promise<string> {
  const site = join(work, name);
  await cp(FIXTURE, site, { recursive: true });
  if (packages) {
    await mkdir(join(site, 'node_modules'));
    for (const entry of await readdir(JEST_MODULES)) {
      if (entry !== '.cache') await symlink(join(JEST_MODULES, entry), join(site, 'node_modules', entry));
    }
  }
  return site;
}

async function buildCopy(name: string, packages: boolean) {
  return buildSite(await siteCopy(name, packages), `${name}-out`);
}

/** Builds `site` into a folder of the work folder; `page(route)` reads a built page: its HTML, parsed, and its data. */
async function buildSite(site: string, outName: string) {
  const out = join(work, outName);
  const report = await build({ cwd: site, outDir: out, threads: 1, cache: false });
  const page = async (route: string) => {
    const html = await readFile(join(out, route.slice(1), 'index.html'), 'utf8');
    const dom = parsePage(html);
    const data = JSON.parse(textOf(dom.all((e) => e.name === 'script' && e.attribs.id === '__docs-data')[0]!)) as PageChunk;
    return { html, dom, data };
  };
  return { site, out, report, page };
}

type Built = Awaited<ReturnType<typeof buildSite>>;

/** What Docusaurus 3.10 computes for the fixture; both builds (with and without its packages) must agree with it. */
function checksOf(get: () => Built) {
  it('builds with no errors', () => {
    expect(get().report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('leaves number prefixes out of ids and routes, and orders the generated sidebar by them', async () => {
    for (const route of ['/docs/intro', '/docs/guides/setup', '/docs/guides/run', '/docs/models/first', '/docs/models/second', '/docs/2021-11-notes']) {
      expect(existsSync(join(get().out, route.slice(1), 'index.html')), route).toBe(true);
    }
    expect(existsSync(join(get().out, 'docs/01-intro'))).toBe(false);
    const { data } = await get().page('/docs/intro');
    const sidebar = data.page.doc!.sidebar.map((item) => (item.type === 'html' ? [] : [item.label, item.href]));
    expect(sidebar).toEqual([
      ['Introduction', '/docs/intro'],
      ['guides', '/docs/guides/setup'],
      ['Models & Tables', '/docs/category/models--tables'],
      ['Notes', '/docs/2021-11-notes'],
    ]);
  });

  it("gives a generated index Docusaurus's slug, cards with the docs' descriptions, previous/next and no edit link", async () => {
    const { data, dom } = await get().page('/docs/category/models--tables');
    expect(dom.byClass('card__description').map(textOf)).toEqual(['The first model.', 'What the second model does.']);
    expect(data.page.doc!.previous?.href).toBe('/docs/guides/run');
    expect(data.page.doc!.next?.href).toBe('/docs/models/first');
    expect(data.page.doc!.editUrl).toBeUndefined();
    expect(dom.byClass('edit-link')).toEqual([]);
  });

  it('uses what an editUrl function returns, for docs and posts', async () => {
    expect((await get().page('/docs/intro')).data.page.doc!.editUrl).toBe('https://git.example.org/en/docs/01-intro.md?plain=1');
    const post = (await get().page('/blog/2024/01/02/hello')).data.page.blog;
    expect(post?.view === 'post' && post.editUrl).toBe('https://git.example.org/blog-edit?file=blog/2024-01-02-hello.md');
  });

  it("reads .md docs, posts and pages as MDX, Docusaurus's default markdown.format", async () => {
    expect(textOf((await get().page('/docs/intro')).dom.byTag('main')[0]!)).toContain('The total is 2');
    expect((await get().page('/blog/2024/01/02/hello')).html).toContain('The answer is <!-- -->42');
    expect((await get().page('/sum')).html).toContain('Three is <!-- -->3');
  });

  it('accepts what Docusaurus accepts: a navbar item with items and no type is a dropdown, a footer logo height in CSS', async () => {
    const { dom } = await get().page('/docs/intro');
    expect(dom.byClass('dropdown__toggle').map(textOf)).toContain('More');
    expect(dom.byClass('footer__logo')[0]?.attribs.height).toBe('30px');
  });
}

describe('a Docusaurus site without its packages installed', () => {
  let built: Built;
  beforeAll(async () => {
    built = await buildCopy('plain', false);
  }, 120_000);
  checksOf(() => built);

  it('says once that the config is not checked by Docusaurus', () => {
    const warnings = built.report.problems.filter((p) => p.severity === 'warning').map((p) => `${formatLocation(p)}  ${p.message}`);
    expect(warnings).toEqual([expect.stringContaining("docusaurus.config.js: (root)  the site's @docusaurus/core is not installed")]);
  });
});

describe.runIf(withDocusaurus)("a Docusaurus site with its packages: the config as Docusaurus's own validation normalises it", () => {
  let built: Built;
  beforeAll(async () => {
    built = await buildCopy('validated', true);
  }, 120_000);
  checksOf(() => built);

  it('has no warnings: defaults that Docusaurus fills in are not reported as options the site set', () => {
    expect(built.report.problems).toEqual([]);
  });

  it("refuses what Docusaurus's validators refuse, naming the key path", async () => {
    const site = await siteCopy('refused', true);
    const configFile = join(site, 'docusaurus.config.js');
    const config = (over: Record<string, unknown>) => ({ title: 'T', url: 'https://x.example.org', baseUrl: '/', ...over });
    expect(() => normaliseWithDocusaurus(config({ presets: [['classic', { docs: { routeBasePath: 5 } }]] }), configFile, 'docusaurus.config.js')).toThrow(/docusaurus\.config\.js: presets\.0\.docs\.routeBasePath: "routeBasePath" must be a string/);
    expect(() => normaliseWithDocusaurus(config({ baseUrl: 5 }), configFile, 'docusaurus.config.js')).toThrow(/docusaurus\.config\.js is not a valid Docusaurus config/);
  });
});

describe.runIf(withDocusaurus)("a site's own generated index page (src/theme/DocCategoryGeneratedIndexPage)", () => {
  let built: Built;
  beforeAll(async () => {
    const site = await siteCopy('own-index', true);
    const dir = join(site, 'src/theme/DocCategoryGeneratedIndexPage');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'styles.module.css'), '.heading { letter-spacing: 0.1em; }\n');
    // What sites write: Docusaurus's component with another heading, taken from the category's customProps.
    await writeFile(
      join(dir, 'index.js'),
      `import React from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useCurrentSidebarCategory, filterDocCardListItems, findFirstSidebarItemLink } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex }) {
  const category = useCurrentSidebarCategory();
  return (
    <>
      <PageMetadata title={categoryGeneratedIndex.title} description={categoryGeneratedIndex.description} image={useBaseUrl(categoryGeneratedIndex.image)} />
      <div className="own-index">
        <DocVersionBanner />
        <DocBreadcrumbs />
        <DocVersionBadge />
        <Heading as="h1" className={styles.heading}>{category.customProps?.heading ?? categoryGeneratedIndex.title}</Heading>
        <p className="own-index__description">{categoryGeneratedIndex.description}</p>
        <ul>
          {filterDocCardListItems(category.items).map((item) => (
            <li key={item.label}><a className="own-index__card" href={findFirstSidebarItemLink(item)}>{item.label}</a></li>
          ))}
        </ul>
        <DocPaginator previous={categoryGeneratedIndex.navigation.previous} next={categoryGeneratedIndex.navigation.next} />
      </div>
    </>
  );
}
`,
    );
    const category = join(site, 'docs/03-models/_category_.json');
    await writeFile(category, JSON.stringify({ ...JSON.parse(await readFile(category, 'utf8')), customProps: { heading: 'Every model we have' } }));
    built = await buildSite(site, 'own-index-out');
  }, 120_000);

  it('renders the page with the props Docusaurus gives it, and the doc page leaves breadcrumbs and previous/next to it', async () => {
    expect(built.report.problems).toEqual([]);
    const { dom, data } = await built.page('/docs/category/models--tables');
    // One h1, the component's: no title of the doc page's own above it.
    expect(dom.byTag('h1').map(textOf)).toEqual(['Every model we have']);
    expect(dom.byTag('h1')[0]!.attribs.class).toMatch(/\S/);
    expect(dom.byClass('own-index__description').map(textOf)).toEqual(['All the models.']);
    expect(dom.byClass('own-index__card').map((a) => [textOf(a), a.attribs.href])).toEqual([
      ['First model', '/docs/models/first'],
      ['Second model', '/docs/models/second'],
    ]);
    // The component's breadcrumbs and paginator, once each; previous/next are Docusaurus's navigation.
    expect(dom.byClass('breadcrumbs')).toHaveLength(1);
    const paginator = dom.byClass('pagination-nav');
    expect(paginator).toHaveLength(1);
    expect(dom.byClass('pagination-nav__link').map((a) => a.attribs.href)).toEqual([data.page.doc!.previous!.href, data.page.doc!.next!.href]);
    expect(data.page.doc!.ownLayout).toBe(true);
  });

  it("loads the component's CSS module, and keeps the page out of the Markdown typography", async () => {
    const { dom } = await built.page('/docs/category/models--tables');
    expect(dom.byClass('doc-own-layout')).toHaveLength(1);
    expect(dom.byClass('markdown')).toEqual([]);
    const sheets = dom.all((e) => e.name === 'link' && e.attribs.rel === 'stylesheet').map((e) => e.attribs.href!);
    const css = await Promise.all(sheets.map((href) => readFile(join(built.out, href.slice(1)), 'utf8')));
    const heading = dom.byTag('h1')[0]!.attribs.class!;
    expect(css.some((text) => text.includes(`.${heading}`) && /letter-spacing:\s*\.1em/.test(text))).toBe(true);
  });

  it('leaves the other pages as they were', async () => {
    const { dom } = await built.page('/docs/models/first');
    expect(dom.byClass('own-index')).toEqual([]);
    expect(dom.byClass('pagination-nav')).toHaveLength(1);
  });
});

/**
 * An unlisted doc (front matter `unlisted: true`) and a category's index doc
 * (`guides/index.md`, whose permalink Docusaurus writes with a closing slash),
 * as Docusaurus 3.10 shows them: built without and with the site's packages.
 */
function unlistedAndIndexChecks(packages: boolean) {
  let built: Built;
  beforeAll(async () => {
    const site = await siteCopy(`unlisted-${packages}`, packages);
    await writeFile(join(site, 'docs/03-models/03-hidden.md'), '---\nunlisted: true\ndescription: A model in the works.\n---\n\n# Hidden model\n\nNot listed yet.\n');
    await writeFile(join(site, 'docs/02-guides/index.md'), '# Guides\n\nEvery guide.\n');
    built = await buildSite(site, `unlisted-${packages}-out`);
  }, 120_000);

  const labels = (items: NonNullable<PageChunk['page']['doc']>['sidebar']): string[] =>
    items.flatMap((item) => (item.type === 'html' ? [] : item.type === 'category' ? [item.label, ...labels(item.items)] : [item.label]));

  it('shows an unlisted doc in the sidebar on its own page only, gives it no card, and asks search engines to leave it out', async () => {
    expect(built.report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(labels((await built.page('/docs/models/first')).data.page.doc!.sidebar)).not.toContain('Hidden model');
    const hidden = await built.page('/docs/models/hidden');
    expect(labels(hidden.data.page.doc!.sidebar)).toContain('Hidden model');
    expect(hidden.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect((await built.page('/docs/models/first')).html).not.toContain('noindex');
    expect((await built.page('/docs/category/models--tables')).html).not.toContain('/docs/models/hidden');
    const sitemap = await readFile(join(built.out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/docs/models/hidden');
    expect(sitemap).toContain('/docs/models/first<');
  });

  // Without Docusaurus's packages an index doc's route is its address (no closing slash), as docs-build's own sites
  // have it, so the check belongs to the build with them.
  if (packages) {
    it('names an index doc by its permalink, closing slash included, in its canonical URL and the sitemap', async () => {
      const { html } = await built.page('/docs/guides');
      expect(html).toContain('<link rel="canonical" href="https://content.example.org/docs/guides/">');
      expect(await readFile(join(built.out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://content.example.org/docs/guides/</loc>');
    });
  }
}

describe('an unlisted doc and an index doc, without the packages', () => unlistedAndIndexChecks(false));
describe.runIf(withDocusaurus)('an unlisted doc and an index doc, with the packages', () => unlistedAndIndexChecks(true));

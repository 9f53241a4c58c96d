import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { linkDocusaurusPackages, unprepared, withDocusaurus } from '../../helpers/docusaurus-packages.ts';
import { hasClass, type HtmlElement, parsePage, textOf } from '../../helpers/html.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-client-api/', import.meta.url));

let work: string;
let out: string;
let report: BuildReport;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-client-api-'));
  out = join(work, 'out');
  await cp(FIXTURE, join(work, 'site'), { recursive: true });
  report = await build({ cwd: join(work, 'site'), outDir: out, threads: 1, cache: false });
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const read = (rel: string) => readFile(join(out, rel), 'utf8');
const valuesIn = async (rel: string, className: string) => JSON.parse(textOf(parsePage(await read(rel)).byClass(className)[0]!)) as Record<string, unknown>;

/** What Docusaurus 3 computes for the fixture's docs: versions.json ["1.0"], so the docs folder is 'Next' at /docs/next. */
const DOCS_DATA = {
  plugins: ['docusaurus-plugin-content-docs'],
  instances: ['default'],
  docsPath: '/docs',
  versions: ['current:Next:/docs/next:intro:false', '1.0:1.0:/docs:intro:true'],
  allDocs: ['default'],
  latest: '1.0',
  contextPlugins: ['docusaurus-plugin-content-docs'],
  internal: [true, false],
  defaultId: 'default',
  match: { version: 'next', rest: 'guides/setup' },
  text: '2 versions',
};

describe("Docusaurus's client API in a site's own code", () => {
  it('builds with no errors', () => {
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it("gives a React page's component the router, global data and docs plugin hooks, rendered on the server", async () => {
    const home = await valuesIn('index.html', 'hook-values');
    expect({ ...home, docIds: (home.docIds as string[]).sort() }).toEqual({
      ...DOCS_DATA,
      pathname: '/',
      docIds: ['guides/setup=/docs/next/guides/setup@main', 'intro=/docs/next/intro@main'],
      activePlugin: null,
      activeVersion: null,
      activeDoc: null,
      alternates: [],
      latestDoc: null,
      routePlugin: 'docusaurus-plugin-content-pages',
    });
    expect((await valuesIn('other/index.html', 'hook-values')).pathname).toBe('/other');
  });

  it("makes react-router's NavLink props of a Link its active class and aria-current, and leaves them off the anchor", async () => {
    // A NavLink to '/' without `exact` is active on every page below it, as react-router's is.
    const home = parsePage(await read('other/index.html')).all((e) => e.name === 'a' && textOf(e) === 'Home' && e.attribs.href === '/');
    expect(home.map((e) => e.attribs)).toEqual([{ href: '/', 'aria-current': 'page', class: 'active' }]);
  });

  it('gives an MDX doc the same modules, with the doc being shown as the active doc of its version', async () => {
    expect(await valuesIn('docs/next/intro/index.html', 'doc-values')).toEqual({
      pathname: '/docs/next/intro',
      activeVersion: 'current',
      activeDoc: 'intro',
      alternates: ['current', '1.0'],
      docsPath: '/docs',
      version: 'Next',
      versionDocs: ['guides/setup', 'intro'],
      setup: { id: 'guides/setup', title: 'Setup', description: 'Set it up.', sidebar: 'main' },
      doc: { id: 'intro', title: 'Introduction', contentTitle: 'Introduction', toc: [{ value: 'Details', id: 'details', level: 2 }] },
      sidebar: 'main',
      routePlugin: 'docusaurus-plugin-content-docs',
    });
    expect(textOf(parsePage(await read('docs/next/intro/index.html')).byClass('markdown')[0]!)).toContain('There are 2 versions');
  });

  it('renders Interpolate, ErrorBoundary children, Tabs and ThemedImage of a React page', async () => {
    const home = parsePage(await read('index.html'));
    expect(home.byClass('interpolated').map(textOf)).toEqual(['Hello readers']);
    expect(home.byClass('widget').map(textOf)).toEqual(['Widget works']);
    expect(home.byClass('window-size').map(textOf)).toEqual(['ssr']);
    expect(home.byClass('tabs__item').map(textOf)).toEqual(['Apple', 'Pear']);
    expect(home.all((e) => e.name === 'img' && e.attribs.alt === 'Logo').map((e) => e.attribs.class)).toEqual(['themed-img themed-img--light', 'themed-img themed-img--dark']);
  });

  it('ships the global data only to the pages whose code reads it, never with a doc page', async () => {
    const scriptsOf = async (rel: string) => {
      const html = await read(rel);
      const entry = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
      return [...html.matchAll(/"module":"([^"]+)"/g)].map((m) => m[1]!).concat(entry);
    };
    /** A script and every chunk it imports, statically or not, as text. */
    const closure = async (urls: string[], seen = new Set<string>()): Promise<string> => {
      let text = '';
      for (const url of urls) {
        if (seen.has(url)) continue;
        seen.add(url);
        const code = await read(url.replace(/^\//, ''));
        text += code + (await closure([...code.matchAll(/from"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!), seen));
      }
      return text;
    };
    expect(await closure(await scriptsOf('index.html'))).toContain('draftIds');
    expect(await closure(await scriptsOf('docs/next/intro/index.html'))).not.toContain('draftIds');
  });
});

describe("the blog's client API, the generated modules and the theme's other components", () => {
  it("gives a post's content its metadata through useBlogPost(), and the blog's through useBlogMetadata()", async () => {
    expect(await valuesIn('blog/2024/03/04/second/index.html', 'post-values')).toEqual({
      blog: { blogBasePath: '/blog', blogTitle: 'Blog', authorsListPath: '/blog/authors' },
      title: 'Second post',
      permalink: '/blog/2024/03/04/second',
      date: '2024-03-04T00:00:00.000Z',
      tags: ['Release notes=/blog/tags/release'],
      authors: ['Ada'],
      olderPost: '/blog/2024/01/02/first',
      frontMatterTitle: 'Second post',
      toc: ['a-part'],
      isBlogPostPage: true,
    });
  });

  it("gives a React page and its component the blog's generated post list, @generated/globalData and usePrismTheme()", async () => {
    // Docusaurus's shape of blog-post-list-prop-default.json: the sidebar's title and posts, a sidebar_label first.
    const postList = {
      title: 'Recent posts',
      items: [
        { title: 'Second', permalink: '/blog/2024/03/04/second', unlisted: false, date: '2024-03-04T00:00:00.000Z' },
        { title: 'First post', permalink: '/blog/2024/01/02/first', unlisted: false, date: '2024-01-02T00:00:00.000Z' },
      ],
    };
    expect(await valuesIn('blog-data/index.html', 'blog-data-values')).toEqual({ postList, globalDataPlugins: ['docusaurus-plugin-content-docs'], prismColor: '#101010' });
    const page = parsePage(await read('blog-data/index.html'));
    // The component imports the same file by a relative path.
    expect(page.all((e) => e.name === 'a' && e.parent?.parent !== null && hasClass(e.parent!.parent as HtmlElement, 'recent-posts')).map(textOf)).toEqual(['Second', 'First post']);
  });

  it('renders @theme/Tag, TagsListInline, Icon/ExternalLink and MDXContent', async () => {
    const page = parsePage(await read('blog-data/index.html'));
    const tag = page.all((e) => e.name === 'a' && e.attribs.rel === 'tag');
    expect(tag.map((a) => [a.attribs.href, textOf(a), a.attribs.title ?? null])).toEqual([
      ['/blog/tags/release', 'release2', 'Releases'],
      ['/blog/tags/release', 'release', null],
    ]);
    expect(textOf(page.byClass('inline-tags')[0]!)).toBe('Tags:release');
    expect(page.all((e) => e.name === 'svg' && e.parent !== null && hasClass(e.parent as HtmlElement, 'external'))).toHaveLength(1);
    expect(page.byClass('mdx-content').map(textOf)).toEqual(['Wrapped']);
  });

  it("ships the blog's data to the pages whose code reads it, never with a doc page", async () => {
    const scripts = async (rel: string) => {
      const html = await read(rel);
      const urls = [...html.matchAll(/"module":"([^"]+)"/g)].map((m) => m[1]!).concat(/<script type="module" src="([^"]+)"/.exec(html)![1]!);
      let text = '';
      const seen = new Set<string>();
      while (urls.length > 0) {
        const url = urls.pop()!;
        if (seen.has(url)) continue;
        seen.add(url);
        const code = await read(url.replace(/^\//, ''));
        text += code;
        urls.push(...[...code.matchAll(/from"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
      }
      return text;
    };
    expect(await scripts('blog-data/index.html')).toContain('Recent posts');
    expect(await scripts('docs/next/intro/index.html')).not.toContain('Recent posts');
    expect(await scripts('docs/next/intro/index.html')).not.toContain('#efefef');
  });
});

describe("Docusaurus's client API under a base URL with trailing slashes", () => {
  it('gives addresses as Docusaurus does: the base URL on every path, the slash on page paths only', async () => {
    const site = join(work, 'based');
    await cp(FIXTURE, site, { recursive: true });
    const config = await readFile(join(site, 'docusaurus.config.js'), 'utf8');
    await writeFile(join(site, 'docusaurus.config.js'), config.replace("baseUrl: '/',", "baseUrl: '/base/',\n  trailingSlash: true,"));
    const based = await build({ cwd: site, outDir: join(work, 'based-out'), threads: 1, cache: false });
    expect(based.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const html = await readFile(join(work, 'based-out', 'other/index.html'), 'utf8');
    const values = JSON.parse(textOf(parsePage(html).byClass('hook-values')[0]!)) as Record<string, unknown>;
    expect(values).toMatchObject({
      pathname: '/base/other/',
      docsPath: '/base/docs',
      versions: ['current:Next:/base/docs/next:intro:false', '1.0:1.0:/base/docs:intro:true'],
    });
    expect((values.docIds as string[]).sort()).toEqual(['guides/setup=/base/docs/next/guides/setup/@main', 'intro=/base/docs/next/intro/@main']);
    // Posts are addressed as in Docusaurus's generated list: with the base URL, without the slash rule.
    const blogData = JSON.parse(textOf(parsePage(await readFile(join(work, 'based-out', 'blog-data/index.html'), 'utf8')).byClass('blog-data-values')[0]!));
    expect(blogData.postList.items.map((item: { permalink: string }) => item.permalink)).toEqual(['/base/blog/2024/03/04/second', '/base/blog/2024/01/02/first']);
  }, 120_000);
});

describe('a Docusaurus module docs-build does not have', () => {
  it('fails the build at the import, naming the module', async () => {
    const site = join(work, 'unsupported');
    await cp(FIXTURE, site, { recursive: true });
    await writeFile(join(site, 'src/pages/mobile-menu.js'), "import React from 'react';\nimport { useNavbarMobileSidebar } from '@docusaurus/theme-mobile-menu';\n\nexport default function Page() {\n  return <p>{String(useNavbarMobileSidebar().shown)}</p>;\n}\n");
    // The bundler stops at the first such import: the column is that of the module's name.
    await expect(build({ cwd: site, outDir: join(work, 'unsupported-out'), threads: 1, cache: false })).rejects.toMatchObject({
      location: 'src/pages/mobile-menu.js:2:40',
      message: expect.stringContaining("Cannot import '@docusaurus/theme-mobile-menu': docs-build does not provide this Docusaurus module"),
    });
  }, 120_000);
});

describe('a versioned Docusaurus site with an index doc in each version, with its own Docusaurus packages', () => {
  it.runIf(withDocusaurus)(`points the version dropdown at the index doc's permalink in each version, with its closing slash, as Docusaurus does${unprepared}`, async () => {
    const site = join(work, 'index-docs');
    await cp(FIXTURE, site, { recursive: true });
    await linkDocusaurusPackages(site);
    await writeFile(join(site, 'docs/guides/index.md'), '# Guides (next)\n\nEvery guide of the next version.\n');
    await mkdir(join(site, 'versioned_docs/version-1.0/guides'), { recursive: true });
    await writeFile(join(site, 'versioned_docs/version-1.0/guides/index.md'), '# Guides (1.0)\n\nEvery guide of 1.0.\n');
    const built = join(work, 'index-docs-out');
    expect((await build({ cwd: site, outDir: built, threads: 1, cache: false })).problems.filter((p) => p.severity === 'error')).toEqual([]);
    const links = async (rel: string) => parsePage(await readFile(join(built, rel), 'utf8')).byClass('dropdown__link').map((a) => [textOf(a), a.attribs.href]);
    expect(await links('docs/guides/index.html')).toEqual([
      ['Next', '/docs/next/guides/'],
      ['1.0', '/docs/guides/'],
    ]);
    expect(await links('docs/next/guides/index.html')).toEqual(await links('docs/guides/index.html'));
  });
});

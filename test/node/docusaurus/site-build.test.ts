import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import { DomUtils } from 'htmlparser2';
import { hasClass, parsePage, textOf, type HtmlElement, type ParsedPage } from '../../helpers/html.ts';
import { buildFixtureCopy } from '../../helpers/fixture-build.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-site/', import.meta.url));
const PLAIN_SITE = fileURLToPath(new URL('../../fixtures/build-site/', import.meta.url));

let site: string;
let out: string;
let report: BuildReport;
buildFixtureCopy(FIXTURE, 'docs-build-docusaurus-', (built) => ({ site, out, report } = built));

const byId = (page: ParsedPage, id: string): HtmlElement => page.all((e) => e.attribs.id === id)[0]!;
const read = (rel: string) => readFile(join(out, rel), 'utf8');
const warnings = () => report.problems.filter((p) => p.severity === 'warning').map((p) => `${formatLocation(p)}  ${p.message}`);

describe("a Docusaurus site's modules and swizzled components", () => {
  it('resolves Docusaurus modules in a component an MDX doc imports, on the server', async () => {
    const doc = parsePage(await read('docs/components/index.html'));
    const card = doc.byClass('link-card')[0]!;
    expect(card.children.filter((c) => 'name' in c && c.name === 'a').map((a) => ('attribs' in a ? a.attribs.href : ''))).toEqual(['/docs/intro']);
    // @generated/docusaurus.config is the site config.
    expect(textOf(card)).toContain('Widget Docs');
  });

  it("uses a swizzled Admonition wherever @theme/Admonition is used, and its @theme-original import reaches docs-build's", async () => {
    const doc = parsePage(await read('docs/components/index.html'));
    // The card's Admonition (a component's import), the one the doc writes as JSX (the MDX scope) and a `:::note`.
    expect(doc.byClass('site-admonition')).toHaveLength(3);
    expect(doc.byClass('site-admonition').map((frame) => DomUtils.findAll((e) => hasClass(e, 'admonition'), frame.children).length)).toEqual([1, 1, 1]);
    expect(doc.byClass('admonition__title').map(textOf)).toContain('Mind the gap');
    const setup = parsePage(await read('docs/guides/setup/index.html'));
    expect(setup.byClass('site-admonition').map(textOf)).toEqual(['TipPlain Markdown admonitions use the site\'s Admonition too.']);
    const page = parsePage(await read('widgets/index.html'));
    expect(page.byClass('site-admonition')).toHaveLength(2);
  });

  it("adds the components of the site's MDXComponents to the MDX scope, with docs-build's own kept", async () => {
    const doc = parsePage(await read('docs/components/index.html'));
    expect(doc.byClass('site-highlight').map(textOf)).toEqual(['highlighted']);
    const page = parsePage(await read('widgets/index.html'));
    expect(textOf(byId(page, 'mdx-highlight'))).toBe('site');
  });

  it('lets a React page import the modules MDX can: Admonition, Tabs, CodeBlock, MDXComponents, @generated/docusaurus.config', async () => {
    const page = parsePage(await read('widgets/index.html'));
    expect(textOf(byId(page, 'config-title'))).toBe('Widget Docs');
    expect(page.byClass('tabs__item').map(textOf)).toEqual(['A', 'B']);
    // Live in the page's own React tree, so not an island the runtime would hydrate a second time.
    expect(page.all((e) => e.attribs['data-island'] !== undefined)).toEqual([]);
    expect(textOf(page.byClass('code-block')[0] ?? page.byTag('pre')[0]!)).toContain('const widget = 1;');
    // A title that is a React node, as Docusaurus's CodeBlock takes it, is shown as given above the highlighted code.
    const titled = page.byClass('code-block')[1]!;
    expect(textOf(titled.children.find((c) => 'name' in c && c.name === 'figcaption') as never)).toBe('widget.js - Try it');
    expect(textOf(titled)).toContain('const tried = 2;');
  });

  it('puts a React page in the navbar and footer only when it renders Layout, as Docusaurus does', async () => {
    const landing = parsePage(await read('landing/index.html'));
    expect(textOf(byId(landing, 'landing'))).toContain('Everything on one screen');
    expect(landing.byClass('navbar')).toEqual([]);
    expect(landing.byClass('footer')).toEqual([]);
    const widgets = parsePage(await read('widgets/index.html'));
    expect(widgets.byClass('navbar').length).toBeGreaterThan(0);
  });

  it("resolves a theme package's components from its getThemePath() folder", async () => {
    const doc = parsePage(await read('docs/components/index.html'));
    expect(doc.byClass('api-explorer').map(textOf)).toEqual(['GET /widgets']);
    // The theme also runs in the plugin host, with nothing it does left out.
    expect(warnings().filter((w) => w.includes('themes.0'))).toEqual([]);
  });

  it('renders the shell through a swizzled Root and a Footer wrapper around the original', async () => {
    const home = parsePage(await read('index.html'));
    expect(home.byClass('site-root')).toHaveLength(1);
    expect(home.byClass('site-footer-note').map(textOf)).toEqual(['Widgets are made by hand.']);
    expect(home.byTag('footer')).toHaveLength(1);
  });

  it('leaves none of its swizzled components to the next site built in the same process', async () => {
    // The fixture's build above registered its Root and Footer; a site that replaces nothing comes next.
    const work = await mkdtemp(join(tmpdir(), 'docs-build-after-swizzled-'));
    try {
      const plain = await build({ cwd: PLAIN_SITE, outDir: join(work, 'out'), threads: 1, cache: false });
      expect(plain.problems.filter((p) => p.severity === 'error')).toEqual([]);
      const home = parsePage(await readFile(join(work, 'out/index.html'), 'utf8'));
      expect(home.byTag('header')).toHaveLength(1);
      expect(home.byClass('site-root')).toEqual([]);
      expect(home.byClass('site-footer-note')).toEqual([]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('bundles the same modules and swizzled components for the browser', async () => {
    const assets = await readdir(join(out, 'assets'));
    const scripts = await Promise.all(assets.filter((f) => f.endsWith('.js')).map((f) => read(join('assets', f))));
    const all = scripts.join('\n');
    expect(all).toContain('site-root');
    expect(all).toContain('site-footer-note');
    expect(all).toContain('site-admonition');
  });
});

describe('a Docusaurus site without a docs-build config', () => {
  it('builds from docusaurus.config.js, with no errors', () => {
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('names each unsupported plugin, preset option, item type, extra locale and swizzled component it cannot host in one warning each', () => {
    expect(warnings()).toEqual(
      expect.arrayContaining([
        "docusaurus.config.js: i18n.locales  only the default locale 'en' is built; fr is not, as the site's Docusaurus content plugins, which read the translations, are not installed.",
        "docusaurus.config.js: presets.0.gtag  the classic preset's 'gtag' option is not supported; it is left out.",
        "docusaurus.config.js: plugins.1  `configureWebpack` of the plugin './plugins/sass-plugin.js' is not run: docs-build bundles with esbuild and has no webpack, PostCSS or Babel step to hand to plugins; the build goes on without it.",
        "docusaurus.config.js: themeConfig.navbar.items.4.type  the navbar item type 'custom-widgetPicker' comes from a theme docs-build does not have; the item is left out.",
        "src/theme/DocItem/Layout.js  The swizzled component 'DocItem/Layout' replaces nothing: docs-build's theme has no component of that name, so only the site's own imports of '@theme/DocItem/Layout' use it.",
      ]),
    );
    // Admonition, Footer, MDXComponents and Root replace docs-build's own: no warning for them.
    expect(warnings().filter((w) => w.startsWith('src/theme'))).toHaveLength(2);
  });

  it("warns about a swizzled component that does not compile, at its import, and keeps docs-build's own", async () => {
    expect(warnings()).toContain(
      "src/theme/Navbar/index.js  The swizzled component 'Navbar' is not used: src/theme/Navbar/index.js:2:26: Cannot import '@theme/Navbar/Layout': docs-build does not provide this Docusaurus module (its documentation's \"Docusaurus client API\" page lists those it does). docs-build's own Navbar is used instead.",
    );
    const home = parsePage(await read('index.html'));
    expect(home.byTag('header').filter((h) => h.attribs.class === 'navbar navbar--dark')).toHaveLength(1);
  });

  it('reads the docs from docs/ with their Docusaurus routes and shows a title from frontmatter as the h1', async () => {
    const intro = parsePage(await read('docs/intro/index.html'));
    expect(intro.byTag('h1').map(textOf)).toEqual(['Introduction']);
    const setup = parsePage(await read('docs/guides/setup/index.html'));
    expect(setup.byTag('h1').map(textOf)).toEqual(['Setting up widgets']);
  });

  it("renders footer `html` items as they are and the navbar's style 'dark' as Docusaurus's navbar--dark", async () => {
    const home = parsePage(await read('index.html'));
    const items = home.byClass('footer__item');
    expect(items.map((li) => li.children.map((c) => ('name' in c ? c.name : '')))).toEqual([['a'], ['img']]);
    expect(home.all((e) => e.name === 'img' && e.attribs.alt === 'Deploys by Example').map((e) => e.attribs.src)).toEqual(['/img/logo.svg']);
    expect(home.byTag('header').filter((h) => h.attribs.class === 'navbar navbar--dark')).toHaveLength(1);
  });

  it('shows no version badge on the docs of a site with a single version', async () => {
    const intro = parsePage(await read('docs/intro/index.html'));
    expect(intro.byClass('doc-page')).toHaveLength(1);
    expect(intro.byClass('doc-version-badge')).toEqual([]);
  });

  it('turns an editUrl function into the edit link of each doc', async () => {
    const intro = parsePage(await read('docs/intro/index.html'));
    expect(intro.byClass('edit-link')[0]?.attribs.href).toBe('https://git.example.org/widgets/edit/main/docs/intro.md');
  });

  it('maps the site fields and themeConfig: title, navbar items, footer, announcement bar, colour mode', async () => {
    const home = parsePage(await read('index.html'));
    const html = await read('index.html');
    // The page's <Layout title> is formatted with the site title, as Docusaurus does.
    expect(home.byTag('title').map(textOf)).toEqual(['Home | Widget Docs']);
    const links = home.all((e) => e.name === 'a').map((a) => [textOf(a), a.attribs.href]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Docs', '/docs/intro'],
        ['About', '/about'],
        // A dropdown with its own `to`: its label is a link there, as in Docusaurus.
        ['More', '/docs/intro'],
        ['Introduction', '/docs/intro'],
        ['Setup', '/docs/guides/setup'],
        [expect.stringContaining('Status'), 'https://status.example.org'],
      ]),
    );
    expect(home.all((e) => e.name === 'a' && e.attribs.href === 'https://git.example.org/widgets')).not.toHaveLength(0);
    expect(html).toContain('Widgets 2 is out');
    expect(html).toContain('Copyright <b>Widgets</b>');
    const logo = home.all((e) => e.name === 'img' && e.attribs.alt === 'Widget Foundation')[0]!;
    expect(logo.attribs.src).toBe('/img/logo.svg');
    expect(home.meta('og:image')).toBe('https://widgets.example.org/img/social.png');
    // The page's own <Head> meta replaces the site-wide one of the same name.
    expect(home.all((e) => e.name === 'meta' && e.attribs.name === 'keywords').map((e) => e.attribs.content)).toEqual(['widgets']);
    expect(home.meta('description')).toBe('Widget docs home');
    expect(html).toContain('data-theme="dark"');
  });

  it("writes a React page's <Head> title, meta and link tags into the document head, once, over the defaults", async () => {
    const page = parsePage(await read('head/index.html'));
    const head = page.byTag('head')[0]!;
    const inHead = (name: string) => page.all((e) => e.name === name && head.children.includes(e));
    expect(inHead('title').map(textOf)).toEqual(['Widgets · the whole title']);
    expect(inHead('meta').filter((e) => e.attribs.name === 'description').map((e) => e.attribs.content)).toEqual(['From the head']);
    expect(inHead('meta').filter((e) => e.attribs.property === 'og:image').map((e) => e.attribs.content)).toEqual(['https://widgets.example.org/img/head.png']);
    expect(inHead('meta').filter((e) => e.attribs.property === 'og:title').map((e) => e.attribs.content)).toEqual(['Widgets · the whole title']);
    expect(inHead('link').filter((e) => e.attribs.rel === 'alternate').map((e) => e.attribs.href)).toEqual(['/feed.xml']);
    // Nothing of the head is left in the body, and the client router gets the same title.
    expect(page.byTag('body')[0]!.children.some((e) => 'name' in e && e.name === 'title')).toBe(false);
    const data = JSON.parse(textOf(page.all((e) => e.attribs.id === '__docs-data')[0]!)) as { page: { headTitle: string; description: string } };
    expect(data.page).toMatchObject({ headTitle: 'Widgets · the whole title', description: 'From the head' });
  });

  it('renders a React page in .js with @theme/Layout, @docusaurus/Link, Head, Translate, useDocusaurusContext and @site imports', async () => {
    const home = parsePage(await read('index.html'));
    expect(home.byTag('h1').map(textOf)).toEqual(['Widget Docs']);
    expect(textOf(home.all((e) => e.attribs.id === 'release')[0]!)).toBe('Release Sprocket');
    const start = home.all((e) => e.name === 'a' && textOf(e) === 'Get started')[0]!;
    expect(start.attribs.href).toBe('/docs/intro');
    // The same self-link as content headings.
    const features = home.byTag('h2').filter((h) => h.attribs.id === 'features');
    expect(features.map(textOf)).toEqual(['Features#']);
    expect(features[0]!.children.filter((c) => 'name' in c && c.name === 'a').map((a) => (a as { attribs: Record<string, string> }).attribs)).toEqual([{ class: 'hash-link', href: '#features', 'aria-label': 'Direct link to Features' }]);
    expect(textOf(home.all((e) => e.attribs.id === 'mode')[0]!)).toBe('dark');
  });

  it('makes an SVG that code imports a component showing the file, as Docusaurus does with SVGR', async () => {
    const home = parsePage(await read('index.html'));
    const svg = home.all((e) => e.name === 'img' && e.attribs.class === 'feature-svg')[0]!;
    expect(svg.attribs).toMatchObject({ role: 'img', alt: 'Widget' });
    expect(svg.attribs.src).toMatch(/^\/assets\/asset-logo-\w+\.svg$/);
    expect(await read(svg.attribs.src!.slice(1))).toContain('<svg');
  });

  it('gives a CSS module the same class names in the server HTML and in the style sheet the page links', async () => {
    const html = await read('index.html');
    const home = parsePage(html);
    const tagline = home.all((e) => e.name === 'p' && textOf(e) === 'Everything about widgets')[0]!;
    const className = tagline.attribs.class!;
    expect(className).toMatch(/^tagline_[0-9a-f]{6}$/);
    const sheets = home.all((e) => e.name === 'link' && e.attribs.rel === 'stylesheet').map((l) => l.attribs.href!);
    const css = (await Promise.all(sheets.map((href) => read(href.slice(1))))).join('\n');
    expect(css).toContain(`.${className}`);
    expect(css).toContain('--site-accent');
  });

  it('leaves out files starting with _ and builds Markdown pages from src/pages', async () => {
    const about = parsePage(await read('about/index.html'));
    expect(about.byTag('h1').map(textOf)).toEqual(['About widgets']);
    expect(await readdir(out)).not.toContain('_draft');
  });

  it('warns once, and builds, when showLastUpdate* is set but the site has no git history', () => {
    const lastUpdate = report.problems.filter((p) => p.ruleId === 'last-update');
    expect(lastUpdate.map((p) => [p.file, p.severity])).toEqual([['docs', 'warning']]);
    expect(lastUpdate[0]!.message).toMatch(/^No git history for the docs \(.*not a git repository.*\), so pages show no last update\.$/);
  });

  it('writes the client redirects: one per route with .html, and the listed ones', async () => {
    const intro = await read('docs/intro.html/index.html');
    expect(intro).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(await read('old-intro/index.html')).toContain('url=/docs/intro');
    expect(await read('about.html/index.html')).toContain('url=/about');
  });
});

describe('a Docusaurus site in a git repository, with showLastUpdateTime and showLastUpdateAuthor', () => {
  it("shows each doc's last commit date and author under it", async () => {
    const gitWork = await mkdtemp(join(tmpdir(), 'docs-build-docusaurus-git-'));
    try {
      const gitSite = join(gitWork, 'site');
      await cp(FIXTURE, gitSite, { recursive: true });
      execFileSync('git', ['init', '-q'], { cwd: gitSite });
      execFileSync('git', ['add', '-A'], { cwd: gitSite });
      const date = '2024-01-02T10:00:00Z';
      execFileSync('git', ['-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.org', 'commit', '-qm', 'docs'], {
        cwd: gitSite,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
      const gitReport = await build({ cwd: gitSite, outDir: join(gitWork, 'out'), threads: 1, cache: false });
      expect(gitReport.problems.filter((p) => p.ruleId === 'last-update')).toEqual([]);
      const intro = parsePage(await readFile(join(gitWork, 'out/docs/intro/index.html'), 'utf8'));
      expect(textOf(intro.byClass('last-updated')[0]!)).toBe('Last updated on Jan 2, 2024 by Ada Lovelace');
    } finally {
      await rm(gitWork, { recursive: true, force: true });
    }
  }, 120_000);
});

import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import { parsePage, textOf } from '../../helpers/html.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-site/', import.meta.url));

let work: string;
let site: string;
let out: string;
let report: BuildReport;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-docusaurus-'));
  site = join(work, 'site');
  out = join(work, 'out');
  await cp(FIXTURE, site, { recursive: true });
  report = await build({ cwd: site, outDir: out, threads: 1, cache: false });
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const read = (rel: string) => readFile(join(out, rel), 'utf8');
const warnings = () => report.problems.filter((p) => p.severity === 'warning').map((p) => `${formatLocation(p)}  ${p.message}`);

describe('a Docusaurus site without a docs-build config', () => {
  it('builds from docusaurus.config.js, with no errors', () => {
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('names each unsupported plugin, preset option, item type, extra locale and the swizzled components in one warning each', () => {
    expect(warnings()).toEqual(
      expect.arrayContaining([
        "docusaurus.config.js: i18n.locales  only the default locale 'en' is built; fr is not.",
        "docusaurus.config.js: presets.0.gtag  the classic preset's 'gtag' option is not supported; it is left out.",
        "docusaurus.config.js: plugins.1  the plugin 'docusaurus-plugin-image-zoom' is not supported; the build goes on without it.",
        "docusaurus.config.js: themeConfig.navbar.items.4.type  the navbar item type 'custom-widgetPicker' comes from a theme docs-build does not have; the item is left out.",
        "src/theme  Swizzled components are not used: DocItem, Footer. The build goes on with docs-build's own theme.",
      ]),
    );
    expect(warnings().filter((w) => w.startsWith('src/theme'))).toHaveLength(1);
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

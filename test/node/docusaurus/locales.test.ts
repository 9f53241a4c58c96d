import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import { docusaurusRoutes, linkDocusaurusPackages, unprepared, withDocusaurus } from '../../helpers/docusaurus-packages.ts';
import { parsePage, textOf, type ParsedPage } from '../../helpers/html.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-locales/', import.meta.url));
const LOCALES = ['en', 'fr', 'es'];

let work: string;
let site: string;
let out: string;
let report: BuildReport;
const expected: Record<string, string[]> = {};

/** Every page docs-build wrote, as its URL path under the site's base URL (`fr/x/index.html` → `/proj/fr/x`). */
async function writtenRoutes(dir: string, prefix = '/proj'): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...(await writtenRoutes(join(dir, entry.name), `${prefix}/${entry.name}`)));
    else if (entry.name === 'index.html') found.push(prefix);
  }
  return found;
}

const page = async (route: string) => parsePage(await readFile(join(out, route, 'index.html'), 'utf8'));
const texts = (dom: ParsedPage, className: string) => dom.byClass(className).map(textOf);
const dropdownLinks = (dom: ParsedPage) => dom.byClass('dropdown__link').map((a) => [textOf(a), a.attribs.href, a.attribs.hreflang]);

describe.runIf(withDocusaurus)(`a Docusaurus site in several locales${unprepared}`, () => {
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-locales-'));
    site = join(work, 'site');
    out = join(work, 'out');
    await cp(FIXTURE, site, { recursive: true });
    await linkDocusaurusPackages(site);
    // What Docusaurus itself computes for each locale: its routes, under the locale's base URL.
    for (const locale of LOCALES) expected[locale] = await docusaurusRoutes(site, locale);
    report = await build({ cwd: site, outDir: out, threads: 1, cache: false });
  }, 240_000);
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('builds every locale with no errors or warnings', () => {
    expect(report.problems.map((p) => `${formatLocation(p)}  ${p.message}`)).toEqual([]);
  });

  it("writes each locale's pages at Docusaurus's routes for it: the default locale at the base URL, French below /fr/, Spanish at its own base URL", async () => {
    // Each locale's home page is its base URL, with its slash.
    const all = LOCALES.flatMap((locale) => expected[locale]!).filter((route) => !route.endsWith('/404.html'));
    expect((await writtenRoutes(out)).map((route) => (['/proj', '/proj/fr', '/proj/espanol'].includes(route) ? `${route}/` : route)).sort()).toEqual(all.sort());
    expect(expected.fr).toContain('/proj/fr/docs/intro');
    expect(expected.es).toContain('/proj/espanol/docs/intro');
    for (const folder of ['', 'fr', 'espanol']) expect(existsSync(join(out, folder, '404.html'))).toBe(true);
  });

  it('reads a translated doc from i18n/fr/, in French, with links inside the French site', async () => {
    const intro = await page('fr/docs/intro');
    expect(intro.byTag('html')[0]!.attribs.lang).toBe('fr');
    expect(intro.byTag('h1').map(textOf)).toEqual(['Introduction en français']);
    // A link to an untranslated doc leads to that doc in French.
    const content = intro.byClass('markdown')[0] ?? intro.byTag('main')[0]!;
    expect(textOf(content)).toContain("Lisez d'abord le guide d'installation.");
    expect(intro.all((e) => e.name === 'a' && textOf(e) === "guide d'installation").map((a) => a.attribs.href)).toEqual(['/proj/fr/docs/guides/setup']);
    // An untranslated doc is the default locale's text, in the French site.
    const setup = await page('fr/docs/guides/setup');
    expect(setup.byTag('h1').map(textOf)).toEqual(['Setting up']);
    expect(setup.all((e) => e.name === 'a' && textOf(e) === 'introduction').map((a) => a.attribs.href)).toEqual(['/proj/fr/docs/intro']);
  });

  it("labels the navbar, the footer and the sidebar's categories from the locale's translation files", async () => {
    const intro = await page('fr/docs/intro');
    expect(texts(intro, 'navbar__title')).toEqual(['Les locales']);
    expect(intro.byClass('navbar__link').map(textOf)).toEqual(expect.arrayContaining(['Documentation', 'Blog']));
    expect(texts(intro, 'footer__title')).toEqual(['Plus']);
    expect(texts(intro, 'footer__link-item')).toEqual(['À propos']);
    expect(textOf(intro.byClass('footer__copyright')[0]!)).toBe('Fait en trois langues');
    expect(intro.byClass('menu__link--sublist').map(textOf)).toEqual(['Guides pratiques']);
    // The theme's own words are the locale's, from theme-translations.
    expect(texts(intro, 'skip-link')).toEqual(['Aller au contenu principal']);
    // The default locale keeps the config's labels.
    const english = await page('docs/intro');
    expect(english.byTag('html')[0]!.attribs.lang).toBe('en');
    expect(texts(english, 'navbar__title')).toEqual(['Locales']);
    expect(english.byClass('menu__link--sublist').map(textOf)).toEqual(['Guides']);
    expect(texts(english, 'skip-link')).toEqual(['Skip to main content']);
  });

  it('builds a locale without translations from the default content, in its language, at its base URL', async () => {
    const intro = await page('espanol/docs/intro');
    expect(intro.byTag('html')[0]!.attribs.lang).toBe('es');
    expect(intro.byTag('h1').map(textOf)).toEqual(['Introduction']);
    expect(intro.all((e) => e.name === 'a' && textOf(e) === 'setup guide').map((a) => a.attribs.href)).toEqual(['/proj/espanol/docs/guides/setup']);
    expect(texts(intro, 'navbar__title')).toEqual(['Locales']);
  });

  it("reads translated posts and pages, the blog's title and sidebar title, and the blog of each locale lists its own posts", async () => {
    const post = await page('fr/blog/2024/01/01/hello');
    expect(post.byTag('h1').map(textOf)).toEqual(['Bonjour']);
    expect(post.byClass('blog-sidebar__title').map(textOf)).toEqual(['Billets récents']);
    expect(textOf((await page('fr/blog')).byTag('title')[0]!)).toBe('Le blog | Locales');
    expect((await page('fr/about')).byTag('h1').map(textOf)).toEqual(['À propos']);
    expect((await page('fr/blog')).all((e) => e.name === 'a' && e.attribs.href === '/proj/fr/blog/2024/01/01/hello').map(textOf)).toContain('Bonjour');
    expect((await page('blog/2024/01/01/hello')).byTag('h1').map(textOf)).toEqual(['Hello']);
  });

  it("links the page shown in every locale from the locale dropdown, labelled by each locale's name, the current one active", async () => {
    const intro = await page('fr/docs/intro');
    expect(dropdownLinks(intro)).toEqual([
      ['English', '/proj/docs/intro', 'en'],
      ['Français', '/proj/fr/docs/intro', 'fr'],
      ['Español', '/proj/espanol/docs/intro', 'es'],
    ]);
    expect(intro.byClass('dropdown__link--active').map(textOf)).toEqual(['Français']);
    expect(textOf(intro.byClass('dropdown__toggle')[0]!)).toBe('Français');
    const home = await page('blog');
    expect(dropdownLinks(home).map(([, href]) => href)).toEqual(['/proj/blog', '/proj/fr/blog', '/proj/espanol/blog']);
    expect(home.byClass('dropdown__link--active').map(textOf)).toEqual(['English']);
  });

  it('names the page in every locale in its head (hreflang, x-default) and the other locales for Open Graph', async () => {
    const intro = await page('fr/docs/intro');
    const alternates = intro.all((e) => e.name === 'link' && e.attribs.rel === 'alternate' && e.attribs.hreflang !== undefined);
    expect(alternates.map((l) => [l.attribs.hreflang, l.attribs.href])).toEqual([
      ['en', 'https://example.org/proj/docs/intro'],
      ['fr', 'https://example.org/proj/fr/docs/intro'],
      ['es', 'https://example.org/proj/espanol/docs/intro'],
      ['x-default', 'https://example.org/proj/docs/intro'],
    ]);
    expect(intro.meta('og:locale')).toBe('fr');
    expect(intro.all((e) => e.name === 'meta' && e.attribs.property === 'og:locale:alternate').map((m) => m.attribs.content)).toEqual(['en', 'es']);
    expect(intro.all((e) => e.name === 'link' && e.attribs.rel === 'canonical').map((l) => l.attribs.href)).toEqual(['https://example.org/proj/fr/docs/intro']);
  });

  it('gives each locale its own scripts, style sheets and sitemap, under its base URL', async () => {
    const intro = await page('fr/docs/intro');
    const scripts = intro.all((e) => e.name === 'script' && e.attribs.src !== undefined).map((s) => s.attribs.src!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/proj/fr/assets/')).toBe(true);
      expect(existsSync(join(out, src.slice('/proj/'.length)))).toBe(true);
    }
    const sitemap = await readFile(join(out, 'fr/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://example.org/proj/fr/docs/intro</loc>');
    expect(sitemap).not.toContain('<loc>https://example.org/proj/docs/intro</loc>');
  });

  it('leaves the previous output whole when a locale after the default one fails, naming the locale', async () => {
    const before = await stat(join(out, 'docs/intro/index.html'));
    const frenchIntro = await readFile(join(out, 'fr/docs/intro/index.html'), 'utf8');
    await writeFile(join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'), '# Introduction\n\nUn [lien cassé](/nulle-part).\n');
    const failed = await build({ cwd: site, outDir: out, threads: 1, cache: false });
    const errors = failed.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.file, p.message.endsWith('[locale fr]')])).toEqual([['i18n/fr/docusaurus-plugin-content-docs/current/intro.md', true]]);
    expect((await stat(join(out, 'docs/intro/index.html'))).mtimeMs).toBe(before.mtimeMs);
    expect(await readFile(join(out, 'fr/docs/intro/index.html'), 'utf8')).toBe(frenchIntro);
    expect((await readdir(work)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  }, 120_000);
});

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageChunk } from '../../src/shared/types.ts';
import { build } from '../../src/node/build.ts';
import { hasClass, parsePage, textOf, type ParsedPage } from '../helpers/html.ts';
import { realSiteBuild, REPO_ROOT, ROUTES, type BuiltSite } from '../helpers/site.ts';

const SITE_TITLE = "Matheson's HA Addons";
const ORIGIN = 'https://addons.mathesonsteplock.ca';
const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));

let site: BuiltSite;
beforeAll(async () => {
  site = await realSiteBuild();
});

const htmlFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const read = (rel: string) => readFile(join(site.dir, rel), 'utf8');

async function page(route: string): Promise<{ html: string; dom: ParsedPage; data: PageChunk }> {
  const html = await read(htmlFile(route));
  const dom = parsePage(html);
  const script = dom.all((e) => e.name === 'script' && e.attribs.id === '__docs-data')[0];
  return { html, dom, data: JSON.parse(textOf(script!)) as PageChunk };
}

describe('the real site', () => {
  it('builds without errors or warnings', () => {
    expect(site.report.problems).toEqual([]);
    expect(site.report.routes).toBe(ROUTES.length);
  });

  it('writes an HTML file for every route of the spec, and 404.html', () => {
    for (const route of ROUTES) expect(existsSync(join(site.dir, htmlFile(route.path))), route.path).toBe(true);
    expect(existsSync(join(site.dir, '404.html'))).toBe(true);
  });

  it('leaves nothing of its own work in the output: no spooled search records', async () => {
    const top = await readdir(site.dir);
    // Only the marker that lets the next build replace this folder.
    expect(top.filter((name) => name.startsWith('.'))).toEqual(['.docs-build-output']);
    expect(JSON.parse(await readFile(join(site.dir, 'search/records.json'), 'utf8')).length).toBeGreaterThan(100);
    // No compressed copies without --precompress: servers compress as they send.
    const copies = await fg('**/*.{br,gz}', { cwd: site.dir });
    expect(copies).toEqual([]);
  });

  it('copies the static files', async () => {
    for (const file of ['js/custom.js', '_redirects', 'img/logo.png']) {
      expect(await readFile(join(site.dir, file))).toEqual(await readFile(join(REPO_ROOT, 'static', file)));
    }
  });

  it('writes hashed scripts and styles, and one chunk per route under assets/pages/', async () => {
    const assets = await readdir(join(site.dir, 'assets'));
    expect(assets.filter((f) => /^[\w-]+-[A-Z0-9]{8}\.js$/.test(f)).length).toBeGreaterThan(0);
    expect(assets.filter((f) => /^[\w-]+-[A-Z0-9]{8}\.css$/.test(f)).length).toBeGreaterThan(0);
    const chunks = (await readdir(join(site.dir, 'assets/pages'))).filter((f) => f.endsWith('.json'));
    expect(chunks).toHaveLength(ROUTES.length);
    for (const chunk of chunks) expect(chunk).toMatch(/^[\w-]+-[0-9a-f]{10}\.json$/);
  });

  it('lists every route, the search page included, in sitemap.xml', async () => {
    const sitemap = await read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(ROUTES.map((r) => r.path)).toContain('/search');
    const expected = ROUTES.map((r) => `${ORIGIN}${r.path}`);
    expect(locs.sort()).toEqual(expected.sort());
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  });

  describe.each(ROUTES)('$path', (route) => {
    it('has the document shell: language, direction, theme, title, description, canonical, og tags, icon, custom script', async () => {
      const { html, dom } = await page(route.path);
      expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr" data-theme="(dark|light)"/);
      const title = textOf(dom.byTag('title')[0]!);
      expect(title).toMatch(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
      expect(dom.meta('description')?.length).toBeGreaterThan(10);
      const canonical = dom.all((e) => e.name === 'link' && e.attribs.rel === 'canonical');
      expect(canonical.map((e) => e.attribs.href)).toEqual([`${ORIGIN}${route.path}`]);
      expect(dom.meta('og:title')).toBe(title);
      expect(dom.meta('og:url')).toBe(`${ORIGIN}${route.path}`);
      expect(dom.meta('og:description')).toBe(dom.meta('description'));
      expect(dom.meta('og:site_name')).toBe(SITE_TITLE);
      expect(dom.all((e) => e.name === 'link' && e.attribs.rel === 'icon').map((e) => e.attribs.href)).toEqual(['/img/logo.png']);
      expect(dom.all((e) => e.name === 'script' && e.attribs.src === '/js/custom.js')).toHaveLength(1);
      expect(dom.meta('robots')).toBeUndefined();
      expect(html).not.toMatch(/<meta name="robots"[^>]*noindex/i);
    });

    it(`shows the H1 '${route.h1}'`, async () => {
      const { dom } = await page(route.path);
      expect(dom.byTag('h1').map(textOf)).toEqual([route.h1]);
    });

    it('embeds the page data without the content HTML, and names the chunks of linked pages', async () => {
      const { html, data } = await page(route.path);
      expect(Object.keys(data).sort()).toEqual(['links', 'page']);
      expect(html).not.toMatch(/"html"\s*:/);
      expect(data.page.route).toBe(route.path);
      for (const [linked, url] of Object.entries(data.links)) {
        expect(linked).toMatch(/^\//);
        expect(existsSync(join(site.dir, url)), url).toBe(true);
      }
      expect(data.links['/']).toMatch(/^\/assets\/pages\/index-[0-9a-f]{10}\.json$/);
    });

    it('has a chunk with the content HTML and a links map', async () => {
      const { html, data } = await page(route.path);
      const files = await fg('assets/pages/*.json', { cwd: site.dir });
      const chunks = await Promise.all(files.map(async (f) => JSON.parse(await read(f)) as PageChunk));
      const mine = chunks.filter((c) => c.page.route === route.path);
      expect(mine).toHaveLength(1);
      const chunk = mine[0]!;
      expect(chunk.page).toEqual(data.page);
      expect(chunk.links).toEqual(data.links);
      if (route.kind === 'doc' || route.kind === 'markdown') {
        expect(chunk.html?.length).toBeGreaterThan(50);
        // The content HTML in the chunk is exactly what the page shows.
        expect(html).toContain(chunk.html);
      }
    });
  });

  describe.each(ROUTES.filter((r) => r.kind === 'doc'))('doc $path', (route) => {
    it('has the sidebar with the active link, breadcrumbs and a table of contents', async () => {
      const { dom, data } = await page(route.path);
      const sidebar = dom.all((e) => e.name === 'nav' && hasClass(e, 'sidebar'))[0]!;
      expect(sidebar).toBeDefined();
      const active = dom.all((e) => e.name === 'a' && hasClass(e, 'sidebar__link--active'));
      expect(active.map((a) => [a.attribs.href, a.attribs['aria-current']])).toEqual([[route.path, 'page']]);
      expect(data.page.doc?.breadcrumbs.at(-1)).toBeDefined();
      const toc = dom.all((e) => e.name === 'nav' && hasClass(e, 'toc'));
      expect(toc).toHaveLength(1);
      const tocLinks = dom.all((e) => e.name === 'a' && hasClass(e, 'toc-link'));
      expect(data.page.toc.length).toBeGreaterThan(0);
      expect(data.page.toc.every((t) => t.level >= 2 && t.level <= 3)).toBe(true);
      for (const item of data.page.toc) {
        expect(tocLinks.map((a) => a.attribs.href)).toContain(`#${item.id}`);
        expect(dom.all((e) => e.attribs?.id === item.id)).toHaveLength(1);
      }
    });
  });

  it('chains previous/next through the docs in sidebar order', async () => {
    const docs = ROUTES.filter((r) => r.kind === 'doc').map((r) => r.path);
    for (const [i, path] of docs.entries()) {
      const { data, dom } = await page(path);
      expect(data.page.doc?.previous?.href, path).toBe(docs[i - 1]);
      expect(data.page.doc?.next?.href, path).toBe(docs[i + 1]);
      const pager = dom.all((e) => e.name === 'a' && hasClass(e, 'pagination-nav__link'));
      expect(pager.map((a) => a.attribs.href), path).toEqual([docs[i - 1], docs[i + 1]].filter(Boolean));
    }
  });

  it('loads nothing from other sites: no remote scripts or images', async () => {
    const files = await fg('**/*.{html,json}', { cwd: site.dir });
    for (const file of files) {
      const text = await read(file);
      expect(text, file).not.toMatch(/<script[^>]*\ssrc=\\?"(https?:)?\/\//i);
      expect(text, file).not.toMatch(/<img[^>]*\ssrc=\\?"(https?:)?\/\//i);
      expect(text, file).not.toMatch(/<link[^>]*rel=\\?"stylesheet\\?"[^>]*href=\\?"(https?:)?\/\//i);
    }
  });

  it('has a not-found page without a canonical link', async () => {
    const html = await read('404.html');
    const dom = parsePage(html);
    expect(dom.byTag('h1').map(textOf)).toEqual(['Page Not Found']);
    expect(dom.all((e) => e.name === 'link' && e.attribs.rel === 'canonical')).toEqual([]);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr"/);
  });
});

describe('fixture sites', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'docs-build-fixture-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  async function snapshot(dir: string): Promise<Record<string, string>> {
    const files = await fg('**/*', { cwd: dir, dot: true });
    const out: Record<string, string> = {};
    for (const f of files.sort()) out[f] = createHash('sha256').update(await readFile(join(dir, f))).digest('hex');
    return out;
  }

  it('copies local images of a page into the build', async () => {
    const outDir = join(base, 'out');
    const report = await build({ cwd: join(fixtures, 'build-site'), outDir, cache: false });
    expect(report.problems).toEqual([]);
    const images = await fg('assets/images/*.png', { cwd: outDir });
    expect(images).toEqual([expect.stringMatching(/^assets\/images\/diagram-[0-9a-f]{32}\.png$/)]);
    expect(await readFile(join(outDir, images[0]!))).toEqual(await readFile(join(fixtures, 'build-site/content/docs/guide/img/diagram.png')));
    const setup = await readFile(join(outDir, 'docs/guide/setup/index.html'), 'utf8');
    expect(setup).toContain(`<img src="/${images[0]}" alt="A diagram" width="3" height="2" loading="lazy"/>`);
    // The link to a .md file became the route, with its anchor.
    expect(await readFile(join(outDir, 'docs/intro/index.html'), 'utf8')).toContain('href="/docs/guide/setup#before-you-start"');
  });

  it('leaves the previous output byte-identical when a build fails, and no temporary folders', async () => {
    const outDir = join(base, 'out');
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    const before = await snapshot(outDir);
    const report = await build({ cwd: join(fixtures, 'build-broken'), outDir, cache: false });
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ file: join('content', 'docs', 'intro.md'), line: 3, ruleId: 'broken-link', message: expect.stringContaining('/docs/nowhere') }),
    ]);
    expect(await snapshot(outDir)).toEqual(before);
    expect((await readdir(base)).sort()).toEqual(['out']);
    expect(relative(base, report.outDir)).toBe('out');
  });
});

describe('a local search without a search page', () => {
  it('writes the index but no /search page, as a Docusaurus local-search plugin that only adds a search box', async () => {
    const work = await mkdtemp(join(tmpdir(), 'docs-build-search-no-page-'));
    try {
      const { cp, writeFile } = await import('node:fs/promises');
      await cp(join(fixtures, 'build-site'), join(work, 'site'), { recursive: true });
      const configFile = join(work, 'site/docs-build.config.ts');
      await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("search: { provider: 'local' }", "search: { provider: 'local', page: false }"));
      const report = await build({ cwd: join(work, 'site'), outDir: join(work, 'out'), cache: false, threads: 1 });
      expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(existsSync(join(work, 'out/search/index.html'))).toBe(false);
      expect((await readdir(join(work, 'out/search'))).length).toBeGreaterThan(0);
      expect(existsSync(join(work, 'out/docs/intro/index.html'))).toBe(true);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

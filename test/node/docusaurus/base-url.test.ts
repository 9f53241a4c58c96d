// A Docusaurus site under a base URL (`/my-project/`, as every GitHub project page is), built with each
// `trailingSlash` value: every address the build writes must carry the base and end as the setting says, and
// lead to a file of the output laid out as Docusaurus lays it out.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-base-url/', import.meta.url));
const BASE = '/my-project/';
const ORIGIN = 'https://example.org';

type Mode = 'unset' | 'true' | 'false';

let work: string;
const builds = new Map<Mode, { out: string; report: BuildReport }>();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-base-url-'));
  for (const mode of ['unset', 'true', 'false'] as const) {
    const site = join(work, `site-${mode}`);
    await cp(FIXTURE, site, { recursive: true });
    if (mode !== 'unset') {
      const configFile = join(site, 'docusaurus.config.js');
      await writeFile(configFile, (await readFile(configFile, 'utf8')).replace('trailingSlash: undefined', `trailingSlash: ${mode}`));
    }
    const out = join(work, `out-${mode}`);
    builds.set(mode, { out, report: await build({ cwd: site, outDir: out, threads: 1, cache: false }) });
  }
}, 180_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** The file a page address is served from, for the layout of `mode`; undefined when the address is malformed for it. */
function fileOf(mode: Mode, pathname: string): string | undefined {
  expect(pathname.startsWith(BASE), `${pathname} is under ${BASE}`).toBe(true);
  const path = decodeURIComponent(pathname.slice(BASE.length));
  if (path === '' || /\.[a-z0-9]+$/i.test(path)) return path === '' ? 'index.html' : path;
  if (mode === 'true') return path.endsWith('/') ? `${path}index.html` : undefined;
  if (path.endsWith('/')) return undefined;
  return mode === 'false' ? `${path}.html` : `${path}/index.html`;
}

/** Every href, src, form action and URL-valued meta content of a page, with the attribute it is in. */
function addresses(html: string): Array<{ attr: string; value: string }> {
  return [...html.matchAll(/\s(href|src|content|action)="([^"]*)"/g)]
    .map((m) => ({ attr: m[1]!, value: m[2]!.replaceAll('&amp;', '&') }))
    .filter(({ attr, value }) => attr !== 'content' || value.startsWith(ORIGIN) || value.startsWith('/'));
}

describe.each(['unset', 'true', 'false'] as const)('a site under /my-project/ with trailingSlash %s', (mode) => {
  const out = () => builds.get(mode)!.out;
  const read = (rel: string) => readFile(join(out(), rel), 'utf8');

  it('builds without problems', () => {
    // The fixture has no node_modules: one warning says Docusaurus's own validation could not run, the other that
    // docs-build's local search stands for the site's search plugin.
    expect(builds.get(mode)!.report.problems.map((p) => p.message)).toEqual([expect.stringContaining('@docusaurus/core is not installed'), expect.stringContaining("replaced by docs-build's own local search")]);
  });

  it("writes each page where Docusaurus does: x/index.html, or x.html when URLs never end with '/'", () => {
    const pages = ['docs/intro', 'docs/guides', 'docs/guides/setup', 'blog', 'blog/2024/01/02/hello', 'blog/tags/news', 'search'];
    for (const page of pages) {
      expect(existsSync(join(out(), mode === 'false' ? `${page}.html` : `${page}/index.html`)), page).toBe(true);
      expect(existsSync(join(out(), mode === 'false' ? `${page}/index.html` : `${page}.html`)), page).toBe(false);
    }
    expect(existsSync(join(out(), 'index.html'))).toBe(true);
    expect(existsSync(join(out(), '404.html'))).toBe(true);
  });

  it('links, loads and names every address of every page under the base, each leading to a file of the output', async () => {
    const files = await fg('**/*.html', { cwd: out() });
    let checked = 0;
    for (const file of files) {
      const html = await read(file);
      for (const { attr, value } of addresses(html)) {
        if (value.startsWith('#') || value.startsWith('https://github.com/')) continue;
        const url = new URL(value, `${ORIGIN}${BASE}`);
        expect(url.origin, `${attr}="${value}" in ${file}`).toBe(ORIGIN);
        const target = fileOf(mode, url.pathname);
        expect(target, `${attr}="${value}" in ${file} ends as trailingSlash ${mode} says`).toBeDefined();
        expect(existsSync(join(out(), target!)), `${attr}="${value}" in ${file} → ${target}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('writes content links as Docusaurus does: .md files, paths with and without the base, pathname:// links', async () => {
    const html = await read(mode === 'false' ? 'docs/intro.html' : 'docs/intro/index.html');
    const slash = mode === 'true' ? '/' : '';
    expect(html).toContain(`href="/my-project/docs/guides/setup${slash}#install"`);
    expect(html).toContain(`href="/my-project/docs/guides${slash}"`);
    expect(html).toContain(`href="/my-project/docs/guides/setup${slash}"`);
    expect(html).toContain(`href="/my-project/blog${slash}"`);
    // Under the base, as written, opened like a link to another site, and never given a trailing slash.
    expect(html).toContain('<a href="/my-project/files/report.html" target="_blank" rel="noopener noreferrer">');
    // The footer's `pathname://` link too.
    expect(html.match(/href="\/my-project\/files\/report\.html"/g)).toHaveLength(2);
    expect(html).toContain('src="/my-project/img/logo.svg"');
    expect(html).toContain(`<link rel="canonical" href="https://example.org/my-project/docs/intro${slash}">`);
    expect(html).toContain(`<meta property="og:url" content="https://example.org/my-project/docs/intro${slash}">`);
    expect(html).toContain('<meta property="og:image" content="https://example.org/my-project/img/logo.svg">');
    expect(html).toContain('<link rel="icon" href="/my-project/img/favicon.ico">');
  });

  it('lists every page in the sitemap at its whole address', async () => {
    const locs = [...(await read('sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) {
      const url = new URL(loc);
      expect(url.origin).toBe(ORIGIN);
      const target = fileOf(mode, url.pathname);
      expect(target, loc).toBeDefined();
      expect(existsSync(join(out(), target!)), loc).toBe(true);
    }
    expect(locs).toContain(`${ORIGIN}/my-project/docs/intro${mode === 'true' ? '/' : ''}`);
    expect(locs).toContain(`${ORIGIN}/my-project/`);
  });

  it('gives the feeds whole addresses under the base', async () => {
    const slash = mode === 'true' ? '/' : '';
    const rss = await read('blog/rss.xml');
    expect(rss).toContain(`<link>${ORIGIN}/my-project/blog/2024/01/02/hello${slash}</link>`);
    expect(rss).toContain(`${ORIGIN}/my-project/blog/rss.xml`);
    // The excerpt's own links and images, made whole for feed readers.
    expect(rss).toContain(`href="${ORIGIN}/my-project/docs/intro${slash}"`);
    expect(rss).toContain(`src="${ORIGIN}/my-project/img/logo.svg"`);
    const atom = await read('blog/atom.xml');
    expect(atom).toContain(`<link href="${ORIGIN}/my-project/blog/2024/01/02/hello${slash}"/>`);
  });

  it('fetches the search index and page chunks from under the base, and search results link there', async () => {
    const html = await read('index.html');
    const site = JSON.parse(/<script id="__docs-site" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as { baseUrl: string; trailingSlash?: boolean; search: { indexUrl: string } };
    expect(site.search.indexUrl).toBe('/my-project/search/index/');
    expect(existsSync(join(out(), 'search/index/manifest.json'))).toBe(true);
    expect(site.baseUrl).toBe(BASE);
    const records = (await read('search/records.json')).split('\n').filter((line) => line.startsWith('{'));
    expect(records.length).toBeGreaterThan(3);
    for (const line of records) {
      const { url } = JSON.parse(line.replace(/,$/, '')) as { url: string };
      const target = fileOf(mode, url.split('#')[0]!);
      expect(target, url).toBeDefined();
      expect(existsSync(join(out(), target!)), url).toBe(true);
    }
    // Chunks are named from the site root; the client asks for them under the base (see the browser test).
    const data = JSON.parse(/<script id="__docs-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as { links: Record<string, string> };
    expect(Object.keys(data.links)).toContain('/docs/intro');
    for (const chunk of Object.values(data.links)) expect(existsSync(join(out(), chunk.slice(1))), chunk).toBe(true);
  });

  it("writes a redirect's page where its old address is and sends it to the page's address", async () => {
    const page = await read('old-intro/index.html');
    expect(page).toContain(`url=/my-project/docs/intro${mode === 'true' ? '/' : ''}"`);
  });

  it('tells serve and check the base URL the site was built for', async () => {
    expect(JSON.parse(await read('.docs-build-site.json'))).toEqual({ baseUrl: BASE });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { checkSite } from '../../../src/node/crawl/site-check.ts';
import { startStaticServer } from '../../../src/node/server/serve.ts';

const CONFIG = fileURLToPath(new URL('../../fixtures/odd-paths/docs-build.config.ts', import.meta.url));

let work: string;
let report: BuildReport;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-odd-paths-'));
  report = await build({ config: CONFIG, outDir: join(work, 'build'), cache: false, threads: 1 });
}, 60_000);
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('pages whose paths hold a space, %, #, ? or non-ASCII letters', () => {
  it('build with every relative link to them found', () => {
    expect(report.problems).toEqual([]);
  });

  it('are listed in sitemap.xml with percent-encoded locations', async () => {
    const sitemap = await readFile(join(work, 'build/sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/docs/with%20space', '/docs/100%25', '/docs/a%23b', '/docs/c%3Fd', '/docs/caf%C3%A9']) {
      expect(locs).toContain(`https://example.org${path}`);
    }
    for (const loc of locs) expect(URL.canParse(loc ?? '') && new URL(loc ?? '').href).toBe(loc);
  });

  // Case 7: `100%.md` was linked as `/docs/100%`, which the server answers 400, with nothing reported by the build.
  it('are linked by percent-encoded hrefs, from content, the sidebar and pagination, that the server answers with their file', async () => {
    const html = await readFile(join(work, 'build/docs/intro/index.html'), 'utf8');
    const hrefs = new Set([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!));
    for (const href of ['/docs/100%25', '/docs/with%20space', '/docs/a%23b']) expect(hrefs).toContain(href);
    for (const href of hrefs) expect(href, 'a raw % or space').not.toMatch(/%(?![0-9A-F]{2})|\s/);
    expect(hrefs).not.toContain('/docs/a#b');
    const server = await startStaticServer({ dir: join(work, 'build'), port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(new URL('/docs/100%25', server.url));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1>Percent</h1>');
    } finally {
      await server.close();
    }
  });

  // Every place a route becomes a URL goes through the one encoding, once: the navbar, a generated index's cards,
  // the canonical link and og:url, the search records (and the sitemap, above).
  it('are linked percent-encoded, once, from the navbar, a generated index, the canonical link and the search records', async () => {
    const hrefsOf = async (file: string) => [...(await readFile(join(work, 'build', file), 'utf8')).matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    const navbar = [...(await readFile(join(work, 'build/index.html'), 'utf8')).matchAll(/<a[^>]*class="[^"]*navbar__link[^"]*"[^>]*href="([^"]*)"|<a[^>]*href="([^"]*)"[^>]*class="[^"]*navbar__link/g)].map((m) => m[1] ?? m[2]!);
    expect(navbar).toEqual(expect.arrayContaining(['/docs/100%25', '/docs/with%20space']));
    const cards = (await readFile(join(work, 'build/docs/odd/index.html'), 'utf8')).match(/<nav class="card-list">[\s\S]*?<\/nav>/)?.[0] ?? '';
    const cardHrefs = [...cards.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(cardHrefs).toEqual(['/docs/100%25', '/docs/with%20space']);
    const percent = await readFile(join(work, 'build/docs/100%/index.html'), 'utf8');
    expect(percent).toContain('<link rel="canonical" href="https://example.org/docs/100%25">');
    expect(percent).toContain('<meta property="og:url" content="https://example.org/docs/100%25">');
    const records = JSON.parse(await readFile(join(work, 'build/search/records.json'), 'utf8')) as Array<{ url: string }>;
    const urls = new Set(records.map((record) => record.url.split('#')[0]!));
    for (const url of ['/docs/100%25', '/docs/with%20space', '/docs/a%23b', '/docs/c%3Fd', '/docs/caf%C3%A9']) expect(urls).toContain(url);
    for (const url of urls) expect(url, 'a raw % or space, or a double encoding').not.toMatch(/%(?![0-9A-F]{2})|\s|%25(?:25|20|23|3F)/);
    const server = await startStaticServer({ dir: join(work, 'build'), port: 0, host: '127.0.0.1' });
    try {
      for (const href of new Set([...navbar, ...cardHrefs, ...urls, ...(await hrefsOf('docs/odd/index.html')).filter((h) => h.startsWith('/docs/'))])) {
        expect((await fetch(new URL(href, server.url))).status, href).toBe(200);
      }
    } finally {
      await server.close();
    }
  });

  it('include a blog post whose permalink is percent-encoded once in lists, the post page, feeds and the sitemap', async () => {
    const encoded = '/blog/2024/01/02/with%20space';
    const listHtml = await readFile(join(work, 'build/blog/index.html'), 'utf8');
    const list = [...listHtml.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(list).toContain(encoded);
    // A relative .md link in another post's excerpt.
    expect(listHtml).toContain(`<a href="${encoded}">the spaced post</a>`);
    const post = await readFile(join(work, 'build/blog/2024/01/02/with space/index.html'), 'utf8');
    expect(post).toContain(`<link rel="canonical" href="https://example.org${encoded}">`);
    expect(post).toContain(`href="${encoded}" aria-current="page"`);
    expect(await readFile(join(work, 'build/blog/rss.xml'), 'utf8')).toContain(`<link>https://example.org${encoded}</link>`);
    expect(await readFile(join(work, 'build/sitemap.xml'), 'utf8')).toContain(`<loc>https://example.org${encoded}</loc>`);
    for (const href of list) expect(href, 'a raw % or space, or a double encoding').not.toMatch(/%(?![0-9A-F]{2})|\s|%25(?:25|20)/);
    const server = await startStaticServer({ dir: join(work, 'build'), port: 0, host: '127.0.0.1' });
    try {
      for (const href of list.filter((h) => h.startsWith('/blog/'))) expect((await fetch(new URL(href, server.url))).status, href).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('pass the check of the built site', async () => {
    const checked = await checkSite({ dir: join(work, 'build') });
    expect(checked.broken).toEqual([]);
    expect(checked.pagePaths).toEqual(
      expect.arrayContaining(['/docs/with%20space', '/docs/100%25', '/docs/a%23b', '/docs/c%3Fd', '/docs/caf%C3%A9']),
    );
  }, 60_000);
});

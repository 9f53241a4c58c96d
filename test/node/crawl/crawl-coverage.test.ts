import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkSite, type CheckReport } from '../../../src/node/crawl/site-check.ts';
import { formatReport } from '../../../src/node/crawl/report-format.ts';
import { pathOfHtmlFile } from '../../../src/node/crawl/seeds.ts';

const page = (title: string, body: string) => `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

let base: string;

async function writeSite(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'docs-build-check-coverage-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('pages no link reaches', () => {
  let report: CheckReport;
  beforeAll(async () => {
    const dir = join(base, 'orphans');
    await writeSite(dir, {
      'index.html': page('Home', '<a href="/linked">linked</a>'),
      'linked/index.html': page('Linked', '<a href="/">home</a>'),
      // In the sitemap only.
      'generated/one/index.html': page('One', '<a href="/gone-1">a</a> <a href="/gone-1">again</a> <img src="/gone-1" alt="">'),
      // In no sitemap and no link: only the output folder has it.
      'generated/two.html': page('Two', '<a href="/gone-2">b</a>'),
      '404.html': page('Not found', '<a href="/">home</a>'),
      'sitemap.xml': [
        '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://docs.example.org/</loc></url>',
        '<url><loc>https://docs.example.org/generated/one</loc></url>',
        '<url><loc>https://docs.example.org/removed</loc></url>',
        '</urlset>',
      ].join('\n'),
    });
    report = await checkSite({ dir });
  });

  it('are checked, from the sitemap and from the output folder', () => {
    expect(report.pagePaths).toEqual(['/', '/404', '/generated/one', '/generated/two', '/linked']);
    expect(report.broken.map((link) => [link.page, link.url])).toEqual([
      ['/generated/one', '/gone-1'],
      ['/generated/two', '/gone-2'],
      ['/sitemap.xml', '/removed'],
    ]);
  });

  it('lists each broken link once per page, however often the page refers to it', () => {
    expect(report.broken.filter((link) => link.url === '/gone-1')).toHaveLength(1);
    expect(formatReport(report, 'text')).toMatch(/\n3 broken links on 3 pages \(5 pages, \d+ links checked\)\n$/);
  });

  it('are noted as orphans', () => {
    expect(report.orphans).toEqual(['/generated/one', '/generated/two']);
    expect(formatReport(report, 'text')).toContain('Note: 2 pages no other page links to');
  });
});

describe('requests that do not end well', () => {
  it('reports a redirect loop as such', async () => {
    const dir = join(base, 'loop');
    await writeSite(dir, {
      'index.html': page('Home', '<a href="/a">a</a>'),
      '_redirects': '/a /b 301\n/b /a 301\n',
    });
    const report = await checkSite({ dir });
    expect(report.broken).toEqual([{ page: '/', url: '/a', status: 301, reason: 'redirect loop: /a → /b → /a', kind: 'link' }]);
  });

  it('turns a request over its time limit into a reported problem, not a crash', async () => {
    const dir = join(base, 'slow');
    const links = Array.from({ length: 3000 }, (_, i) => `<a href="/p${i % 1500}">${i}</a>`).join('');
    await writeSite(dir, { 'index.html': page('Home', links) });
    // One millisecond is too short for nearly every request: those are reported as timeouts. Now and then one
    // beats it on an idle machine, and finds its page missing (no linked page exists): a 404, reported as such.
    const report = await checkSite({ dir, siteTimeoutMs: 1, concurrency: 1 });
    const timedOut = report.broken.filter((link) => link.reason === 'timeout after 1 ms');
    expect(timedOut.length).toBeGreaterThan(0);
    for (const link of timedOut) expect(link.status).toBe(0);
    for (const link of report.broken.filter((link) => !timedOut.includes(link))) expect(link.status).toBe(404);
    expect(new Set(report.broken.map((link) => `${link.page} ${link.url}`)).size).toBe(report.broken.length);
  });
});

describe('pathOfHtmlFile', () => {
  it.each([
    ['index.html', '/'],
    ['a/index.html', '/a'],
    ['a/b.html', '/a/b'],
    ['with space/index.html', '/with%20space'],
    ['a#b.html', '/a%23b'],
  ])('%s is served at %s', (file, path) => {
    expect(pathOfHtmlFile(file)).toBe(path);
  });
});

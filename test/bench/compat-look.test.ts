import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_BUILD_CONTENT_LINK, DOCUSAURUS_CONTENT_LINK } from '../../bench/compat/extract-page.ts';
import { composePair, launchChromium, loadPage, lookAtSite } from '../../bench/compat/look.ts';
import { keptDocusaurusBuild, keptBuildPath, readKeptBuild } from '../../bench/compat/prepare-site.ts';
import { fileForPath, serveOutput } from '../../bench/compat/serve-output.ts';

let dir = '';
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'compat-look-'));
  write('index.html', '<!doctype html><h1>Home</h1>');
  write('docs/a/index.html', '<!doctype html><h1>A</h1>');
  write('docs/b.html', '<!doctype html><h1>B</h1>');
  write('img/x.png', 'png');
  write('404.html', '<!doctype html><h1>Not found</h1>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('compat: serving a build output under its baseUrl', () => {
  it('finds the file a static host serves for a path', () => {
    expect(fileForPath(dir, '/base/', '/base/')).toBe(join(dir, 'index.html'));
    expect(fileForPath(dir, '/base/', '/base')).toBe(join(dir, 'index.html'));
    expect(fileForPath(dir, '/base/', '/base/docs/a')).toBe(join(dir, 'docs/a/index.html'));
    expect(fileForPath(dir, '/base/', '/base/docs/a/')).toBe(join(dir, 'docs/a/index.html'));
    expect(fileForPath(dir, '/base/', '/base/docs/b')).toBe(join(dir, 'docs/b.html'));
    expect(fileForPath(dir, '/base/', '/base/img/x.png')).toBe(join(dir, 'img/x.png'));
    expect(fileForPath(dir, '/', '/docs/b')).toBe(join(dir, 'docs/b.html'));
  });

  it('serves nothing outside the baseUrl or the folder', () => {
    expect(fileForPath(dir, '/base/', '/docs/a')).toBeUndefined();
    expect(fileForPath(dir, '/base/', '/based/docs/a')).toBeUndefined();
    expect(fileForPath(dir, '/base/', '/base/../../etc/passwd')).toBeUndefined();
    expect(fileForPath(dir, '/base/', '/base/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(fileForPath(dir, '/base/', '/base/docs/missing')).toBeUndefined();
  });

  it('answers on 127.0.0.1 with the 404 page for what is missing', async () => {
    const served = await serveOutput(dir, '/base/');
    try {
      expect(served.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const page = await fetch(`${served.origin}/base/docs/b`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<h1>B</h1>');
      const missing = await fetch(`${served.origin}/docs/b`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Not found');
    } finally {
      await served.close();
    }
  });
});

describe('compat: keeping a Docusaurus build', () => {
  it('reuses a kept build of the same commit and not of another', () => {
    const outDir = join(dir, 'out/site/docusaurus');
    // No Docusaurus installed here: the build fails, and that outcome is kept with its commit.
    const first = keptDocusaurusBuild(join(dir, 'no-site'), outDir, 'a'.repeat(40));
    expect(first.ok).toBe(false);
    expect(existsSync(keptBuildPath(outDir))).toBe(true);
    expect(readKeptBuild(outDir, 'a'.repeat(40))).toMatchObject({ ok: false, commit: 'a'.repeat(40) });
    expect(readKeptBuild(outDir, 'b'.repeat(40))).toBeUndefined();
    // A kept success whose output folder is gone is no build.
    writeFileSync(keptBuildPath(outDir), JSON.stringify({ commit: 'c'.repeat(40), ok: true, ms: 5, command: 'docusaurus build' }));
    expect(readKeptBuild(outDir, 'c'.repeat(40))).toBeUndefined();
    mkdirSync(outDir, { recursive: true });
    expect(keptDocusaurusBuild(join(dir, 'no-site'), outDir, 'c'.repeat(40))).toMatchObject({ ok: true, ms: 5 });
  });
});

describe('compat: looking at a site in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads the first content link colour in light mode, screenshots both pages, and refuses requests that leave the machine', async () => {
    const site = mkdtempSync(join(tmpdir(), 'compat-look-site-'));
    const css = `<style>
      :root { --link: rgb(46, 133, 85); } [data-theme='dark'] { --link: rgb(200, 200, 0); }
      a { color: var(--link); } .hash-link { color: rgb(1, 1, 1); }
    </style>
    <script>document.documentElement.dataset.theme = localStorage.getItem('theme') || 'dark';</script>`;
    const files: Record<string, string> = {
      'index.html': `<!doctype html><html><head>${css}<link rel="stylesheet" href="https://fonts.example.com/x.css"></head><body><h1>Home</h1></body></html>`,
      'docs/intro/index.html': `<!doctype html><html><head>${css}</head><body><article><div class="theme-doc-markdown markdown">
        <h2 id="s">S<a class="hash-link" href="#s">#</a></h2><p><a href="/base/docs/x">First</a> <a href="/base/docs/y" style="color: rgb(9, 9, 9)">Second</a></p>
        <img src="https://images.example.com/a.png"></div></article></body></html>`,
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(site, path)), { recursive: true });
      writeFileSync(join(site, path), text);
    }
    const served = await serveOutput(site, '/base/');
    try {
      const shot = (page: string) => join(site, `shot-${page}.png`);
      const look = await lookAtSite(browser, served.origin, { home: '/base/', doc: '/base/docs/intro' }, DOCUSAURUS_CONTENT_LINK, shot);
      // Dark is the page's own default: the stored choice makes it light, as the harness compares light mode.
      expect(look.link).toEqual({ route: '/base/docs/intro', text: 'First', href: '/base/docs/x', colour: 'rgb(46, 133, 85)' });
      expect(look.blocked).toBe(2);
      expect(readFileSync(shot('home')).subarray(1, 4).toString()).toBe('PNG');
      expect(existsSync(shot('doc'))).toBe(true);
      // The link with Docusaurus's text is the one measured, when there is one.
      const same = await lookAtSite(browser, served.origin, { home: '/base/', doc: '/base/docs/intro' }, DOCUSAURUS_CONTENT_LINK, shot, 'Second');
      expect(same.link).toMatchObject({ text: 'Second', colour: 'rgb(9, 9, 9)' });
      // docs-build's markup has no link there: nothing is measured.
      const none = await lookAtSite(browser, served.origin, { home: '/base/', doc: '/base/docs/intro' }, DOCS_BUILD_CONTENT_LINK, shot);
      expect(none.link).toBeNull();

      const pair = join(site, 'pair.jpg');
      await composePair(browser, shot('home'), undefined, ['Docusaurus /base/', 'docs-build /base/ (not built)'], pair);
      const jpeg = readFileSync(pair);
      expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
      // Two half-size 1280 px screenshots side by side, with a frame.
      expect(jpegWidth(jpeg)).toBeGreaterThan(1280);
      expect(jpegWidth(jpeg)).toBeLessThan(1320);
    } finally {
      await served.close();
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("counts the scripts a page loads, named in its HTML or loaded by script, and not its prefetches or other hosts, and lists its errors", async () => {
    const site = mkdtempSync(join(tmpdir(), 'compat-look-js-'));
    const scripts: Record<string, string> = {
      // Named in the HTML; it loads the route's chunk by script, as webpack's runtime does.
      'assets/main.js': `const s = document.createElement('script'); s.src = '/base/assets/route.js'; document.head.append(s); // ${'m'.repeat(400)}`,
      'assets/route.js': `console.error('Caught by a boundary\\nin Widget'); throw new Error('broke'); // ${'r'.repeat(300)}`,
      // Only prefetched (a link in view): not part of the page's load.
      'assets/next.js': `window.next = true; // ${'n'.repeat(500)}`,
    };
    const files: Record<string, string> = {
      ...scripts,
      'docs/intro/index.html': `<!doctype html><html><head><script src="/base/assets/main.js" defer></script>
        <link rel="prefetch" href="/base/assets/next.js" as="script"><script src="https://analytics.example.com/a.js"></script></head>
        <body><h1>Intro</h1></body></html>`,
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(site, path)), { recursive: true });
      writeFileSync(join(site, path), text);
    }
    const served = await serveOutput(site, '/base/');
    try {
      const loaded = await loadPage(browser, served.origin, '/base/docs/intro');
      const gz = (text: string) => gzipSync(text, { level: 9 }).length;
      expect(loaded?.scripts).toEqual({ files: 2, gzip: gz(scripts['assets/main.js']!) + gz(scripts['assets/route.js']!) });
      // The console's error (its first line) and the uncaught exception; not the refused analytics script.
      expect(loaded?.errors.sort()).toEqual(['Caught by a boundary', 'broke']);
    } finally {
      await served.close();
      rmSync(site, { recursive: true, force: true });
    }
  });
});

/** The width in a JPEG's start-of-frame segment. */
function jpegWidth(jpeg: Buffer): number {
  let offset = 2;
  while (offset < jpeg.length) {
    const marker = jpeg[offset + 1]!;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return jpeg.readUInt16BE(offset + 7);
    offset += 2 + length;
  }
  return 0;
}

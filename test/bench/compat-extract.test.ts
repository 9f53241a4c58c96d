import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCS_BUILD_REGIONS, DOCUSAURUS_REGIONS, extractPage, internalPath } from '../../bench/compat/extract-page.ts';
import { extractSite, routeOfFile } from '../../bench/compat/extract-site.ts';

const docusaurusPage = `<!doctype html><html><head><title>Intro</title><script>var x = "<h1>no</h1>";</script></head><body>
<nav class="navbar navbar--fixed-top"><a class="navbar__brand" href="/base/"><b>Site</b></a>
  <a class="navbar__item navbar__link" href="/base/docs/intro">Docs</a><a href="https://github.com/x/y">GitHub</a></nav>
<div class="navbar-sidebar"><a href="/base/not-navbar">no</a></div>
<aside><ul class="theme-doc-sidebar-menu menu__list"><li><a class="menu__link" href="/base/docs/intro">Intro</a></li>
  <li><a class="menu__link" href="/base/docs/guide/">Guide</a></li></ul></aside>
<main><article><header><h1>Intro to <code>x</code>
  &amp; more</h1></header><p><a href="./guide/#setup">rel</a> <a href="#top">top</a> <a href="mailto:a@b.c">mail</a>
  <a href="https://example.com/base/docs/abs?q=1">abs</a><img src="/base/img/a.png"></p><h1>Second</h1></article></main>
<footer class="footer footer--dark"><a class="footer__link-item" href="/base/blog">Blog</a></footer>
<div class="blog-post__footer"><a href="/base/not-footer">no</a></div>
</body></html>`;

describe('compat: reading one page', () => {
  it('takes the first h1 as text, every internal link as a path, and the links of each region by class token', () => {
    const facts = extractPage(docusaurusPage, '/base/docs/intro', DOCUSAURUS_REGIONS, 'https://example.com');
    expect(facts.h1).toBe('Intro to x & more');
    expect(facts.links).toEqual([
      '/base/',
      '/base/blog',
      '/base/docs/abs',
      '/base/docs/guide/',
      '/base/docs/intro',
      '/base/not-footer',
      '/base/not-navbar',
    ]);
    expect(facts.navbar).toEqual(['/base/', '/base/docs/intro']);
    expect(facts.sidebar).toEqual(['/base/docs/guide/', '/base/docs/intro']);
    expect(facts.footer).toEqual(['/base/blog']);
  });

  it("reads docs-build's own markup with its classes", () => {
    const html = `<header class="navbar"><nav class="navbar__inner"><a href="/docs/a">A</a></nav></header>
      <nav class="sidebar" aria-label="Docs sidebar"><a href="/docs/b">B</a></nav><nav class="toc"><a href="#x">x</a></nav>
      <h1>Title</h1><footer class="footer"><a class="footer__link" href="/c">C</a></footer>`;
    const facts = extractPage(html, '/docs/a', DOCS_BUILD_REGIONS);
    expect(facts).toEqual({ h1: 'Title', links: ['/c', '/docs/a', '/docs/b'], navbar: ['/docs/a'], footer: ['/c'], sidebar: ['/docs/b'] });
  });

  it('has no h1 when the page has none', () => {
    expect(extractPage('<p>x</p>', '/', DOCUSAURUS_REGIONS).h1).toBeNull();
  });

  it('resolves links against the page and keeps only those on the site', () => {
    expect(internalPath('../b', '/docs/a/')).toBe('/docs/b');
    expect(internalPath('b', '/docs/a')).toBe('/docs/b');
    expect(internalPath('/docs/%C3%A9t%C3%A9', '/')).toBe('/docs/été');
    expect(internalPath('https://other.org/x', '/')).toBeNull();
    expect(internalPath('https://site.org/x', '/', 'https://site.org')).toBe('/x');
    expect(internalPath('#a', '/')).toBeNull();
    expect(internalPath('javascript:void(0)', '/')).toBeNull();
  });
});

describe('compat: reading an output folder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, html: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), html);
  };

  it('maps files to URLs as a static host serves them under trailingSlash', () => {
    expect(routeOfFile('index.html', { baseUrl: '/' })).toBe('/');
    expect(routeOfFile('index.html', { baseUrl: '/base' })).toBe('/base/');
    expect(routeOfFile('docs/a/index.html', { baseUrl: '/base/' })).toBe('/base/docs/a');
    expect(routeOfFile('docs/a/index.html', { baseUrl: '/', trailingSlash: true })).toBe('/docs/a/');
    expect(routeOfFile('docs/a/index.html', { baseUrl: '/', trailingSlash: false })).toBe('/docs/a');
    expect(routeOfFile('docs/a.html', { baseUrl: '/' })).toBe('/docs/a');
  });

  it('lists every page but the 404 page and redirect stubs, and unites the regions over pages', () => {
    dir = mkdtempSync(join(tmpdir(), 'compat-extract-'));
    write('index.html', '<nav class="navbar"><a href="/docs/a">A</a></nav><h1>Home</h1>');
    write('docs/a/index.html', '<nav class="navbar"><a href="/docs/a">A</a><a href="/docs/v2">v2</a></nav><ul class="theme-doc-sidebar-menu"><a href="/docs/a">A</a></ul><h1>A</h1>');
    write('404.html', '<h1>Page Not Found</h1>');
    write('old/index.html', '<meta http-equiv="refresh" content="0; url=/docs/a">');
    const facts = extractSite(dir, { baseUrl: '/' }, DOCUSAURUS_REGIONS);
    expect(Object.keys(facts.routes)).toEqual(['/docs/a', '/']);
    expect(facts.routes['/docs/a']).toEqual({ h1: 'A', links: ['/docs/a', '/docs/v2'] });
    expect(facts.navbar).toEqual(['/docs/a', '/docs/v2']);
    expect(facts.sidebar).toEqual(['/docs/a']);
    expect(facts.footer).toEqual([]);
  });
});

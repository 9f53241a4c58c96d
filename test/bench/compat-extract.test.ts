import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCS_BUILD_REGIONS, DOCUSAURUS_REGIONS, extractPage, internalPath, tocEntry } from '../../bench/compat/extract-page.ts';
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
    expect(facts).toEqual({
      h1: 'Title',
      links: ['/c', '/docs/a', '/docs/b'],
      navbar: ['/docs/a'],
      footer: ['/c'],
      sidebar: ['/docs/b'],
      toc: ['#x'],
      doc: false,
      contentLink: null,
    });
  });

  it("reads the table of contents' entries in order, nested ones included, and not an inline one", () => {
    const html = `<article><div class="theme-doc-markdown markdown"><h1>T</h1>
      <div class="tableOfContentsInline_x"><ul class="table-of-contents"><li><a href="#inline">inline</a></li></ul></div>
      <h2 id="b">B<a href="#b" class="hash-link">#</a></h2></div></article>
      <div class="col col--3"><div class="tableOfContents_x thin-scrollbar"><ul class="table-of-contents table-of-contents__left-border">
        <li><a href="#b" class="table-of-contents__link toc-highlight">B</a><ul><li><a href="#caf%C3%A9" class="table-of-contents__link">Café</a></li></ul></li>
        <li><a href="#a" class="table-of-contents__link">A</a></li></ul></div></div>`;
    expect(extractPage(html, '/docs/t', DOCUSAURUS_REGIONS).toc).toEqual(['#b', '#café', '#a']);
    const docsBuild = `<nav class="toc" aria-label="On this page"><p class="toc__title">On this page</p>
      <ul class="toc__list table-of-contents table-of-contents__left-border"><li class="toc__item"><a class="toc-link" href="#b">B</a>
      <ul class="toc__list toc__list--nested"><li><a href="#café">Café</a></li></ul></li><li><a href="#a">A</a></li></ul></nav>`;
    expect(extractPage(docsBuild, '/docs/t', DOCS_BUILD_REGIONS).toc).toEqual(['#b', '#café', '#a']);
  });

  it('reads a table-of-contents link as the anchor it names on the page', () => {
    expect(tocEntry('#caf%C3%A9', '/docs/a')).toBe('#café');
    expect(tocEntry('/docs/a#usage', '/docs/a')).toBe('#usage');
    expect(tocEntry('/docs/a/#usage', '/docs/a')).toBe('#usage');
    expect(tocEntry('/docs/b#usage', '/docs/a')).toBe('/docs/b#usage');
    expect(tocEntry('https://other.org/x#y', '/docs/a')).toBe('https://other.org/x#y');
  });

  it("finds a doc's content and its first link that is not a heading's anchor", () => {
    const html = `<nav class="navbar"><a href="/docs/x">X</a></nav><div class="theme-doc-markdown markdown"><header><h1>T</h1></header>
      <h2 id="s">See <a href="/docs/in-heading">this</a><a href="#s" class="hash-link">#</a></h2>
      <p>Read <a href="/docs/guide"><code>the</code>
        guide</a> and <a href="/docs/other">other</a>.</p></div>`;
    const facts = extractPage(html, '/docs/t', DOCUSAURUS_REGIONS);
    expect(facts.doc).toBe(true);
    expect(facts.contentLink).toEqual({ href: '/docs/guide', text: 'the guide' });
    const bare = extractPage('<div class="theme-doc-markdown markdown"><h1>T</h1><p>No link.</p></div>', '/docs/t', DOCUSAURUS_REGIONS);
    expect(bare).toMatchObject({ doc: true, contentLink: null });
    expect(extractPage('<div class="markdown"><p><a href="/x">x</a></p></div>', '/p', DOCUSAURUS_REGIONS)).toMatchObject({ doc: false, contentLink: null });
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
    write('docs/b/index.html', '<div class="theme-doc-markdown"><h1>B</h1><a href="/docs/a">A</a></div><ul class="table-of-contents__left-border"><a href="#x">x</a></ul>');
    const docPages = new Map();
    const facts = extractSite(dir, { baseUrl: '/' }, DOCUSAURUS_REGIONS, undefined, docPages);
    expect(Object.keys(facts.routes)).toEqual(['/docs/a', '/docs/b', '/']);
    expect(facts.routes['/docs/a']).toEqual({ h1: 'A', links: ['/docs/a', '/docs/v2'], toc: [] });
    expect(facts.routes['/docs/b']).toEqual({ h1: 'B', links: ['/docs/a'], toc: ['#x'] });
    expect([...docPages]).toEqual([['/docs/b', { href: '/docs/a', text: 'A' }]]);
    expect(facts.navbar).toEqual(['/docs/a', '/docs/v2']);
    expect(facts.sidebar).toEqual(['/docs/a']);
    expect(facts.footer).toEqual([]);
  });
});

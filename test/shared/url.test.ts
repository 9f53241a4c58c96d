import { describe, expect, it } from 'vitest';
import { applyTrailingSlash, assetUrl, htmlFileFor, linkUrl, routeOfUrl, routeUrl } from '../../src/shared/url.ts';

const base = (trailingSlash?: boolean) => ({ baseUrl: '/my-project/', trailingSlash });

describe('page addresses under a base URL', () => {
  it('puts a route under the base and ends it as trailingSlash says, never touching the base, the query or the hash', () => {
    expect(routeUrl('/docs/x', base())).toBe('/my-project/docs/x');
    expect(routeUrl('/docs/x', base(true))).toBe('/my-project/docs/x/');
    expect(routeUrl('/docs/x/', base(false))).toBe('/my-project/docs/x');
    expect(routeUrl('/docs/x#a', base(true))).toBe('/my-project/docs/x/#a');
    expect(routeUrl('/docs/x?q=1', base(true))).toBe('/my-project/docs/x/?q=1');
    expect(routeUrl('/', base(false))).toBe('/my-project/');
    expect(routeUrl('/', base(true))).toBe('/my-project/');
    expect(routeUrl('https://example.org/x', base(true))).toBe('https://example.org/x');
    // A route that happens to start like the base is still a route: '/docs/' as base and '/docs/x' as route.
    expect(routeUrl('/docs/x', { baseUrl: '/docs/' })).toBe('/docs/docs/x');
  });

  it('leaves files as they are named, under the base', () => {
    expect(assetUrl('/assets/pages/x.json', base(true))).toBe('/my-project/assets/pages/x.json');
    expect(assetUrl('img/a.png', base(false))).toBe('/my-project/img/a.png');
    expect(assetUrl('data:image/png;base64,AA', base())).toBe('data:image/png;base64,AA');
  });

  it("makes written links as Docusaurus's Link does", () => {
    expect(linkUrl('/docs/x', base(true))).toBe('/my-project/docs/x/');
    // Written with the base already: the base is not added twice.
    expect(linkUrl('/my-project/docs/x', base())).toBe('/my-project/docs/x');
    expect(linkUrl('/my-project', base())).toBe('/my-project/');
    // Relative links stay relative; the trailing-slash rule still applies to them.
    expect(linkUrl('other', base(true))).toBe('other/');
    expect(linkUrl('../other/', base(false))).toBe('../other');
    expect(linkUrl('#anchor', base(true))).toBe('#anchor');
    expect(linkUrl('mailto:a@b.c', base(true))).toBe('mailto:a@b.c');
    // pathname:// is a plain address under the base: never a route, never given a slash.
    expect(linkUrl('pathname:///files/report.html', base(true))).toBe('/my-project/files/report.html');
    expect(linkUrl('pathname:///api/', base(false))).toBe('/my-project/api/');
  });

  it('reads the route back from an address, and nothing from one outside the base', () => {
    expect(routeOfUrl('/my-project/docs/x/', base())).toBe('/docs/x');
    expect(routeOfUrl('/my-project/docs/x.html', base())).toBe('/docs/x');
    expect(routeOfUrl('/my-project/', base())).toBe('/');
    expect(routeOfUrl('/my-project', base())).toBe('/');
    expect(routeOfUrl('/other/docs/x', base())).toBeUndefined();
    expect(routeOfUrl('/docs/x/', { baseUrl: '/' })).toBe('/docs/x');
  });

  it('names the HTML file of a route as Docusaurus writes it', () => {
    expect(htmlFileFor('/docs/x')).toBe('docs/x/index.html');
    expect(htmlFileFor('/docs/x', true)).toBe('docs/x/index.html');
    expect(htmlFileFor('/docs/x', false)).toBe('docs/x.html');
    expect(htmlFileFor('/', false)).toBe('index.html');
    expect(htmlFileFor('/legacy.html', true)).toBe('legacy.html');
  });

  it('applies the trailing-slash rule as Docusaurus does', () => {
    expect(applyTrailingSlash('/my-project/', base(false))).toBe('/my-project/');
    expect(applyTrailingSlash('/a/b', { baseUrl: '/' })).toBe('/a/b');
    expect(applyTrailingSlash('/a/b/', { baseUrl: '/', trailingSlash: false })).toBe('/a/b');
  });
});

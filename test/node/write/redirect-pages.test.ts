import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/node/config/load.ts';
import { redirectFile, redirectHtml, redirectPages } from '../../../src/node/write/redirect-pages.ts';

const config = (redirects: unknown) => validateConfig({ title: 'T', url: 'https://example.org', navbar: {}, redirects });

describe('redirectPages', () => {
  it('adds the extension forms of every route, never over a page, then the listed redirects', () => {
    const routes = ['/', '/docs/a', '/docs/b.html', '/docs/a.html-page'];
    expect(redirectPages(config({ fromExtensions: ['html'], toExtensions: ['.html'], redirects: [{ from: ['/old', '/docs/a'], to: '/docs/a' }, { from: '/older', to: '/' }] }), routes)).toEqual([
      { from: '/docs/a.html', to: '/docs/a' },
      { from: '/docs/a.html-page.html', to: '/docs/a.html-page' },
      { from: '/docs/b.html.html', to: '/docs/b.html' },
      { from: '/docs/b', to: '/docs/b.html' },
      { from: '/old', to: '/docs/a' },
      { from: '/older', to: '/' },
    ]);
  });

  it('makes nothing without the option', () => {
    expect(redirectPages(validateConfig({ title: 'T', url: 'https://example.org', navbar: {} }), ['/a'])).toEqual([]);
  });

  it('writes a page that redirects at once, with and without script, at the folder of the old address', () => {
    const html = redirectHtml('/docs/a?x="1"');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/a?x=&quot;1&quot;">');
    expect(html).toContain('window.location.href = "/docs/a?x=\\"1\\"" + window.location.search + window.location.hash;');
    expect(redirectFile('/docs/a.html')).toBe('docs/a.html/index.html');
  });
});

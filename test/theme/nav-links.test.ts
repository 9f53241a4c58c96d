import { describe, expect, it } from 'vitest';
import { firstInternalNavbarHref, isActiveRoute } from '../../theme/nav-links.ts';

describe('isActiveRoute', () => {
  it('matches a page whose route holds a % or a space against its percent-encoded href', () => {
    expect(isActiveRoute('/docs/100%', '/docs/100%25')).toBe(true);
    expect(isActiveRoute('/docs/with space', '/docs/with%20space')).toBe(true);
    expect(isActiveRoute('/docs/100%', '/docs/with%20space')).toBe(false);
  });

  it('matches the link target, ignoring trailing slash and hash', () => {
    expect(isActiveRoute('/docs/installation/', '/docs/installation#x')).toBe(true);
    expect(isActiveRoute('/docs/other', '/docs/installation')).toBe(false);
  });

  it('matches everything under activeBasePath on whole segments', () => {
    expect(isActiveRoute('/docs/addons/tdm/resources', '/docs/installation', '/docs')).toBe(true);
    expect(isActiveRoute('/docs', '/docs/installation', '/docs/')).toBe(true);
    expect(isActiveRoute('/docsearch', '/docs/installation', '/docs')).toBe(false);
  });
});

describe('firstInternalNavbarHref', () => {
  it('skips external links and non-link items', () => {
    expect(
      firstInternalNavbarHref([
        { type: 'search', position: 'right' },
        { type: 'link', label: 'Web', href: 'https://x.org', external: true, position: 'right' },
        { type: 'link', label: 'Docs', href: '/docs/start', external: false, position: 'left' },
      ]),
    ).toBe('/docs/start');
  });

  it('falls back to the home page', () => {
    expect(firstInternalNavbarHref([])).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { Navbar } from '../../theme/Navbar.tsx';
import { loadAllPageParts } from '../../theme/page-parts.ts';
import { docPageFixture, pageFixture, siteFixture } from './fixtures.ts';
import { found, hasClass, render, textOf, within } from './html.ts';

// The suite renders while it is collected, before any hook runs.
await loadAllPageParts();

describe('Navbar', () => {
  const page = render(<Navbar site={siteFixture()} page={docPageFixture()} />);
  const header = found(page.byTag('header')[0]);

  it('is a header whose class stays exactly "navbar"', () => {
    expect(header.attribs.class).toBe('navbar');
    expect(within(header, (el) => el.name === 'nav')[0]!.attribs['aria-label']).toBe('Main');
  });

  it('links the brand home with a sized logo', () => {
    const brand = found(page.byClass('navbar__brand')[0]);
    expect(brand.attribs.href).toBe('/');
    expect(textOf(brand)).toBe('Example Add-ons');
    const logo = found(within(brand, (el) => el.name === 'img')[0]);
    expect(logo.attribs).toMatchObject({ src: '/img/logo.svg', width: '32', height: '32' });
  });

  it('marks the internal link active under its activeBasePath', () => {
    const docs = found(page.all((el) => el.name === 'a' && textOf(el) === 'Docs')[0]);
    expect(docs.attribs['aria-current']).toBe('page');
    expect(hasClass(docs, 'navbar__link--active')).toBe(true);
  });

  it('does not mark the internal link active elsewhere', () => {
    const other = render(<Navbar site={siteFixture()} page={pageFixture('react', '/')} />);
    const docs = found(other.all((el) => el.name === 'a' && textOf(el) === 'Docs')[0]);
    expect(docs.attribs['aria-current']).toBeUndefined();
  });

  it('opens external links in a new tab with an icon', () => {
    const website = found(page.all((el) => el.name === 'a' && el.attribs.href === 'https://example.org')[0]);
    expect(website.attribs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(within(website, (el) => el.name === 'svg' && hasClass(el, 'icon-external'))).toHaveLength(1);
  });

  it('renders a dropdown as a collapsed button controlling its menu', () => {
    const dropdown = page.byClass('dropdown')[0];
    const button = found(within(dropdown, (el) => el.name === 'button')[0]);
    expect(textOf(button)).toBe('Add-ons');
    expect(button.attribs['aria-expanded']).toBe('false');
    const menu = found(within(dropdown, (el) => el.name === 'ul')[0]);
    expect(button.attribs['aria-controls']).toBe(menu.attribs.id);
    expect(within(menu, (el) => el.name === 'a').map((a) => a.attribs.href)).toEqual([
      '/docs/addons/bridge',
      'https://github.com/example/upstream',
    ]);
  });

  it('renders html items, the docs version link and the search button', () => {
    expect(page.byClass('navbar__html').map((el) => within(el, (e) => e.name === 'em').length)).toEqual([1]);
    const version = found(page.all((el) => el.name === 'a' && textOf(el) === 'Next')[0]);
    expect(version.attribs.href).toBe('/docs/installation');
    const search = found(page.all((el) => 'data-search-button' in el.attribs)[0]);
    expect(search.attribs).toMatchObject({ type: 'button', 'aria-label': 'Search' });
    expect(textOf(search)).toBe('Search');
    expect(within(search, (el) => el.name === 'kbd').map((kbd) => kbd.attribs['data-key'])).toEqual(['Ctrl', 'K']);
  });

  it('places items by position', () => {
    const [left, right] = page.byClass('navbar__items');
    expect(within(left, (el) => hasClass(el, 'dropdown'))).toHaveLength(1);
    expect(within(right, (el) => 'data-search-button' in el.attribs)).toHaveLength(1);
    expect(within(left, (el) => 'data-search-button' in el.attribs)).toHaveLength(0);
  });

  it("puts a search item where the items place it, before the toggle, and Docusaurus's search button after it", () => {
    const order = (site: ReturnType<typeof siteFixture>) => {
      const [, right] = render(<Navbar site={site} page={docPageFixture()} />).byClass('navbar__items');
      return within(right!, (el) => 'data-search-button' in el.attribs || hasClass(el, 'color-mode-toggle')).map((el) => ('data-search-button' in el.attribs ? 'search' : 'toggle'));
    };
    expect(order(siteFixture())).toEqual(['search', 'toggle']);
    const base = siteFixture();
    const items = base.navbar.items.filter((item) => item.type !== 'search');
    expect(order(siteFixture({ navbar: { ...base.navbar, items, searchButton: true } }))).toEqual(['toggle', 'search']);
    expect(order(siteFixture({ navbar: { ...base.navbar, items } }))).toEqual(['toggle']);
  });

  it('has a menu button and a colour-mode toggle with icons for every mode', () => {
    const menu = found(page.all((el) => el.attribs['aria-label'] === 'Open navigation menu')[0]);
    expect(menu.attribs['aria-expanded']).toBe('false');
    const toggle = found(page.byClass('color-mode-toggle')[0]);
    expect(toggle.attribs.type).toBe('button');
    expect(within(toggle, (el) => el.name === 'svg')).toHaveLength(3);
    expect(within(toggle, (el) => hasClass(el, 'color-mode-toggle__label')).map(textOf)).toContain(
      'Switch between dark and light mode (currently system mode)',
    );
  });

  it('omits the colour-mode toggle when switching is disabled', () => {
    const site = siteFixture();
    site.colorMode = { ...site.colorMode, disableSwitch: true };
    expect(render(<Navbar site={site} page={docPageFixture()} />).byClass('color-mode-toggle')).toHaveLength(0);
  });

  it("makes a dropdown's label a link when the item has its own `to`, with the menu still controlled by it", () => {
    const site = siteFixture();
    site.navbar.items = [{ type: 'dropdown', label: 'Guides', position: 'left', items: [{ label: 'Setup', href: '/docs/setup', external: false }], link: { href: '/docs/guides', external: false } }];
    const dropdown = render(<Navbar site={site} page={pageFixture('react', '/')} />).byClass('dropdown')[0];
    expect(within(dropdown, (el) => el.name === 'button')).toHaveLength(0);
    const label = found(within(dropdown, (el) => hasClass(el, 'dropdown__toggle'))[0]);
    expect([label.name, label.attribs.href, textOf(label), label.attribs['aria-haspopup']]).toEqual(['a', '/docs/guides', 'Guides', 'true']);
    expect(label.attribs['aria-controls']).toBe(found(within(dropdown, (el) => el.name === 'ul')[0]).attribs.id);
  });

  it('renders a locale dropdown with a button too', () => {
    const site = siteFixture();
    site.navbar.items = [
      { type: 'localeDropdown', label: 'English', position: 'right', before: [], after: [] },
    ];
    const dropdown = render(<Navbar site={site} page={pageFixture('react', '/')} />).byClass('dropdown')[0];
    expect(hasClass(dropdown, 'dropdown--right')).toBe(true);
    expect(within(dropdown, (el) => el.name === 'button' && el.attribs['aria-expanded'] === 'false')).toHaveLength(1);
  });

  it("links each locale's version of the page shown, by path on the same origin and by URL on another, the current one active", () => {
    const locale = (name: string, label: string, url: string, baseUrl: string) => ({ locale: name, label, htmlLang: name, direction: 'ltr' as const, calendar: 'gregory', path: name, translate: true, url, baseUrl });
    const site = siteFixture({
      baseUrl: '/proj/fr/',
      trailingSlash: true,
      i18n: {
        defaultLocale: 'en',
        currentLocale: 'fr',
        path: 'i18n',
        locales: [locale('en', 'English', 'https://docs.example.org', '/proj/'), locale('fr', 'Français', 'https://docs.example.org', '/proj/fr/'), locale('de', 'Deutsch', 'https://de.example.org', '/')],
      },
    });
    site.navbar.items = [{ type: 'localeDropdown', label: 'Français', position: 'right', before: [{ label: 'Help us translate', href: 'https://crowdin.example.org', external: true }], after: [] }];
    const dropdown = render(<Navbar site={site} page={pageFixture('doc', '/docs/intro')} />).byClass('dropdown')[0];
    const links = within(dropdown, (el) => el.name === 'a');
    expect(links.map((a) => [a.attribs.href, a.attribs.hreflang, hasClass(a, 'dropdown__link--active')])).toEqual([
      ['https://crowdin.example.org', undefined, false],
      ['/proj/docs/intro/', 'en', false],
      ['/proj/fr/docs/intro/', 'fr', true],
      ['https://de.example.org/docs/intro/', 'de', false],
    ]);
    // Another locale's page is loaded by the browser, in the same tab.
    expect(links.slice(1).map((a) => a.attribs.target)).toEqual(['_self', '_self', '_self']);
  });
});

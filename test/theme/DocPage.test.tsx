import { describe, expect, it } from 'vitest';
import { DocPage } from '../../theme/DocPage.tsx';
import { docPageFixture, siteFixture } from './fixtures.ts';
import { found, hasClass, render, textOf, within } from './html.ts';

describe('DocPage', () => {
  const page = render(<DocPage site={siteFixture()} page={docPageFixture()} html="<h1>Basic Configuration</h1>" />);

  it('marks exactly the active sidebar link as the current page', () => {
    const sidebar = page.all((el) => el.name === 'nav' && el.attribs['aria-label'] === 'Docs sidebar')[0];
    const current = within(sidebar, (el) => el.attribs['aria-current'] === 'page');
    expect(current.map(textOf)).toEqual(['Basic Configuration']);
    expect(hasClass(current[0], 'sidebar__link--active')).toBe(true);
  });

  it('renders an expanded category as label plus list, a collapsed one as a bare link', () => {
    const categories = page.byClass('sidebar__category');
    expect(within(categories[0], (el) => el.name === 'ul')).toHaveLength(1);
    const collapsed = categories[1];
    expect(within(collapsed, (el) => el.name === 'ul')).toHaveLength(0);
    expect(within(collapsed, (el) => el.name === 'a').map((a) => a.attribs.href)).toEqual(['/docs/addons/backup']);
  });

  it('renders breadcrumbs: home link first, the last crumb current', () => {
    const nav = page.all((el) => el.name === 'nav' && el.attribs['aria-label'] === 'Breadcrumbs')[0];
    const items = within(nav, (el) => el.name === 'li');
    expect(items).toHaveLength(3);
    const home = found(within(items[0], (el) => el.name === 'a')[0]);
    expect(home.attribs.href).toBe('/');
    expect(home.attribs['aria-label']).toBe('Home page');
    expect(within(items[1], (el) => el.name === 'a')[0]!.attribs.href).toBe('/docs/addons/bridge');
    const last = within(items[2], (el) => el.attribs['aria-current'] === 'page');
    expect(last.map(textOf)).toEqual(['Basic Configuration']);
  });

  it('omits breadcrumbs when the site disables them', () => {
    const site = siteFixture();
    site.docs = { ...site.docs, breadcrumbs: false };
    const other = render(<DocPage site={site} page={docPageFixture()} html="" />);
    expect(other.all((el) => el.attribs['aria-label'] === 'Breadcrumbs')).toHaveLength(0);
  });

  it('nests level-3 headings under their level-2 heading in the ToC', () => {
    const toc = page.byClass('toc')[0];
    const topList = found(within(toc, (el) => el.name === 'ul')[0]);
    const topItems = topList.children.filter((node) => 'name' in node && node.name === 'li') as ReturnType<typeof within>;
    expect(topItems.map((li) => within(li, (el) => el.name === 'a')[0]!.attribs.href)).toEqual([
      '#prerequisites',
      '#options',
      '#topics',
    ]);
    const nested = within(topItems[1], (el) => el.name === 'ul')[0];
    expect(within(nested, (el) => el.name === 'a').map(textOf)).toEqual(['Host', 'Port']);
  });

  it('hides the ToC when the page asks for it', () => {
    const other = render(<DocPage site={siteFixture()} page={docPageFixture({ hideToc: true })} html="" />);
    expect(other.byClass('toc')).toHaveLength(0);
    expect(hasClass(other.byClass('doc-page')[0], 'doc-page--no-toc')).toBe(true);
  });

  it('shows the version badge and the edit link', () => {
    expect(page.byClass('doc-version-badge').map(textOf)).toEqual(['Version: Next']);
    const edit = found(page.byClass('edit-link')[0]);
    expect(textOf(edit)).toBe('Edit this page');
    expect(edit.attribs.href).toBe('https://github.com/example/docs/edit/main/docs/bridge.mdx');
  });

  it('shows no version badge on a doc whose version has none', () => {
    const plain = docPageFixture();
    const other = render(<DocPage site={siteFixture()} page={{ ...plain, doc: { ...plain.doc!, versionBadge: undefined } }} html="" />);
    expect(other.byClass('doc-version-badge')).toEqual([]);
  });

  it('labels the pagination cards Previous and Next', () => {
    const prev = found(page.byClass('pagination-nav__link--prev')[0]);
    const next = found(page.byClass('pagination-nav__link--next')[0]);
    expect(prev.attribs.href).toBe('/docs/installation');
    expect(within(prev, (el) => hasClass(el, 'pagination-nav__sublabel')).map(textOf)).toEqual(['Previous']);
    expect(textOf(prev)).toContain('Installation');
    expect(next.attribs.href).toBe('/docs/addons/backup/resources');
    expect(within(next, (el) => hasClass(el, 'pagination-nav__sublabel')).map(textOf)).toEqual(['Next']);
  });

  it('keeps sidebar and ToC outside main', () => {
    const main = page.byTag('main')[0];
    expect(within(main, (el) => hasClass(el, 'sidebar'))).toHaveLength(0);
    expect(within(main, (el) => hasClass(el, 'toc'))).toHaveLength(0);
    expect(within(main, (el) => hasClass(el, 'pagination-nav'))).toHaveLength(1);
  });
});

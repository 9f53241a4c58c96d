import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../theme/App.tsx';
import { loadAllPageParts } from '../../theme/page-parts.ts';
import { docPageFixture, pageFixture, siteFixture } from './fixtures.ts';
import { found, hasClass, render, textOf, within } from './html.ts';

const FOCUSABLE = new Set(['a', 'button', 'input', 'select', 'textarea']);

beforeAll(loadAllPageParts);

describe('App', () => {
  it('puts the skip link first among focusable elements, targeting #__main', () => {
    const page = render(<App site={siteFixture()} page={docPageFixture()} html="<h1>Basic Configuration</h1>" />);
    const first = found(page.all((el) => FOCUSABLE.has(el.name))[0]);
    expect(first.name).toBe('a');
    expect(first.attribs.href).toBe('#__main');
    expect(textOf(first)).toBe('Skip to main content');
    expect(page.all((el) => el.attribs.id === '__main')).toHaveLength(1);
  });

  it('renders a doc page with the content HTML inside .markdown within main', () => {
    const page = render(<App site={siteFixture()} page={docPageFixture()} html="<h1>Basic Configuration</h1><p>Body</p>" />);
    const main = found(page.byTag('main')[0]);
    expect(main.attribs.id).toBe('__main');
    const markdown = within(main, (el) => hasClass(el, 'markdown'))[0];
    expect(markdown).toBeDefined();
    expect(within(markdown, (el) => el.name === 'h1').map(textOf)).toEqual(['Basic Configuration']);
    expect(page.byClass('doc-page')).toHaveLength(1);
  });

  it('renders a markdown page with its content and no doc chrome', () => {
    const page = render(
      <App site={siteFixture()} page={{ ...pageFixture('markdown', '/markdown-page'), toc: [{ id: 'a', text: 'A', level: 2 }] }} html="<h1>Markdown</h1>" />,
    );
    expect(page.byClass('markdown-page')).toHaveLength(1);
    expect(page.byClass('doc-page')).toHaveLength(0);
    expect(page.byClass('toc')).toHaveLength(1);
    expect(page.html).toContain('<h1>Markdown</h1>');
  });

  it('renders a React page component inside main with the site and page props', () => {
    const Home = ({ site }: { site: { title: string } }) => <header className="hero">{site.title} home</header>;
    const page = render(<App site={siteFixture()} page={pageFixture('react', '/')} PageComponent={Home} />);
    const main = found(page.byTag('main')[0]);
    expect(main.attribs.id).toBe('__main');
    expect(within(main, (el) => hasClass(el, 'hero')).map(textOf)).toEqual(['Example Add-ons home']);
  });

  it('renders the search shell with the form contract', () => {
    const page = render(<App site={siteFixture()} page={pageFixture('search', '/search')} />);
    expect(textOf(page.byTag('h1')[0])).toBe('Search the documentation');
    const form = found(page.all((el) => el.attribs.role === 'search')[0]);
    expect(form.name).toBe('form');
    expect(form.attribs).toMatchObject({ action: '/search', method: 'get' });
    const input = found(within(form, (el) => el.name === 'input')[0]);
    expect(input.attribs).toMatchObject({ type: 'search', name: 'q', 'aria-label': 'Search query' });
    expect(within(form, (el) => el.name === 'button')[0]!.attribs.type).toBe('submit');
    const results = found(page.all((el) => el.attribs.id === 'search-results')[0]);
    expect(results.attribs['aria-live']).toBe('polite');
    expect(results.children).toHaveLength(0);
  });

  it('renders the not-found page with links home and to the first internal navbar link', () => {
    const page = render(<App site={siteFixture()} page={pageFixture('notFound', '/nope')} />);
    const main = page.byTag('main')[0];
    expect(textOf(within(main, (el) => el.name === 'h1')[0])).toBe('Page Not Found');
    expect(within(main, (el) => el.name === 'a').map((a) => a.attribs.href)).toEqual(['/', '/docs/installation']);
  });

  it('shows a spinner instead of the content while loading', () => {
    const page = render(<App site={siteFixture()} page={docPageFixture()} html="<h1>Hidden</h1>" loadState={{ kind: 'loading' }} />);
    const status = page.all((el) => el.attribs.role === 'status')[0];
    expect(textOf(status)).toBe('Loading…');
    expect(page.html).not.toContain('Hidden');
    expect(page.byTag('main')[0]!.attribs.id).toBe('__main');
  });

  it('shows the load error with a Retry button', () => {
    const retry = vi.fn();
    const page = render(
      <App site={siteFixture()} page={docPageFixture()} loadState={{ kind: 'error', message: 'Failed to fetch chunk', retry }} />,
    );
    const alert = page.all((el) => el.attribs.role === 'alert')[0];
    expect(textOf(alert)).toContain('Failed to fetch chunk');
    expect(within(alert, (el) => el.name === 'button').map(textOf)).toEqual(['Retry']);
  });

  it('requests no external image', () => {
    for (const element of [
      <App key="doc" site={siteFixture()} page={docPageFixture()} html="" />,
      <App key="404" site={siteFixture()} page={pageFixture('notFound', '/x')} />,
    ]) {
      const images = render(element).byTag('img');
      expect(images.length).toBeGreaterThan(0);
      for (const img of images) expect(img.attribs.src).not.toMatch(/^(https?:)?\/\//);
    }
  });

  it('renders an announcement bar with trusted HTML and a close button', () => {
    const site = siteFixture({
      announcementBar: { id: 'v2', content: '<b>New</b> release', backgroundColor: '#fff', textColor: '#000', isCloseable: true },
    });
    const page = render(<App site={site} page={docPageFixture()} html="" />);
    const bar = found(page.byClass('announcement-bar')[0]);
    expect(bar.attribs.style).toContain('background-color:#fff');
    expect(within(bar, (el) => el.name === 'b').map(textOf)).toEqual(['New']);
    expect(within(bar, (el) => el.name === 'button')[0]!.attribs['aria-label']).toBe('Close');
  });

  it('renders the same markup on repeated renders (hydration-safe)', () => {
    const element = <App site={siteFixture()} page={docPageFixture()} html="<h1>x</h1>" />;
    expect(render(element).html).toBe(render(element).html);
  });
});

import { describe, expect, it } from 'vitest';
import { Footer } from '../../theme/Footer.tsx';
import { siteFixture } from './fixtures.ts';
import { found, hasClass, render, textOf, within } from './html.ts';

describe('Footer', () => {
  const { footer } = siteFixture();

  it('renders one column per group with its title and links', () => {
    const page = render(<Footer footer={footer} />);
    const columns = page.byClass('footer__column');
    expect(columns.map((column) => textOf(within(column, (el) => el.name === 'h2')[0]))).toEqual(['Docs', 'Community']);
    expect(within(columns[1], (el) => el.name === 'a').map((a) => a.attribs.href)).toEqual([
      'https://chat.example.org',
      'https://forum.example.org',
    ]);
  });

  it('opens external links in a new tab and keeps internal ones plain', () => {
    const page = render(<Footer footer={footer} />);
    const links = page.byTag('a');
    const internal = found(links[0]);
    const external = found(links[1]);
    expect(internal.attribs.target).toBeUndefined();
    expect(external.attribs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(within(external, (el) => hasClass(el, 'icon-external'))).toHaveLength(1);
  });

  it('prints the copyright as plain text', () => {
    const page = render(<Footer footer={{ ...footer, copyright: 'Copyright © 2025 <b>Example</b>' }} />);
    expect(page.byClass('footer__copyright').map(textOf)).toEqual(['Copyright © 2025 <b>Example</b>']);
    expect(page.byTag('b')).toHaveLength(0);
  });

  it('uses the dark style class only when asked', () => {
    expect(render(<Footer footer={footer} />).byTag('footer')[0]!.attribs.class).toBe('footer footer--dark');
    expect(render(<Footer footer={{ ...footer, style: 'light' }} />).byTag('footer')[0]!.attribs.class).toBe('footer');
  });
});

import { describe, expect, it } from 'vitest';
import { LiteEmbed, mdxComponents } from '../../theme/mdx-components.tsx';
import { found, render, textOf, within } from './html.ts';

describe('LiteEmbed', () => {
  it('is one of the components every MDX page gets', () => {
    expect(mdxComponents.LiteEmbed).toBe(LiteEmbed);
  });

  const page = render(<LiteEmbed src="https://www.youtube-nocookie.com/embed/abc" title="Setup walkthrough" />);

  it('renders a placeholder carrying the embed data, with no iframe', () => {
    const box = found(page.byClass('lite-embed')[0]);
    expect(box.attribs).toMatchObject({
      'data-embed-src': 'https://www.youtube-nocookie.com/embed/abc',
      'data-embed-title': 'Setup walkthrough',
    });
    expect(page.byTag('iframe')).toHaveLength(0);
  });

  it('offers a play button and names the third-party host', () => {
    const button = found(page.byTag('button')[0]);
    expect(button.attribs).toMatchObject({ type: 'button', class: 'lite-embed__button' });
    expect(textOf(button)).toBe('Play video: Setup walkthrough');
    expect(within(button, (el) => el.name === 'svg')).toHaveLength(1);
    expect(textOf(page.byClass('lite-embed__note')[0])).toContain('www.youtube-nocookie.com');
  });
});

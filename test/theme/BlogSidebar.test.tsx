import { describe, expect, it } from 'vitest';
import type { BlogSidebarData } from '../../src/shared/blog-types.ts';
import { BlogSidebar } from '../../theme/blog/BlogSidebar.tsx';
import { render, textOf } from './html.ts';

const years: BlogSidebarData['years'] = [
  { year: '2025', posts: [{ title: 'New', permalink: '/blog/new' }] },
  { year: '2024', posts: [{ title: 'Old', permalink: '/blog/old' }, { title: 'Older', permalink: '/blog/older' }] },
];

describe('BlogSidebar', () => {
  it('lists the posts under their years when it groups by year', () => {
    const page = render(<BlogSidebar sidebar={{ title: 'Recent posts', years, groupByYear: true }} route="/blog/old" />);
    expect(page.byClass('blog-sidebar__year-title').map(textOf)).toEqual(['2025', '2024']);
    expect(page.byClass('blog-sidebar__list')).toHaveLength(2);
  });

  it('lists them in one list, newest first, without year headings otherwise', () => {
    const page = render(<BlogSidebar sidebar={{ title: 'Recent posts', years, groupByYear: false }} route="/blog/old" />);
    expect(page.byClass('blog-sidebar__year-title')).toHaveLength(0);
    expect(page.byClass('blog-sidebar__list')).toHaveLength(1);
    expect(page.byClass('blog-sidebar__link').map(textOf)).toEqual(['New', 'Old', 'Older']);
    expect(page.byClass('blog-sidebar__link').map((link) => link.attribs['aria-current'])).toEqual([undefined, 'page', undefined]);
  });
});

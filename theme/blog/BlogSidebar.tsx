// Recent posts, under the year of their date or in one list.

import type { BlogSidebarData } from '../../src/shared/blog-types.ts';
import { routeHref } from '../../src/shared/url.ts';
import { useHrefs } from '../use-href.ts';
import { useMessages } from '../use-messages.ts';

type SidebarPost = BlogSidebarData['years'][number]['posts'][number];

function PostList({ posts, route }: { posts: SidebarPost[]; route: string }) {
  const hrefs = useHrefs();
  return (
    <ul className="blog-sidebar__list">
      {posts.map((post) => (
        <li key={post.permalink}>
          <a className="blog-sidebar__link" href={hrefs.route(post.permalink)} aria-current={post.permalink === routeHref(route) ? 'page' : undefined}>
            {post.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function BlogSidebar({ sidebar, route }: { sidebar: BlogSidebarData; route: string }) {
  const messages = useMessages();
  return (
    <nav className="blog-sidebar" aria-label={messages.text('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
      <div className="blog-sidebar__title">{sidebar.title}</div>
      {sidebar.groupByYear ? (
        sidebar.years.map((year) => (
          <div key={year.year} className="blog-sidebar__year">
            <h3 className="blog-sidebar__year-title">{year.year}</h3>
            <PostList posts={year.posts} route={route} />
          </div>
        ))
      ) : (
        <PostList posts={sidebar.years.flatMap((year) => year.posts)} route={route} />
      )}
    </nav>
  );
}

// Every blog page: a post, a list of posts (the blog, a tag, an author), the tags, the authors, the archive.
// The recent-posts sidebar sits at the side on wide screens and below the content on narrow ones.

import type { BlogPostSummary, BlogViewData } from '../../src/shared/blog-types.ts';
import type { PageData } from '../../src/shared/types.ts';
import { Content } from '../Content.tsx';
import { TableOfContents } from '../TableOfContents.tsx';
import { BlogAuthors, BlogPostHeader } from './BlogPostHeader.tsx';
import { BlogPaginator } from './BlogPaginator.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';
import { BlogTags } from './BlogTags.tsx';
import { useHrefs } from '../use-href.ts';
import Heading from '../docusaurus/Heading.tsx';
import { useMessages } from '../use-messages.ts';

/** The post's opening h1 is its title, already shown in the header above. */
function withoutOpeningH1(html?: string): string | undefined {
  return html?.replace(/^\s*<h1\b[^>]*>[\s\S]*?<\/h1>/, '');
}

function ListItem({ post }: { post: BlogPostSummary }) {
  const hrefs = useHrefs();
  const messages = useMessages();
  return (
    <article className="blog-post blog-post--item">
      <BlogPostHeader post={post} asPage={false} />
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml ?? '' }} />
      {(post.tags.length > 0 || post.truncated) && (
        <footer className="blog-post__footer">
          <BlogTags tags={post.tags} />
          {post.truncated && (
            <a className="blog-post__more" href={hrefs.route(post.permalink)} aria-label={messages.text('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: post.title })}>
              <b>{messages.text('theme.blog.post.readMore', 'Read more')}</b>
            </a>
          )}
        </footer>
      )}
    </article>
  );
}

function Body({ page, blog, html }: { page: PageData; blog: BlogViewData; html?: string }) {
  const hrefs = useHrefs();
  const messages = useMessages();
  switch (blog.view) {
    case 'post':
      return (
        <>
          <article className="blog-post">
            <BlogPostHeader post={blog.post} asPage />
            <Content html={blog.contentTitle ? withoutOpeningH1(html) : html} />
            {(blog.post.tags.length > 0 || blog.editUrl) && (
              <footer className="blog-post__footer">
                <BlogTags tags={blog.post.tags} />
                {blog.editUrl && (
                  <a className="edit-link" href={blog.editUrl} target="_blank" rel="noopener noreferrer">
                    {messages.text('theme.common.editThisPage', 'Edit this page')}
                  </a>
                )}
              </footer>
            )}
          </article>
          <BlogPaginator
            label={messages.text('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')}
            newer={blog.newer && { href: blog.newer.permalink, label: blog.newer.title, sublabel: messages.text('theme.blog.post.paginator.newerPost', 'Newer post') }}
            older={blog.older && { href: blog.older.permalink, label: blog.older.title, sublabel: messages.text('theme.blog.post.paginator.olderPost', 'Older post') }}
          />
        </>
      );
    case 'list':
      return (
        <>
          {blog.heading && (
            <header className="blog-list__header">
              {blog.author ? <BlogAuthors authors={[blog.author]} /> : null}
              <h1>{blog.heading}</h1>
              {blog.intro && <p>{blog.intro}</p>}
              {blog.allTagsHref && <a href={hrefs.route(blog.allTagsHref)}>{messages.text('theme.tags.tagsPageLink', 'View all tags')}</a>}
              {blog.allAuthorsHref && <a href={hrefs.route(blog.allAuthorsHref)}>{messages.text('theme.blog.authorsList.viewAll', 'View all authors')}</a>}
            </header>
          )}
          {blog.posts.map((post) => (
            <ListItem key={post.permalink} post={post} />
          ))}
          <BlogPaginator
            label={messages.text('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}
            newer={blog.pagination.previous ? { href: blog.pagination.previous, label: messages.text('theme.blog.paginator.newerEntries', 'Newer entries') } : undefined}
            older={blog.pagination.next ? { href: blog.pagination.next, label: messages.text('theme.blog.paginator.olderEntries', 'Older entries') } : undefined}
          />
        </>
      );
    case 'tags':
      return (
        <>
          <h1>{page.title}</h1>
          {tagsByLetter(blog.tags).map(({ letter, tags }) => (
            <section key={letter} className="blog-tags-index__letter">
              <Heading as="h2" id={letter}>
                {letter}
              </Heading>
              <ul className="blog-tags-index">
                {tags.map((tag) => (
                  <li key={tag.permalink}>
                    <a className="blog-tag" href={hrefs.route(tag.permalink)}>
                      {tag.label}
                      <span className="blog-tag__count">{tag.count}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      );
    case 'authors':
      return (
        <>
          <h1>{page.title}</h1>
          <ul className="blog-authors-index">
            {blog.authors.map((author) => (
              <li key={author.key ?? author.name}>
                <BlogAuthors authors={[author]} />
                <span className="blog-authors-index__count">{messages.plural('theme.blog.post.plurals', '{count} post|{count} posts', author.count)}</span>
              </li>
            ))}
          </ul>
        </>
      );
    case 'archive':
      return (
        <>
          <h1>{page.title}</h1>
          {blog.years.map((year) => (
            <section key={year.year} className="blog-archive__year">
              <Heading as="h3" id={String(year.year)}>
                {String(year.year)}
              </Heading>
              <ul>
                {year.posts.map((post) => (
                  <li key={post.permalink}>
                    <a href={hrefs.route(post.permalink)}>
                      {post.formattedDate} - {post.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      );
  }
}

export function BlogPage({ page, html }: { page: PageData; html?: string }) {
  const blog = page.blog;
  if (!blog) return null;
  const sidebar = blog.view === 'archive' ? undefined : blog.sidebar;
  const showToc = blog.view === 'post' && !page.hideToc && page.toc.length > 0;
  return (
    <div className={`blog-page${sidebar ? '' : ' blog-page--no-sidebar'}${showToc ? '' : ' blog-page--no-toc'}`}>
      <main id="__main" className="blog-page__main" tabIndex={-1}>
        <Body page={page} blog={blog} html={html} />
      </main>
      {sidebar && (
        <div className="blog-page__sidebar">
          <BlogSidebar sidebar={sidebar} route={page.route} />
        </div>
      )}
      {showToc && (
        <div className="blog-page__toc">
          <TableOfContents items={page.toc} route={page.route} />
        </div>
      )}
    </div>
  );
}

/** Tags grouped by their first letter, letters and tags in alphabetical order, as Docusaurus's tags page lists them. */
function tagsByLetter<T extends { label: string }>(tags: readonly T[]): Array<{ letter: string; tags: T[] }> {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, group]) => ({ letter, tags: group.sort((a, b) => a.label.localeCompare(b.label)) }));
}


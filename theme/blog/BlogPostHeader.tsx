// Title, date, reading time and authors of a post: an h1 on its own page, an h2 linking to it in lists.

import type { BlogAuthorData, BlogPostSummary } from '../../src/shared/blog-types.ts';
import { useHrefs } from '../use-href.ts';
import { useMessages } from '../use-messages.ts';
import type { Messages } from '../../src/shared/translations.ts';

function Author({ author }: { author: BlogAuthorData }) {
  const hrefs = useHrefs();
  const href = author.page ?? author.url;
  const external = !author.page && href !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(href);
  const name = href ? (
    <a href={hrefs.route(href)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {author.name}
    </a>
  ) : (
    author.name
  );
  return (
    <li className="blog-author">
      {author.imageUrl && <img className="blog-author__image" src={hrefs.asset(author.imageUrl)} alt="" width={40} height={40} loading="lazy" />}
      <span className="blog-author__text">
        <span className="blog-author__name">{name}</span>
        {author.title && <span className="blog-author__title">{author.title}</span>}
      </span>
    </li>
  );
}

export function BlogAuthors({ authors }: { authors: BlogAuthorData[] }) {
  if (authors.length === 0) return null;
  return (
    <ul className={`blog-authors${authors.length > 1 ? ' blog-authors--many' : ''}`}>
      {authors.map((author, i) => (
        <Author key={author.key ?? `${author.name}-${i}`} author={author} />
      ))}
    </ul>
  );
}

/** Whole minutes, rounded up as Docusaurus shows them (its blog plugin gives a fraction: 0.4 min is '1 min read'). */
function readingTimeText(readingTime: number, messages: Messages): string {
  const minutes = Math.ceil(readingTime);
  return messages.plural('theme.blog.post.readingTime.plurals', '{readingTime} min read', minutes, { readingTime: minutes });
}

export function BlogPostHeader({ post, asPage }: { post: BlogPostSummary; asPage: boolean }) {
  const hrefs = useHrefs();
  const messages = useMessages();
  return (
    <header className="blog-post__header">
      {asPage ? (
        <h1 className="blog-post__title">{post.title}</h1>
      ) : (
        <h2 className="blog-post__title">
          <a href={hrefs.route(post.permalink)}>{post.title}</a>
        </h2>
      )}
      <div className="blog-post__meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.readingTime !== undefined && (
          <>
            {' · '}
            <span>{readingTimeText(post.readingTime, messages)}</span>
          </>
        )}
      </div>
      <BlogAuthors authors={post.authors} />
    </header>
  );
}

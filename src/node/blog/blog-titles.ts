import { messagesFor, type Messages } from '../../shared/translations.ts';
import type { SiteData } from '../../shared/types.ts';

/** The titles of the blog's own pages, as theme-classic words them, in the site's language. */
export interface BlogTitles {
  tags: string;
  archive: string;
  archiveDescription: string;
  authors: string;
  /** 'One post tagged with "x"', '3 posts tagged with "x"'. */
  tag(count: number, tagName: string): string;
  /** 'Ann - 3 posts'. */
  author(name: string, count: number): string;
}

export function blogTitles(site: Pick<SiteData, 'locale' | 'translations'>): BlogTitles {
  const messages: Messages = messagesFor(site.locale.lang, site.translations);
  const posts = (count: number) => messages.plural('theme.blog.post.plurals', 'One post|{count} posts', count);
  return {
    tags: messages.text('theme.tags.tagsPageTitle', 'Tags'),
    archive: messages.text('theme.blog.archive.title', 'Archive'),
    archiveDescription: messages.text('theme.blog.archive.description', 'Archive'),
    authors: messages.text('theme.blog.authorsList.pageTitle', 'Authors'),
    tag: (count, tagName) => messages.text('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts: posts(count), tagName }),
    author: (name, count) => messages.text('theme.blog.author.pageTitle', '{authorName} - {nPosts}', { authorName: name, nPosts: posts(count) }),
  };
}

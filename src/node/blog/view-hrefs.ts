import type { BlogAuthorData, BlogPostSummary, BlogSidebarData, BlogTagData, BlogViewData } from '../../shared/blog-types.ts';
import { routeHref } from '../../shared/url.ts';

// The blog model keys posts, tags and authors by their routes (decoded, as the file names and slugs they come
// from); a page's view gets them as hrefs, percent-encoded once here, as docs get theirs from routeHref.

const post = <T extends { permalink: string }>(item: T): T => ({ ...item, permalink: routeHref(item.permalink) });
const tag = (item: BlogTagData): BlogTagData => post(item);
const author = <T extends BlogAuthorData>(item: T): T => (item.page === undefined ? item : { ...item, page: routeHref(item.page) });
const summary = (item: BlogPostSummary): BlogPostSummary => ({ ...post(item), tags: item.tags.map(tag), authors: item.authors.map(author) });
const sidebarHrefs = (item: BlogSidebarData | undefined): BlogSidebarData | undefined =>
  item && { ...item, years: item.years.map((year) => ({ ...year, posts: year.posts.map(post) })) };
const optional = (route: string | undefined) => (route === undefined ? undefined : routeHref(route));

/** A blog view with every route in it made an href; the view's kind is kept. */
export function blogViewHrefs<T extends BlogViewData>(view: T): T {
  // Each case below returns the kind it was given.
  return viewHrefs(view) as T;
}

function viewHrefs(view: BlogViewData): BlogViewData {
  switch (view.view) {
    case 'post':
      return { ...view, post: summary(view.post), sidebar: sidebarHrefs(view.sidebar), newer: view.newer && post(view.newer), older: view.older && post(view.older) };
    case 'list':
      return {
        ...view,
        posts: view.posts.map(summary),
        pagination: { ...view.pagination, previous: optional(view.pagination.previous), next: optional(view.pagination.next) },
        sidebar: sidebarHrefs(view.sidebar),
        author: view.author && author(view.author),
        allTagsHref: optional(view.allTagsHref),
        allAuthorsHref: optional(view.allAuthorsHref),
      };
    case 'tags':
      return { ...view, tags: view.tags.map(post), sidebar: sidebarHrefs(view.sidebar) };
    case 'authors':
      return { ...view, authors: view.authors.map(author), sidebar: sidebarHrefs(view.sidebar) };
    case 'archive':
      return { ...view, years: view.years.map((year) => ({ ...year, posts: year.posts.map(post) })) };
  }
}

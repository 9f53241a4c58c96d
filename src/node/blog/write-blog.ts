import type { SiteData } from '../../shared/types.ts';
import type { BlogModel } from './blog-model.ts';
import { blogFeeds } from './feeds.ts';
import { blogRoute } from './scan-blog.ts';

/** The blog's files beside its pages: its feeds, as paths below the output folder. */
export function blogFiles(site: SiteData, blog: BlogModel | undefined): Array<{ path: string; contents: string }> {
  // Docusaurus writes no feed for a blog without posts.
  if (!blog || blog.posts.length === 0) return [];
  return blogFeeds(blog.options, { url: site.url, title: site.title, language: site.locale.htmlLang, urls: site }, blog.posts, blogRoute(blog.options, ''));
}

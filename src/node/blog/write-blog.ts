import type { SiteModel } from '../model/site-model.ts';
import { blogFeeds } from './feeds.ts';
import { blogRoute } from './scan-blog.ts';

/** The blog's files beside its pages: its feeds, as paths below the output folder. */
export function blogFiles(model: SiteModel): Array<{ path: string; contents: string }> {
  const blog = model.blog;
  // Docusaurus writes no feed for a blog without posts.
  if (!blog || blog.posts.length === 0) return [];
  const { site } = model;
  return blogFeeds(blog.options, { url: site.url, title: site.title, language: site.locale.htmlLang, urls: site }, blog.posts, blogRoute(blog.options, ''));
}


import type { SiteModel } from '../model/site-model.ts';
import type { OutputDir } from '../write/output.ts';
import { blogFeeds } from './feeds.ts';
import { blogRoute } from './scan-blog.ts';

/** The blog's files beside its pages: its feeds. */
export async function writeBlogFiles(output: OutputDir, model: SiteModel): Promise<void> {
  const blog = model.blog;
  if (!blog) return;
  const { site } = model;
  const feeds = blogFeeds(blog.options, { url: site.url, title: site.title, language: site.locale.htmlLang, urls: site }, blog.posts, blogRoute(blog.options, ''));
  for (const feed of feeds) await output.write(feed.path, feed.contents);
}

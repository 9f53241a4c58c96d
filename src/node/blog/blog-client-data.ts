import type { BlogClientData } from '../../shared/blog-types.ts';
import { pageUrl, type UrlOptions } from '../../shared/url.ts';
import type { Config } from '../config/schema.ts';
import type { BlogModel } from './blog-model.ts';
import { blogRoute } from './scan-blog.ts';

/**
 * The blog as Docusaurus's blog plugin hands it to a site's code: its metadata (`useBlogMetadata()`) and the posts
 * of its sidebar, the generated `blog-post-list-prop-default.json` that home pages import to list recent posts.
 * Addresses carry the base URL and, as in Docusaurus's data, no trailing-slash rule.
 */
export function blogClientData(blog: BlogModel, config: Pick<Config, 'baseUrl'>): BlogClientData {
  const { options } = blog;
  const url: UrlOptions = { baseUrl: config.baseUrl };
  const count = options.blogSidebarCount === 'ALL' ? blog.posts.length : options.blogSidebarCount;
  return {
    metadata: {
      blogBasePath: pageUrl(blogRoute(options, ''), url),
      blogTitle: options.blogTitle,
      authorsListPath: pageUrl(blogRoute(options, options.authorsBasePath), url),
    },
    postList: {
      title: options.blogSidebarTitle,
      items: blog.posts.slice(0, count).map((post) => {
        const label = post.source.frontmatter.sidebar_label;
        return { title: typeof label === 'string' ? label : post.summary.title, permalink: pageUrl(post.summary.permalink, url), unlisted: false, date: new Date(post.summary.date).toISOString() };
      }),
    },
  };
}

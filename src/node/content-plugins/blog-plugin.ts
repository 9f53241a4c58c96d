import { blogPostPageData } from '../blog/blog-page-data.ts';
import { scanBlog } from '../blog/scan-blog.ts';
import type { ContentPlugin } from './content-plugin.ts';

/** The blog: its posts, each a page with the post's header and sidebar, and its lists, tag, author and archive pages. */
export const blogPlugin: ContentPlugin = {
  name: 'blog',
  async loadContent(config, root) {
    const blog = await scanBlog(config, root);
    return { sources: blog.posts, problems: blog.problems, blogAuthors: blog.authors };
  },
  async routeOf(source, ctx) {
    const facts = { route: source.route, frontmatter: source.frontmatter, h1: source.h1, toc: [] };
    const page = blogPostPageData(ctx.site, ctx.config, facts, ctx.blog?.postViews.get(source.route), source.blog?.title);
    return { page, source, outFile: ctx.htmlFileFor(source.route), lvl0: 'Blog', tocLevels: ctx.tocLevels(source), linksInMarkup: true };
  },
  generatedRoutes(ctx) {
    return (ctx.blog?.pages ?? []).map((page) => ({ page, outFile: ctx.htmlFileFor(page.route), lvl0: 'Blog', tocLevels: ctx.tocLevels(), linksInMarkup: true }));
  },
  // Its route and facts come from the scan's reading of the post; an edit that changes them is not taken alone anyway.
  readAgain: (edited) => edited,
  // A post's text is also its excerpt on list pages and in feeds, and its date and tags place it in them.
  textReachesOtherPages: true,
};

import { join } from 'node:path';
import { DEFAULT_PLUGIN_ID } from '../../shared/global-data-types.ts';
import { blogPostPageData } from '../blog/blog-page-data.ts';
import { scanBlog } from '../blog/scan-blog.ts';
import { blogFiles } from '../blog/write-blog.ts';
import { blogPostsFromPlugin } from '../docusaurus-content/blog-content.ts';
import { pluginTranslationsDir } from '../i18n/translation-file.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { ContentPlugin } from './content-plugin.ts';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** The blog: its posts, each a page with the post's header and sidebar, and its lists, tag, author and archive pages. */
export const blogPlugin: ContentPlugin = {
  name: 'blog',
  async loadContent(config, root) {
    const blog = await scanBlog(config, root);
    return { sources: blog.posts, problems: blog.problems, blogAuthors: blog.authors };
  },
  async loadDocusaurusContent(outputs, ctx) {
    const problems: Diagnostic[] = outputs.filter((output) => output.id !== DEFAULT_PLUGIN_ID).map((output) => instanceWarning(ctx.shown, output.keyPath, output.id));
    const output = outputs.find((o) => o.id === DEFAULT_PLUGIN_ID);
    // The blog plugin reads a post's translation, when the locale has one, in place of the post.
    const blog = await scanBlog(ctx.config, ctx.root, output && ctx.host.localizationDir ? pluginTranslationsDir(ctx.host.localizationDir, BLOG_PLUGIN) : undefined);
    if (!output) return { sources: blog.posts, problems: [...problems, ...blog.problems], blogAuthors: blog.authors };
    // The site's blog plugin accepted its posts: what docs-build's own reading would refuse is only worth a warning.
    problems.push(...blog.problems.map((problem) => ({ ...problem, severity: 'warning' as const })));
    const posts = blogPostsFromPlugin(output, blog.posts, { siteDir: ctx.root, baseUrl: ctx.config.baseUrl });
    return { sources: posts.posts, problems, blogAuthors: posts.authors };
  },
  async routeOf(source, ctx) {
    const facts = { route: source.route, frontmatter: source.frontmatter, h1: source.h1, toc: [] };
    const page = blogPostPageData(ctx.site, ctx.config, facts, ctx.blog?.postViews.get(source.route), source.blog?.title);
    return { page, source, outFile: ctx.htmlFileFor(source.route), lvl0: 'Blog', tocLevels: ctx.tocLevels(source), linksInMarkup: true };
  },
  generatedRoutes(ctx) {
    return (ctx.blog?.pages ?? []).map((page) => ({ page, outFile: ctx.htmlFileFor(page.route), lvl0: 'Blog', tocLevels: ctx.tocLevels(), linksInMarkup: true }));
  },
  getPathsToWatch: (config, root) => (config.blog === false ? [] : [join(root, config.blog.path)]),
  unlistedRoutes: (ctx) => ctx.blog?.unlisted ?? [],
  extraFiles: (ctx) => blogFiles(ctx.site, ctx.blog),
  // Its route and facts come from the scan's reading of the post; an edit that changes them is not taken alone anyway.
  readAgain: (edited) => edited,
  // A post's text is also its excerpt on list pages and in feeds, and its date and tags place it in them.
  textReachesOtherPages: true,
};

function instanceWarning(file: string, keyPath: string, id: string): Diagnostic {
  return {
    file,
    keyPath,
    message: `a second blog plugin instance ('${id}') is not built yet; its pages are left out.`,
    ruleId: 'docusaurus-plugin',
    severity: 'warning',
    hint: 'Build the site with Docusaurus for those pages, or merge them into the default instance.',
  };
}

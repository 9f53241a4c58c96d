import { z } from 'zod';

// The blog's options carry the names and defaults of Docusaurus's blog plugin, so a Docusaurus config's `blog`
// section can be passed through as it is.

/** What Docusaurus passes a blog `editUrl` function. */
export interface BlogEditUrlParams {
  blogDirPath: string;
  blogPath: string;
  permalink: string;
  locale: string;
}

const feedType = z.enum(['rss', 'atom', 'json']);

export const blogSchema = z.strictObject({
  path: z.string().default('blog').describe('Folder of the posts, relative to the site folder. Without this folder the site has no blog.'),
  routeBasePath: z.string().default('blog').describe('Route the blog is served under.'),
  postsPerPage: z
    .union([z.number().int().min(1), z.literal('ALL')])
    .default(10)
    .describe("Posts per list page; 'ALL' puts every post on one page."),
  authorsMapPath: z.string().default('authors.yml').describe('Authors map, relative to the blog folder.'),
  tags: z
    .union([z.string(), z.literal(false), z.null()])
    .default('tags.yml')
    .describe('Predefined tags, relative to the blog folder; false or null for none.'),
  onInlineTags: z
    .enum(['ignore', 'log', 'warn', 'throw'])
    .default('warn')
    .describe("What to do with a post's tag that the tags file does not define (when there is one)."),
  feedOptions: z
    .strictObject({
      type: z
        .union([feedType, z.literal('all'), z.array(feedType), z.null()])
        .default(['rss', 'atom'])
        .describe("Feeds written: 'rss', 'atom', 'json', a list of them, 'all', or null for none."),
      title: z.string().optional().describe('Title of the feeds; default: the site title.'),
      description: z.string().optional().describe('Description of the feeds.'),
      copyright: z.string().optional().describe('Copyright of the feeds.'),
      language: z.string().optional().describe('Language of the feeds.'),
      limit: z
        .union([z.number().int().min(1), z.literal(false), z.null()])
        .default(20)
        .describe('Posts in each feed; false or null for all.'),
    })
    .default({ type: ['rss', 'atom'], limit: 20 })
    .describe('RSS, Atom and JSON feeds of the newest posts.'),
  blogSidebarCount: z
    .union([z.number().int().min(0), z.literal('ALL')])
    .default(5)
    .describe("Recent posts in the blog sidebar; 'ALL' for every post, 0 for no sidebar."),
  blogSidebarTitle: z.string().default('Recent posts').describe('Heading of the blog sidebar.'),
  sidebarGroupByYear: z
    .boolean()
    .default(true)
    .describe("Groups the blog sidebar's posts under the year of their date (a Docusaurus site's `themeConfig.blog.sidebar.groupByYear`)."),
  blogTitle: z.string().default('Blog').describe("Title of the blog's list pages."),
  blogDescription: z.string().default('Blog').describe("Meta description of the blog's list pages."),
  showReadingTime: z.boolean().default(true).describe("Shows each post's reading time (200 words a minute)."),
  editUrl: z
    .union([
      z.string(),
      z.custom<(params: BlogEditUrlParams) => string | undefined>((value) => typeof value === 'function', { message: 'expected a URL or a function returning one' }),
    ])
    .optional()
    .describe(
      "Prefix of the 'Edit this page' link, the blog folder and the post's path in it appended; or, as in Docusaurus, a function of `{ blogDirPath, blogPath, permalink, locale }` returning the whole URL.",
    ),
  archiveBasePath: z
    .union([z.string(), z.null()])
    .default('archive')
    .describe('Route of the archive page under the blog; null for no archive.'),
  tagsBasePath: z.string().default('tags').describe('Route of the tag pages under the blog.'),
  authorsBasePath: z.string().default('authors').describe('Route of the author pages under the blog.'),
  pageBasePath: z.string().default('page').describe('Route of the list pages after the first (/blog/page/2).'),
  truncateMarker: z
    .instanceof(RegExp)
    .default(/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/)
    .describe('Where an excerpt ends: <!-- truncate --> in Markdown, {/* truncate */} in MDX.'),
  include: z.array(z.string()).default(['**/*.{md,mdx}']).describe('Glob patterns of the posts inside the blog folder.'),
  exclude: z
    .array(z.string())
    .default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'])
    .describe('Glob patterns of files in the blog folder that are no posts.'),
  sortPosts: z.enum(['descending', 'ascending']).default('descending').describe('Order of the posts in lists: newest first by default.'),
});

export type BlogConfig = z.output<typeof blogSchema>;
export type BlogUserConfig = z.input<typeof blogSchema>;

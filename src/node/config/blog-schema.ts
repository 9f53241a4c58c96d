import { z } from 'zod';

// The blog's options carry the names and defaults of Docusaurus's blog plugin, so a Docusaurus config's `blog`
// section can be passed through as it is.

const feedType = z.enum(['rss', 'atom', 'json']);

export const blogSchema = z.strictObject({
  /** Folder of the posts, relative to the site root. Without this folder the site has no blog. */
  path: z.string().default('blog'),
  routeBasePath: z.string().default('blog'),
  /** Posts per list page; 'ALL' puts every post on one page. */
  postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
  /** Authors map, relative to the blog folder. */
  authorsMapPath: z.string().default('authors.yml'),
  /** Predefined tags, relative to the blog folder; `false` or `null` for none. */
  tags: z.union([z.string(), z.literal(false), z.null()]).default('tags.yml'),
  /** What to do with a post's tag that the tags file does not define (when there is one). */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  feedOptions: z
    .strictObject({
      /** 'all' is rss, atom and json; null writes no feed. */
      type: z.union([feedType, z.literal('all'), z.array(feedType), z.null()]).default(['rss', 'atom']),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      language: z.string().optional(),
      /** Posts in each feed; false or null for all. */
      limit: z.union([z.number().int().min(1), z.literal(false), z.null()]).default(20),
    })
    .default({ type: ['rss', 'atom'], limit: 20 }),
  /** Recent posts in the blog sidebar; 'ALL' for every post, 0 for no sidebar. */
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  showReadingTime: z.boolean().default(true),
  /** Prefix of the 'Edit this page' link; the post's path inside the blog folder is appended. */
  editUrl: z.string().optional(),
  archiveBasePath: z.union([z.string(), z.null()]).default('archive'),
  tagsBasePath: z.string().default('tags'),
  authorsBasePath: z.string().default('authors'),
  pageBasePath: z.string().default('page'),
  /** `<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX. */
  truncateMarker: z.instanceof(RegExp).default(/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/),
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
});

export type BlogConfig = z.output<typeof blogSchema>;
export type BlogUserConfig = z.input<typeof blogSchema>;

import { dirname, resolve } from 'node:path';
import type { BlogAuthorData, BlogPostSummary, BlogSidebarData, BlogTagData, BlogViewData } from '../../shared/blog-types.ts';
import type { PageData, SiteData } from '../../shared/types.ts';
import type { BlogOptions, Config } from '../config/schema.ts';
import type { ContentSource } from '../content/content-source.ts';
import { headTitle } from '../model/page-data.ts';
import { blogEditUrl } from '../content/edit-url.ts';
import { excerptHtml } from './excerpt-html.ts';
import { lazyValue } from './lazy-value.ts';
import { paginate } from './paginate.ts';
import { formatPostDate } from './post-path.ts';
import { blogRoute } from './scan-blog.ts';
import type { BlogPostMeta } from './post-meta.ts';
import { blogViewHrefs } from './view-hrefs.ts';
import { blogTitles } from './blog-titles.ts';
import { messagesFor } from '../../shared/translations.ts';
import { routeHref } from '../../shared/url.ts';

/** A post, with what lists and feeds show of it. */
export interface BlogPost {
  source: ContentSource & { blog: BlogPostMeta };
  summary: BlogPostSummary;
  /** Plain text for feeds and meta descriptions: the frontmatter's description, or the excerpt's text. */
  description: string;
}

export interface BlogModel {
  options: BlogOptions;
  /** Listed posts, newest first (or as `sortPosts` says). */
  posts: BlogPost[];
  /** The blog's generated pages: lists, tag pages, author pages, archive. */
  pages: PageData[];
  /** View model of a post's own page, by route, made when first asked for. */
  postViews: Map<string, () => Extract<BlogViewData, { view: 'post' }>>;
  /** Routes of unlisted posts: built, but left out of lists, feeds and the sitemap. */
  unlisted: string[];
}

const stripTags = (html: string) =>
  html
    .replace(/<\/?(?:p|div|h[1-6]|li|ul|ol|br|pre|blockquote|table|tr|td|th|hr)\b[^>]*>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Posts sorted, summarised and laid out on list, tag, author and archive pages. Pure: no disk. */
export function buildBlogModel(config: Config, site: SiteData, sources: ContentSource[], authorsMap: ReadonlyMap<string, BlogAuthorData> = new Map()): BlogModel | undefined {
  const options = config.blog;
  if (options === false) return undefined;
  const all = sources.filter((s): s is ContentSource & { blog: BlogPostMeta } => s.plugin === 'blog' && s.blog !== undefined);
  // A blog without posts still has its authors' pages, as in Docusaurus; no lists, feeds or archive.
  if (all.length === 0 && authorsMap.size === 0) return undefined;
  const locale = site.locale.htmlLang;
  const routesByFile = new Map(sources.map((s) => [s.file, s.route]));
  const messages = messagesFor(site.locale.lang, site.translations);
  // A post's reading time and excerpt are made when a page or feed that shows them is made (lazy-value.ts).
  const toPost = (source: ContentSource & { blog: BlogPostMeta }): BlogPost => {
    const meta = source.blog;
    const html = lazyValue(() => excerptHtml(meta.excerpt, source.format === 'mdx' ? 'mdx' : 'md', config.markdown.emoji, (href) => routeOfLink(source.file, href, routesByFile), config, messages));
    const summary: BlogPostSummary = {
      title: meta.title,
      permalink: source.route,
      date: meta.date,
      formattedDate: formatPostDate(meta.date, locale),
      authors: meta.authors,
      tags: meta.tags,
      get readingTime() {
        return options.showReadingTime ? meta.readingTime : undefined;
      },
      get excerptHtml() {
        return html();
      },
      truncated: meta.truncated,
    };
    const written = typeof source.frontmatter.description === 'string' ? source.frontmatter.description : undefined;
    return {
      source,
      summary,
      get description() {
        return written ?? firstWords(stripTags(html()));
      },
    };
  };
  const direction = options.sortPosts === 'ascending' ? 1 : -1;
  const everything = all.map(toPost).sort((a, b) => direction * a.summary.date.localeCompare(b.summary.date) || a.summary.permalink.localeCompare(b.summary.permalink));
  const posts = everything.filter((p) => !p.source.blog.unlisted);
  const sidebar = blogSidebar(options, posts);
  const pages: PageData[] = [];
  const titles = blogTitles(site);
  // A page's view lists posts with their excerpts: it is made when the page is first read.
  const page = (route: string, title: string, description: string, blog: () => BlogViewData): PageData => {
    const view = lazyValue(() => blogViewHrefs(blog()));
    return {
      route,
      kind: 'blog',
      title,
      headTitle: headTitle(site, title),
      description,
      toc: [],
      hideToc: true,
      get blog() {
        return view();
      },
    };
  };
  const summaries = (list: BlogPost[]) => list.map((p) => p.summary);
  const base = blogRoute(options, '');
  for (const chunk of all.length > 0 ? paginate(posts, options.postsPerPage, base, options.pageBasePath) : []) {
    pages.push(page(chunk.route, options.blogTitle, options.blogDescription, () => ({ view: 'list', heading: '', posts: summaries(chunk.items), pagination: chunk.pagination, sidebar })));
  }

  const tags = new Map<string, { tag: BlogTagData; posts: BlogPost[] }>();
  for (const post of posts) {
    for (const tag of post.summary.tags) {
      const entry = tags.get(tag.permalink) ?? { tag, posts: [] };
      entry.posts.push(post);
      tags.set(tag.permalink, entry);
    }
  }
  const tagsRoute = blogRoute(options, options.tagsBasePath);
  if (tags.size > 0) {
    const list = [...tags.values()].map(({ tag, posts: tagged }) => ({ ...tag, count: tagged.length })).sort((a, b) => a.label.localeCompare(b.label, locale));
    pages.push(page(tagsRoute, titles.tags, titles.tags, () => ({ view: 'tags', tags: list, sidebar })));
    for (const { tag, posts: tagged } of tags.values()) {
      const heading = titles.tag(tagged.length, tag.label);
      for (const chunk of paginate(tagged, options.postsPerPage, tag.permalink, options.pageBasePath)) {
        pages.push(page(chunk.route, heading, tag.description ?? heading, () => ({ view: 'list', heading, intro: tag.description, posts: summaries(chunk.items), pagination: chunk.pagination, sidebar, allTagsHref: tagsRoute })));
      }
    }
  }

  // As in Docusaurus, the authors page lists every author of the authors map (those without posts too), in the
  // map's order; only authors that ask for a page get one, even when they have no posts yet.
  if (authorsMap.size > 0) {
    const postsOf = (key: string) => posts.filter((post) => post.summary.authors.some((a) => a.key === key));
    const list = [...authorsMap.values()].map((author) => ({ author, written: postsOf(author.key ?? '') }));
    pages.push(page(blogRoute(options, options.authorsBasePath), titles.authors, titles.authors, () => ({ view: 'authors', authors: list.map(({ author, written }) => ({ ...author, count: written.length })), sidebar })));
    for (const { author, written } of list) {
      if (!author.page) continue;
      for (const chunk of paginate(written, options.postsPerPage, author.page, options.pageBasePath)) {
        pages.push(page(chunk.route, titles.author(author.name, written.length), author.title ?? author.name, () => ({ view: 'list', heading: author.name, posts: summaries(chunk.items), pagination: chunk.pagination, sidebar, author, allAuthorsHref: blogRoute(options, options.authorsBasePath) })));
      }
    }
  }

  if (options.archiveBasePath !== null && posts.length > 0) {
    pages.push(page(blogRoute(options, options.archiveBasePath), titles.archive, titles.archiveDescription, () => ({ view: 'archive', years: byYear(posts, (p) => ({ title: p.summary.title, permalink: p.summary.permalink, formattedDate: p.summary.formattedDate })) })));
  }

  const postViews = new Map<string, () => Extract<BlogViewData, { view: 'post' }>>();
  everything.forEach((post) => {
    const at = posts.indexOf(post);
    const link = (p?: BlogPost) => p && { title: p.summary.title, permalink: p.summary.permalink };
    // In a newest-first list the newer post is the one before.
    const [newer, older] = direction === -1 ? [posts[at - 1], posts[at + 1]] : [posts[at + 1], posts[at - 1]];
    postViews.set(post.summary.permalink, lazyValue(() => blogViewHrefs({
      view: 'post',
      post: { ...post.summary, excerptHtml: undefined },
      contentTitle: post.source.blog.contentTitle,
      sidebar,
      newer: at >= 0 ? link(newer) : undefined,
      older: at >= 0 ? link(older) : undefined,
      editUrl: blogEditUrl(
        options.editUrl,
        {
          blogDirPath: options.path.split('\\').join('/').replace(/^\.\/|\/+$/g, ''),
          blogPath: post.source.blog.blogPath,
          permalink: `${config.baseUrl.replace(/\/$/, '')}${post.summary.permalink}`,
          locale: config.i18n.defaultLocale,
        },
        post.source.frontmatter,
      ),
    })));
  });
  return { options, posts, pages, postViews, unlisted: everything.filter((p) => p.source.blog.unlisted).map((p) => p.summary.permalink) };
}

/** Href of a relative link to a Markdown file ('../other-post.md#part'), as the post's own page resolves it: its route percent-encoded. */
function routeOfLink(file: string, href: string, routesByFile: ReadonlyMap<string, string>): string | undefined {
  const match = /^([^#?]+\.mdx?)(#.*)?$/.exec(href);
  if (!match || /^[a-z][a-z0-9+.-]*:|^\//i.test(href)) return undefined;
  const route = routesByFile.get(resolve(dirname(file), decodeURIComponent(match[1]!)));
  return route && `${routeHref(route)}${match[2] ?? ''}`;
}

function blogSidebar(options: BlogOptions, posts: BlogPost[]): BlogSidebarData | undefined {
  const count = options.blogSidebarCount === 'ALL' ? posts.length : options.blogSidebarCount;
  if (count === 0) return undefined;
  return { title: options.blogSidebarTitle, years: byYear(posts.slice(0, count), (p) => ({ title: p.summary.title, permalink: p.summary.permalink })), groupByYear: options.sidebarGroupByYear };
}

function byYear<T>(posts: BlogPost[], pick: (post: BlogPost) => T): Array<{ year: string; posts: T[] }> {
  const years: Array<{ year: string; posts: T[] }> = [];
  for (const post of posts) {
    const year = post.summary.date.slice(0, 4);
    const last = years[years.length - 1];
    if (last?.year === year) last.posts.push(pick(post));
    else years.push({ year, posts: [pick(post)] });
  }
  return years;
}

/** Docusaurus's English plural of a post count, used in tag and author page titles. */
function firstWords(text: string, max = 300): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}

import type { BlogAuthorData, BlogPostSummary, BlogSidebarData, BlogTagData, BlogViewData } from '../../shared/blog-types.ts';
import { lazyValue } from '../blog/lazy-value.ts';
import type { PageData, SiteData } from '../../shared/types.ts';
import type { BlogModel } from '../blog/blog-model.ts';
import type { AuthorsMap } from '../blog/authors.ts';
import { formatPostDate } from '../blog/post-path.ts';
import type { BlogPostMeta } from '../blog/post-meta.ts';
import { blogViewHrefs } from '../blog/view-hrefs.ts';
import { blogTitles } from '../blog/blog-titles.ts';
import type { ContentSource } from '../content/content-source.ts';
import { headTitle } from '../model/page-data.ts';
import type { ContentPluginOutput } from '../plugins/run-plugins.ts';
import type { AddedRoute } from '../plugins/route-pages.ts';
import { routeOfPermalink, sourceFile } from './site-paths.ts';
import { routeHref } from '../../shared/url.ts';

/** A post's metadata as the blog plugin loads it (`BlogPostMetadata`), the parts docs-build reads. */
interface DocusaurusPostMetadata {
  permalink: string;
  source: string;
  title: string;
  date: Date | string;
  tags: Array<{ label: string; permalink: string; description?: string }>;
  readingTime?: number;
  hasTruncateMarker: boolean;
  authors: DocusaurusAuthor[];
  unlisted?: boolean;
  editUrl?: string;
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
}

interface DocusaurusAuthor {
  key?: string | null;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  page?: { permalink: string } | null;
}

interface BlogLoadedContent {
  blogPosts: Array<{ id: string; metadata: DocusaurusPostMetadata }>;
  authorsMap?: Record<string, DocusaurusAuthor>;
}

/** A paginated list's metadata (`BlogPaginatedMetadata`). */
interface ListMetadata {
  permalink: string;
  page: number;
  totalPages: number;
  previousPage?: string;
  nextPage?: string;
  blogTitle: string;
  blogDescription: string;
}

/**
 * The posts docs-build scanned, as the blog plugin loaded them: only the posts it kept (no drafts), at its
 * permalinks, with its dates, authors (and their pages), tags and truncation. docs-build keeps what it reads from
 * the text itself: the excerpt, and whether the title opens the content.
 */
export function blogPostsFromPlugin(output: ContentPluginOutput, scanned: readonly ContentSource[], site: { siteDir: string; baseUrl: string }): { posts: ContentSource[]; authors: AuthorsMap } {
  const content = output.content as BlogLoadedContent;
  const byFile = new Map(scanned.filter((s) => s.blog).map((s) => [s.file, s]));
  const posts: ContentSource[] = [];
  for (const { metadata } of content.blogPosts) {
    const scannedPost = byFile.get(sourceFile(metadata.source, site.siteDir));
    if (!scannedPost?.blog) continue;
    const scanned = scannedPost.blog;
    const blog: BlogPostMeta = {
      ...withoutReadingTime(scanned),
      title: metadata.title,
      date: new Date(metadata.date).toISOString(),
      authors: metadata.authors.map((author) => authorData(author, site.baseUrl)),
      tags: metadata.tags.map((tag) => tagData(tag, site.baseUrl)),
      // Docusaurus's when it computed one (showReadingTime), else docs-build's, counted only if asked for.
      get readingTime() {
        return metadata.readingTime ?? scanned.readingTime;
      },
      truncated: metadata.hasTruncateMarker,
      unlisted: metadata.unlisted === true,
    };
    posts.push({ ...scannedPost, route: routeOfPermalink(metadata.permalink, site.baseUrl), blog });
  }
  const authors: AuthorsMap = new Map(Object.entries(content.authorsMap ?? {}).map(([key, author]) => [key, authorData({ ...author, key }, site.baseUrl)]));
  return { posts, authors };
}

/**
 * The post's scanned facts but its reading time. Spreading the object would read its lazy reading time (a word count
 * of the whole post, a twentieth of a cold Jest build) where the plugin has computed it already.
 */
function withoutReadingTime(meta: BlogPostMeta): Omit<BlogPostMeta, 'readingTime'> {
  const descriptors = Object.getOwnPropertyDescriptors(meta) as Partial<Record<keyof BlogPostMeta, PropertyDescriptor>>;
  delete descriptors.readingTime;
  return Object.defineProperties({}, descriptors) as Omit<BlogPostMeta, 'readingTime'>;
}

/**
 * The blog model with the pages the blog plugin's routes call for (post lists, tags, archive, authors: the same
 * paths, the same posts on each page) and each post's neighbours and edit link as the plugin computed them.
 */
export function withBlogRoutes(model: BlogModel, output: ContentPluginOutput, site: SiteData, siteDir: string): BlogModel {
  const content = output.content as BlogLoadedContent;
  const { baseUrl } = site;
  const locale = site.locale.htmlLang;
  const summaries = new Map(model.posts.map((post) => [post.summary.permalink, post.summary]));
  const routeOfSource = new Map(content.blogPosts.map(({ metadata }) => [sourceFile(metadata.source, siteDir), routeOfPermalink(metadata.permalink, baseUrl)]));
  // The blog's sidebar, as docs-build's model made it (already hrefs): added to each view after the rest is made hrefs.
  const sidebarOf = lazyValue(() => model.pages.flatMap((page) => (page.blog && 'sidebar' in page.blog && page.blog.sidebar ? [page.blog.sidebar] : []))[0]);
  const postsOf = (route: AddedRoute): BlogPostSummary[] =>
    (Array.isArray(route.modules?.items) ? route.modules.items : []).flatMap((item) => {
      const path = (item as { content?: { path?: string } }).content?.path;
      const summary = path === undefined ? undefined : summaries.get(routeOfSource.get(sourceFile(path, siteDir)) ?? '');
      return summary ? [summary] : [];
    });
  // Views are made when a page is first read, as docs-build's own blog model makes them (lazy-value.ts).
  const page = (route: AddedRoute, title: string, description: string, make: (sidebar: BlogSidebarData | undefined) => BlogViewData): PageData => {
    const view = lazyValue(() => {
      const sidebar = sidebarOf();
      const blog = make(sidebar);
      return 'sidebar' in blog ? { ...blogViewHrefs({ ...blog, sidebar: undefined }), sidebar } : blogViewHrefs(blog);
    });
    return {
      route: routeOfPermalink(route.path, baseUrl),
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
  const pagination = (list: ListMetadata) => ({
    page: list.page,
    totalPages: list.totalPages,
    ...(list.previousPage ? { previous: routeOfPermalink(list.previousPage, baseUrl) } : {}),
    ...(list.nextPage ? { next: routeOfPermalink(list.nextPage, baseUrl) } : {}),
  });
  const pages: PageData[] = [];
  const titles = blogTitles(site);
  for (const route of output.routes) {
    const props = route.props ?? {};
    if (props.metadata && Array.isArray(route.modules?.items)) {
      const list = props.metadata as ListMetadata;
      pages.push(page(route, list.blogTitle, list.blogDescription, (sidebar) => ({ view: 'list', heading: '', posts: postsOf(route), pagination: pagination(list), sidebar })));
    } else if (props.tag && props.listMetadata) {
      const tag = props.tag as BlogTagData & { allTagsPath: string; count: number };
      const heading = titles.tag(tag.count, tag.label);
      pages.push(
        page(route, heading, tag.description ?? heading, (sidebar) => ({
          view: 'list',
          heading,
          ...(tag.description ? { intro: tag.description } : {}),
          posts: postsOf(route),
          pagination: pagination(props.listMetadata as ListMetadata),
          sidebar,
          allTagsHref: routeOfPermalink(tag.allTagsPath, baseUrl),
        })),
      );
    } else if (Array.isArray(props.tags)) {
      const tags = (props.tags as Array<BlogTagData & { count: number }>).map((tag) => ({ ...tagData(tag, baseUrl), count: tag.count })).sort((a, b) => a.label.localeCompare(b.label, locale));
      pages.push(page(route, titles.tags, titles.tags, (sidebar) => ({ view: 'tags', tags, sidebar })));
    } else if (props.archive) {
      const posts = (props.archive as { blogPosts: Array<{ metadata: DocusaurusPostMetadata }> }).blogPosts.map(({ metadata }) => {
        const date = new Date(metadata.date).toISOString();
        return { year: date.slice(0, 4), post: { title: metadata.title, permalink: routeOfPermalink(metadata.permalink, baseUrl), formattedDate: formatPostDate(date, locale) } };
      });
      const years: Array<{ year: string; posts: Array<{ title: string; permalink: string; formattedDate: string }> }> = [];
      for (const { year, post } of posts) {
        const last = years[years.length - 1];
        if (last?.year === year) last.posts.push(post);
        else years.push({ year, posts: [post] });
      }
      pages.push(page(route, titles.archive, titles.archiveDescription, () => ({ view: 'archive', years })));
    } else if (Array.isArray(props.authors)) {
      const authors = (props.authors as Array<DocusaurusAuthor & { count: number }>).map((author) => ({ ...authorData(author, baseUrl), count: author.count }));
      pages.push(page(route, titles.authors, titles.authors, (sidebar) => ({ view: 'authors', authors, sidebar })));
    } else if (props.author && props.listMetadata) {
      const author = props.author as DocusaurusAuthor & { count: number };
      const data = authorData(author, baseUrl);
      const authorsList = output.routes.find((other) => Array.isArray(other.props?.authors));
      pages.push(
        page(route, titles.author(data.name, author.count), data.title ?? data.name, (sidebar) => ({
          view: 'list',
          heading: data.name,
          posts: postsOf(route),
          pagination: pagination(props.listMetadata as ListMetadata),
          sidebar,
          author: data,
          ...(authorsList ? { allAuthorsHref: routeOfPermalink(authorsList.path, baseUrl) } : {}),
        })),
      );
    }
  }
  const neighbours = new Map(content.blogPosts.map(({ metadata }) => [routeOfPermalink(metadata.permalink, baseUrl), metadata]));
  // Views hold hrefs already (blogViewHrefs): the new links are made hrefs the same way, once.
  const link = (item: { title: string; permalink: string } | undefined) => item && { title: item.title, permalink: routeHref(routeOfPermalink(item.permalink, baseUrl)) };
  const postViews = new Map(
    [...model.postViews].map(([route, view]) => {
      const metadata = neighbours.get(route);
      // Docusaurus's prevItem is the newer post, nextItem the older one.
      return [route, metadata ? lazyValue(() => ({ ...view(), newer: link(metadata.prevItem), older: link(metadata.nextItem), editUrl: metadata.editUrl })) : view];
    }),
  );
  return { ...model, pages, postViews };
}

function authorData(author: DocusaurusAuthor, baseUrl: string): BlogAuthorData {
  const data: BlogAuthorData = { name: author.name ?? '' };
  if (author.key) data.key = author.key;
  if (author.title) data.title = author.title;
  if (author.url) data.url = author.url;
  if (author.imageURL) data.imageUrl = author.imageURL;
  if (author.email) data.email = author.email;
  if (author.page) data.page = routeOfPermalink(author.page.permalink, baseUrl);
  return data;
}

function tagData(tag: { label: string; permalink: string; description?: string }, baseUrl: string): BlogTagData {
  return { label: tag.label, permalink: routeOfPermalink(tag.permalink, baseUrl), ...(tag.description ? { description: tag.description } : {}) };
}

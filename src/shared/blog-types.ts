// The blog's part of a page's view model. Plain data: it travels in page chunks.

export interface BlogAuthorData {
  /** Key in the authors map; none for an author written inline in a post. */
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** The author's own page on this site, when the authors map asks for one. */
  page?: string;
}

export interface BlogTagData {
  label: string;
  permalink: string;
  description?: string;
}

/** What a post shows in its header, on its own page and in lists. */
export interface BlogPostSummary {
  title: string;
  permalink: string;
  /** ISO 8601 date. */
  date: string;
  /** The date as readers see it ('May 25, 2021'), formatted at build time so the server and the browser agree. */
  formattedDate: string;
  authors: BlogAuthorData[];
  tags: BlogTagData[];
  /** Minutes, rounded up; absent when reading times are off. */
  readingTime?: number;
  /** Rendered excerpt (list pages only): the content up to the truncation marker, or all of it. */
  excerptHtml?: string;
  /** True when the content goes on after the excerpt ('Read more'). */
  truncated: boolean;
}

export interface BlogSidebarData {
  title: string;
  /** Recent posts grouped by the year of their date, newest first. */
  years: Array<{ year: string; posts: Array<{ title: string; permalink: string }> }>;
  /** Whether the years are shown as headings, or the posts as one list. */
  groupByYear: boolean;
}

export interface BlogPaginationData {
  page: number;
  totalPages: number;
  previous?: string;
  next?: string;
}

export type BlogViewData =
  | { view: 'post'; post: BlogPostSummary; contentTitle: boolean; sidebar?: BlogSidebarData; newer?: { title: string; permalink: string }; older?: { title: string; permalink: string }; editUrl?: string }
  | {
      view: 'list';
      heading: string;
      intro?: string;
      posts: BlogPostSummary[];
      pagination: BlogPaginationData;
      sidebar?: BlogSidebarData;
      author?: BlogAuthorData;
      allTagsHref?: string;
      /** On an author's page: the page listing every author. */
      allAuthorsHref?: string;
    }
  | { view: 'tags'; tags: Array<BlogTagData & { count: number }>; sidebar?: BlogSidebarData }
  | { view: 'authors'; authors: Array<BlogAuthorData & { count: number }>; sidebar?: BlogSidebarData }
  | { view: 'archive'; years: Array<{ year: string; posts: Array<{ title: string; permalink: string; formattedDate: string }> }> };

/** What Docusaurus's `useBlogMetadata()` gives on the blog's pages: addresses with the base URL. */
export interface BlogMetadataData {
  blogBasePath: string;
  blogTitle: string;
  authorsListPath: string;
}

/** Docusaurus's generated `blog-post-list-prop-<id>.json`: the blog sidebar's posts, newest first. */
export interface BlogPostListData {
  title: string;
  items: Array<{ title: string; permalink: string; unlisted: boolean; date: string }>;
}

/** The blog's data a site's own code may read (`@docusaurus/plugin-content-blog/client`, the generated post list). */
export interface BlogClientData {
  metadata: BlogMetadataData;
  postList: BlogPostListData;
}

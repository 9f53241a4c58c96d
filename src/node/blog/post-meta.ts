import type { BlogAuthorData, BlogTagData } from '../../shared/blog-types.ts';

/** What the blog knows of a post before it is compiled. */
export interface BlogPostMeta {
  title: string;
  /** ISO 8601. */
  date: string;
  authors: BlogAuthorData[];
  tags: BlogTagData[];
  /** Minutes; counted on first read (see lazy-value.ts). */
  readonly readingTime: number;
  /** The title is the content's opening h1, which the post's page then leaves out. */
  contentTitle: boolean;
  /** Markdown of the excerpt, without frontmatter or a leading title heading. */
  excerpt: string;
  truncated: boolean;
  /** Rendered and linked to, but in no list, feed or sitemap. */
  unlisted: boolean;
  /** Path inside the blog folder, for edit links. */
  blogPath: string;
}

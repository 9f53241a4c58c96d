// `@docusaurus/plugin-content-blog/client`: the blog plugin's hooks and helpers, as Docusaurus 3 exports them. The
// blog's metadata comes from theme/docusaurus/blog-data.ts; the post from the context the renderer provides around a
// post's content.

import { type ReactNode, useMemo } from 'react';
import type { BlogMetadataData } from '../../../src/shared/blog-types.ts';
import { blogData } from '../blog-data.ts';
import { BlogPostContext, type BlogPostContextValue, useBlogPostContext } from '../blog-post-context.ts';
import Link from '../Link.tsx';
import { usePageData } from '../page-context.ts';
import { useLocation } from '../router.ts';
import { useBaseUrlUtils } from '../useBaseUrl.ts';
import useDocusaurusContext from '../useDocusaurusContext.ts';

export type { BlogPostContextValue };

/** The blog's `blogBasePath`, `blogTitle` and `authorsListPath`, on the blog's own pages; elsewhere it throws. */
export function useBlogMetadata(): BlogMetadataData {
  const page = usePageData();
  const data = blogData();
  if (page?.kind !== 'blog' || !data) throw new Error("useBlogMetadata() can't be called on the current route because the blog metadata could not be found in route context");
  return data.metadata;
}

export function BlogPostProvider({ children, content, isBlogPostPage = false }: { children: ReactNode; content: Omit<BlogPostContextValue, 'isBlogPostPage'>; isBlogPostPage?: boolean }) {
  const value = useMemo(
    () => ({ metadata: content.metadata, frontMatter: content.frontMatter, assets: content.assets, toc: content.toc, isBlogPostPage }),
    [content, isBlogPostPage],
  );
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

/** The post being rendered: its metadata, frontmatter, assets, table of contents. Outside a post it throws. */
export function useBlogPost(): BlogPostContextValue {
  const post = useBlogPostContext();
  if (!post) throw new Error('Hook useBlogPost is called outside the <BlogPostProvider>.');
  return post;
}

interface SidebarItem {
  title: string;
  permalink: string;
  unlisted?: boolean;
  date: string | number | Date;
}

/** The sidebar's items without the unlisted posts, except the one being read. */
export function useVisibleBlogSidebarItems<T extends SidebarItem>(items: T[]): T[] {
  const { pathname } = useLocation();
  return useMemo(() => items.filter((item) => !item.unlisted || samePath(item.permalink, pathname)), [items, pathname]);
}

/** Items grouped by the year of their date, the newest year first (the items keep their order). */
export function groupBlogSidebarItemsByYear<T extends SidebarItem>(items: T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const year = String(new Date(item.date).getFullYear());
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups].sort(([a], [b]) => Number(b) - Number(a));
}

export function BlogSidebarItemList({
  items,
  ulClassName,
  liClassName,
  linkClassName,
  linkActiveClassName,
}: {
  items: SidebarItem[];
  ulClassName?: string;
  liClassName?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={ulClassName}>
      {items.map((item) => {
        const active = samePath(item.permalink, pathname);
        return (
          <li key={item.permalink} className={liClassName}>
            <Link to={item.permalink} className={[linkClassName, active ? linkActiveClassName : undefined].filter(Boolean).join(' ') || undefined} aria-current={active ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const samePath = (a: string, b: string) => a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

type Author = { name?: string; title?: string; url?: string; email?: string; imageURL?: string };

/** schema.org's BlogPosting of the post being rendered, as Docusaurus makes it for search engines. */
export function useBlogPostStructuredData(): Record<string, unknown> {
  const blog = useBlogMetadata();
  const post = useBlogPost();
  const { siteConfig } = useDocusaurusContext();
  const { withBaseUrl } = useBaseUrlUtils();
  const url = `${siteConfig.url}${String(post.metadata.permalink)}`;
  return {
    '@context': 'https://schema.org',
    ...blogPosting(post, siteConfig.url, withBaseUrl),
    '@id': url,
    mainEntityOfPage: url,
    isPartOf: { '@type': 'Blog', '@id': `${siteConfig.url}${blog.blogBasePath}`, name: blog.blogTitle },
  };
}

/** schema.org's Blog of a list page's posts: `props` as Docusaurus's BlogListPage gets them. */
export function useBlogListPageStructuredData(props: { metadata: { blogTitle: string; blogDescription: string; permalink: string }; items: Array<{ content: Omit<BlogPostContextValue, 'isBlogPostPage'> }> }): Record<string, unknown> {
  const { siteConfig } = useDocusaurusContext();
  const { withBaseUrl } = useBaseUrlUtils();
  const url = `${siteConfig.url}${props.metadata.permalink}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: props.metadata.blogTitle,
    description: props.metadata.blogDescription,
    blogPost: props.items.map((item) => blogPosting({ ...item.content, isBlogPostPage: false }, siteConfig.url, withBaseUrl)),
  };
}

function blogPosting(post: BlogPostContextValue, origin: string, withBaseUrl: (url: string, options?: { absolute?: boolean }) => string): Record<string, unknown> {
  const { metadata, frontMatter, assets } = post;
  const title = metadata.title as string;
  const url = `${origin}${String(metadata.permalink)}`;
  const image = assets.image ?? (frontMatter.image as string | undefined);
  const people = ((metadata.authors as Author[] | undefined) ?? []).map((author) => ({
    '@type': 'Person',
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(author.imageURL ? { image: author.imageURL } : {}),
  }));
  const imageUrl = image && withBaseUrl(image, { absolute: true });
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: title,
    name: title,
    description: metadata.description,
    datePublished: metadata.date,
    ...(typeof metadata.lastUpdatedAt === 'number' ? { dateModified: new Date(metadata.lastUpdatedAt).toISOString() } : {}),
    author: people.length === 1 ? people[0] : people,
    ...(imageUrl ? { image: { '@type': 'ImageObject', '@id': imageUrl, url: imageUrl, contentUrl: imageUrl, caption: `title image for the blog post: ${title}` } } : {}),
    keywords: (frontMatter.keywords as string[] | undefined) ?? [],
  };
}

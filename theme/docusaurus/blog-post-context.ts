// What Docusaurus's `useBlogPost()` gives: the post being rendered, its metadata, frontmatter and table of
// contents. Posts render on the server only; the renderer provides this around a post's content
// (src/node/render/render-page.ts), and `BlogPostProvider` around what a site wraps in it.

import { createContext, useContext, type Context } from 'react';

export interface BlogPostContextValue {
  metadata: Record<string, unknown>;
  frontMatter: Record<string, unknown>;
  assets: { image?: string; authorsImageUrls?: Array<string | undefined> };
  /** Docusaurus's shape: a flat list of { value, id, level }. */
  toc: Array<{ value: string; id: string; level: number }>;
  /** True on the post's own page, false in a list of posts. */
  isBlogPostPage: boolean;
}

// As with the site context: a module compiled with a page carries its own copy of this one.
const KEY = Symbol.for('docs-build.blog-post-context');
const holder = globalThis as typeof globalThis & { [KEY]?: Context<BlogPostContextValue | null> };
export const BlogPostContext: Context<BlogPostContextValue | null> = (holder[KEY] ??= createContext<BlogPostContextValue | null>(null));

export function useBlogPostContext(): BlogPostContextValue | null {
  return useContext(BlogPostContext);
}

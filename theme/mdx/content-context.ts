// What the page content may ask of the site while it renders on the server:
// site data (the @docusaurus/… modules read it from the site context), the page for <TOCInline>
// and <DocCardList>.

import { createContext, useContext, type Context } from 'react';
import type { PageData, SiteData } from '../../src/shared/types.ts';
import type { BlogPostContextValue } from '../docusaurus/blog-post-context.ts';
import type { DocContextValue } from '../docusaurus/doc-context.ts';

export interface ContentScope {
  site: SiteData;
  page: PageData;
  /** On a doc: what Docusaurus's `useDoc()` gives its content. */
  doc?: DocContextValue;
  /** On a blog post's page: what Docusaurus's `useBlogPost()` gives its content. */
  blogPost?: BlogPostContextValue;
}

// A component that MDX imports is compiled with the page and carries its own copy of this module: the context
// lives on the global object, as the site context does.
const KEY = Symbol.for('docs-build.content-context');
const holder = globalThis as typeof globalThis & { [KEY]?: Context<ContentScope | null> };
export const ContentContext: Context<ContentScope | null> = (holder[KEY] ??= createContext<ContentScope | null>(null));

export function useContentScope(): ContentScope | null {
  return useContext(ContentContext);
}

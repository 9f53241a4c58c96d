// What the page content may ask of the site while it renders on the server:
// site data (the @docusaurus/… modules read it from the site context), the page for <TOCInline>
// and <DocCardList>.

import { createContext, useContext } from 'react';
import type { PageData, SiteData } from '../../src/shared/types.ts';
import type { DocContextValue } from '../docusaurus/doc-context.ts';

export interface ContentScope {
  site: SiteData;
  page: PageData;
  /** On a doc: what Docusaurus's `useDoc()` gives its content. */
  doc?: DocContextValue;
}

export const ContentContext = createContext<ContentScope | null>(null);

export function useContentScope(): ContentScope | null {
  return useContext(ContentContext);
}

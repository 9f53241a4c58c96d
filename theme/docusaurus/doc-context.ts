// What Docusaurus's `useDoc()` gives a doc's content: its metadata, frontmatter, table of contents and title.
// Doc content renders on the server only; the renderer provides this around it (src/node/render/render-page.ts).

import { createContext, useContext, type Context } from 'react';

export interface DocContextValue {
  metadata: Record<string, unknown>;
  frontMatter: Record<string, unknown>;
  /** Docusaurus's shape: a flat list of { value, id, level }. */
  toc: Array<{ value: string; id: string; level: number }>;
  contentTitle?: string;
  assets: { image?: string };
}

// As with the site context: a module compiled with a page carries its own copy of this one.
const KEY = Symbol.for('docs-build.doc-context');
const holder = globalThis as typeof globalThis & { [KEY]?: Context<DocContextValue | undefined> };
export const DocContext: Context<DocContextValue | undefined> = (holder[KEY] ??= createContext<DocContextValue | undefined>(undefined));

export function useDocContext(): DocContextValue | undefined {
  return useContext(DocContext);
}

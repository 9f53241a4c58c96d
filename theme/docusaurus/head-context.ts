// What a React page asks of the document head (`<Head>` children, `<Layout title
// description>`). Only the server render provides a collector: the build writes
// the head from it, and the page chunk carries the resulting title to the client
// router, so in the browser these components render nothing.

import { createContext, useContext, type Context, type ReactNode } from 'react';

export interface HeadCollector {
  /** Children of a `<Head>`, in render order. */
  head(children: ReactNode): void;
  /** A `<Layout>`'s page title and description. */
  layout(fields: { title?: string; description?: string }): void;
}

// As with the site context: a page compiled on its own carries its own copy of
// this module, so the context lives on the global object.
const KEY = Symbol.for('docs-build.head-context');
const holder = globalThis as typeof globalThis & { [KEY]?: Context<HeadCollector | undefined> };
export const HeadContext: Context<HeadCollector | undefined> = (holder[KEY] ??= createContext<HeadCollector | undefined>(undefined));

export function useHeadCollector(): HeadCollector | undefined {
  return useContext(HeadContext);
}

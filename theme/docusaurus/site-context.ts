// The site data for the Docusaurus modules a React page imports
// (`useDocusaurusContext`, `useBaseUrl`, `Link`): they take no props, so the
// shell provides it around the page.

import { createContext, useContext, type Context } from 'react';
import type { SiteData } from '../../src/shared/types.ts';

// On the server a page is compiled on its own and carries its own copy of this
// module; the context lives on the global object so that the shell's copy and
// the page's copy are the same context.
const KEY = Symbol.for('docs-build.site-context');
const holder = globalThis as typeof globalThis & { [KEY]?: Context<SiteData | undefined> };
export const SiteContext: Context<SiteData | undefined> = (holder[KEY] ??= createContext<SiteData | undefined>(undefined));

export function useSiteData(): SiteData | undefined {
  return useContext(SiteContext);
}

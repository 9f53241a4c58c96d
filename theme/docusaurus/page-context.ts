// The page being shown, for the hooks that depend on where the reader is (`useLocation`, `useRouteContext`, the
// docs plugin's active version and doc). The shell provides it around every page, in the server render and in the
// browser, where it changes with each client navigation.

import { createContext, useContext, type Context } from 'react';
import type { PageData } from '../../src/shared/types.ts';

// As with the site context: a page compiled on its own carries its own copy of this module.
const KEY = Symbol.for('docs-build.page-context');
const holder = globalThis as typeof globalThis & { [KEY]?: Context<PageData | undefined> };
export const PageContext: Context<PageData | undefined> = (holder[KEY] ??= createContext<PageData | undefined>(undefined));

export function usePageData(): PageData | undefined {
  return useContext(PageContext);
}

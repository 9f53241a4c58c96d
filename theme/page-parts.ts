// What only some pages or sites show (blog, search, 404, markdown and React page bodies, the
// old-version banner, the last-update line, the announcement bar, navbar dropdowns and hiding, the
// footer logo) stays out of the script every doc page loads. It loads before a page that shows it
// is hydrated or shown by the router, and is then read synchronously, so that hydration renders
// exactly what the server did and never suspends.

import type { PageData, SiteData } from '../src/shared/types.ts';

type Parts = typeof import('./lazy-bodies.ts');

// On the server a site's swizzled component is compiled on its own and carries its own copy of this module (and of
// the components that read it): the loaded parts live on the global object, so every copy finds the shell's.
const KEY = Symbol.for('docs-build.page-parts');
const holder = globalThis as typeof globalThis & { [KEY]?: { parts?: Parts; loading?: Promise<unknown> } };
const state = (holder[KEY] ??= {});

const LAZY_KINDS: ReadonlySet<string> = new Set(['blog', 'search', 'notFound', 'react', 'markdown']);
const DROPDOWNS: ReadonlySet<string> = new Set(['dropdown', 'docsVersionDropdown', 'localeDropdown']);

function needsParts(site: SiteData, page: PageData): boolean {
  return (
    LAZY_KINDS.has(page.kind) ||
    Boolean(page.doc?.version?.banner || page.doc?.lastUpdate || site.announcementBar || site.footer.logo || site.navbar.hideOnScroll) ||
    site.navbar.items.some((item) => DROPDOWNS.has(item.type))
  );
}

/** Loads every part, for rendering any page synchronously. */
export function loadAllPageParts(): Promise<unknown> {
  state.loading ??= import('./lazy-bodies.ts').then(
    (module) => (state.parts = module),
    (error: unknown) => {
      // A failed load (the network) is tried again by the next page that needs it.
      state.loading = undefined;
      throw error;
    },
  );
  return state.loading;
}

/** Loads what `pagePart` returns while rendering this page. */
export async function loadPageParts(site: SiteData, page: PageData): Promise<void> {
  if (!state.parts && needsParts(site, page)) await loadAllPageParts();
}

/** A component that only some pages or sites show; `loadPageParts` has loaded it for the page. */
export function pagePart<K extends keyof Parts>(name: K): Parts[K] {
  if (!state.parts) throw new Error(`${name} was rendered before loadPageParts had loaded it`);
  return state.parts[name];
}

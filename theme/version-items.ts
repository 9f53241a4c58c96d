// On a doc page of a versioned site, the version switchers of the navbar show the page's own version and lead to
// the same doc in the other versions, and doc and sidebar links lead into the page's version. Elsewhere they keep
// the site-wide items (the last version's).

import type { NavbarItemData, PageData } from '../src/shared/types.ts';

export function itemForPage(item: NavbarItemData, page: PageData): NavbarItemData {
  const version = page.doc?.version;
  if (!version) return item;
  if (item.type === 'docsVersionDropdown') return { ...item, label: version.label, items: version.links };
  if (item.type === 'docsVersion') return { ...item, label: version.label, href: version.mainHref };
  // A doc or sidebar link of the page's own docs instance leads to that doc or sidebar in the page's version.
  if (item.type === 'link' && item.byVersion && item.byVersion.pluginId === page.doc?.plugin?.id) {
    return { ...item, href: item.byVersion.hrefs[version.name] ?? item.href };
  }
  return item;
}

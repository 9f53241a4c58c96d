// On a doc page of a versioned site, the version switchers of the navbar show the page's own version and lead to
// the same doc in the other versions. Elsewhere they keep the site-wide items (the last version's main docs).

import type { NavbarItemData, PageData } from '../src/shared/types.ts';

export function itemForPage(item: NavbarItemData, page: PageData): NavbarItemData {
  const version = page.doc?.version;
  if (!version) return item;
  if (item.type === 'docsVersionDropdown') return { ...item, label: version.label, items: version.links };
  if (item.type === 'docsVersion') return { ...item, label: version.label, href: version.mainHref };
  return item;
}

// The navbar items and footer links of `useThemeConfig()`, in the shape of Docusaurus's theme config, made back from
// the theme's resolved data: a swizzled navbar or footer renders them with Docusaurus's own item components. Each
// item leads where docs-build's own navbar and footer lead (versioned doc links follow the page's version), so the
// components get addresses (`to`, base URL included, which `useBaseUrl` keeps as it is), not doc ids.

import type { FooterColumnData, LinkData, NavbarItemData, PageData } from '../../src/shared/types.ts';
import { itemForPage } from '../version-items.ts';

type ConfigLink = { label: string; to: string } | { label: string; href: string };
export type NavbarConfigItem = Record<string, unknown> & { type?: string; position: 'left' | 'right' };

function configLink(link: Pick<LinkData, 'label' | 'href' | 'external' | 'locale'>): ConfigLink {
  // A link to another site, or to another locale's site, is loaded by the browser: Docusaurus's `href`.
  return link.external || link.locale ? { label: link.label, href: link.href } : { label: link.label, to: link.href };
}

/** One navbar item of docs-build's data as the config item Docusaurus's `@theme/NavbarItem` renders the same way. */
export function navbarConfigItem(item: NavbarItemData, page: PageData | undefined): NavbarConfigItem {
  const shown = page ? itemForPage(item, page) : item;
  const { position } = shown;
  switch (shown.type) {
    case 'link':
      return { ...configLink(shown), position, ...(shown.activeBasePath ? { activeBasePath: shown.activeBasePath } : {}) };
    case 'dropdown':
      return { type: 'dropdown', position, ...(shown.link ? configLink({ ...shown.link, label: shown.label }) : { label: shown.label }), items: shown.items.map(configLink) };
    case 'html':
      return { type: 'html', value: shown.value, position };
    case 'search':
      return { type: 'search', position };
    case 'docsVersion':
      return { label: shown.label, to: shown.href, position };
    case 'docsVersionDropdown':
      return { type: 'dropdown', label: shown.label, position, items: shown.items.map(configLink) };
    case 'localeDropdown':
      return { type: 'localeDropdown', label: shown.label, position, dropdownItemsBefore: shown.before.map(configLink), dropdownItemsAfter: shown.after.map(configLink) };
  }
}

/** The footer's links as Docusaurus's config holds them: columns with titles, or one plain list when no column has a title. */
export function footerConfigLinks(columns: readonly FooterColumnData[]): Array<Record<string, unknown>> {
  const item = (entry: FooterColumnData['items'][number]) => ('html' in entry ? { html: entry.html } : configLink(entry));
  if (columns.every((column) => column.title === '')) return columns.flatMap((column) => column.items.map(item));
  return columns.map((column) => ({ title: column.title, items: column.items.map(item) }));
}

import { GENERATED_INDEX_ID, sidebarsOf, type GeneratedIndex, type SidebarNode, type Sidebars } from '../content/sidebar.ts';
import type { CategoryGeneratedIndex, PropSidebarItem } from './docs-plugin-data.ts';
import { withoutBase } from '../../shared/url.ts';

/**
 * A version's sidebars as Docusaurus's docs plugin hands them to its theme (`docsSidebars`: docs as links with a
 * `docId`, categories with the href of their doc or generated index), as docs-build's sidebar trees. Internal hrefs
 * lose the base URL and keep their form (a category index doc's ends with '/').
 */
export function sidebarsFromProps(
  props: Record<string, PropSidebarItem[]>,
  context: { baseUrl: string; docIdOfPermalink: ReadonlyMap<string, string>; generatedIndexes: ReadonlyMap<string, CategoryGeneratedIndex> },
): Sidebars {
  const convert = (item: PropSidebarItem): SidebarNode => {
    if (item.type === 'html') return { type: 'html', value: item.value, ...defined({ defaultStyle: item.defaultStyle, className: item.className }) };
    if (item.type === 'link') {
      const extra = defined({ className: item.className, customProps: item.customProps });
      if (item.docId !== undefined) return { type: 'doc', id: item.docId, label: item.label, href: withoutBase(item.href, context.baseUrl), ...extra, ...(item.unlisted ? { unlisted: true as const } : {}) };
      return { type: 'link', label: item.label, href: item.href, ...extra };
    }
    const generated = item.href === undefined ? undefined : context.generatedIndexes.get(item.href);
    const linkDocId = item.href === undefined ? undefined : generated ? `${GENERATED_INDEX_ID}${withoutBase(item.href, context.baseUrl)}` : context.docIdOfPermalink.get(item.href);
    return {
      type: 'category',
      label: item.label,
      ...(item.href === undefined ? {} : { href: withoutBase(item.href, context.baseUrl) }),
      ...(linkDocId === undefined ? {} : { linkDocId }),
      ...(generated ? { generatedIndex: generatedIndexOf(generated) } : {}),
      ...(item.linkUnlisted ? { linkUnlisted: true as const } : {}),
      collapsible: item.collapsible,
      collapsed: item.collapsed,
      items: item.items.map(convert),
      ...defined({ description: item.description, className: item.className, customProps: item.customProps }),
    };
  };
  return sidebarsOf(new Map(Object.entries(props).map(([name, items]) => [name, items.map(convert)])));
}

function generatedIndexOf(index: CategoryGeneratedIndex): GeneratedIndex {
  return { title: index.title, ...defined({ description: index.description, keywords: index.keywords, image: index.image }) };
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

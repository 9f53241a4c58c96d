// Docusaurus's <DocCardList>: cards for the items of a sidebar category, by
// default the category this doc belongs to (or whose link page it is).

import type { SidebarItemData } from '../../src/shared/types.ts';
import { useContentScope } from './content-context.ts';
import { routeHref } from '../../src/shared/url.ts';
import { useHrefs } from '../use-href.ts';

export interface DocCardItem {
  label: string;
  href?: string;
  description?: string;
}

function currentCategoryItems(items: SidebarItemData[], route: string): SidebarItemData[] | undefined {
  // Sidebar hrefs are percent-encoded (routeHref); the page's route is not.
  const href = routeHref(route);
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href || item.items.some((child) => child.type === 'link' && child.href === href && item.items.length > 1)) {
      const inner = currentCategoryItems(item.items, route);
      return inner ?? item.items.filter((child) => child.type !== 'html' && child.href !== href);
    }
    const inner = currentCategoryItems(item.items, route);
    if (inner) return inner;
  }
  return undefined;
}

export function DocCardList({ items, className }: { items?: DocCardItem[]; className?: string }) {
  const scope = useContentScope();
  const hrefs = useHrefs();
  const cards: DocCardItem[] =
    items ?? (scope?.page.doc ? (currentCategoryItems(scope.page.doc.sidebar, scope.page.route) ?? []).flatMap((item) => (item.type === 'html' ? [] : [{ label: item.label, href: item.href }])) : []);
  return (
    <section className={`doc-cards${className ? ` ${className}` : ''}`}>
      {cards.map((card) => (
        <a key={`${card.href}-${card.label}`} className="doc-card" href={card.href === undefined ? undefined : hrefs.route(card.href)}>
          <span className="doc-card__title">{card.label}</span>
          {card.description && <span className="doc-card__description">{card.description}</span>}
        </a>
      ))}
    </section>
  );
}

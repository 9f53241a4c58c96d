// The docs sidebar for the current branch. A collapsible category folds and
// unfolds in place, as in Docusaurus: its caret (or, for a category without
// a page of its own, its label) toggles it; the categories on the way to the
// current page open as the reader moves there; with `autoCollapseCategories`,
// opening one folds its open siblings. Folded state lives as long as the
// sidebar is shown, across client-side navigations.

import { createContext, useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { SidebarItemData } from '../src/shared/types.ts';
import { routeHref } from '../src/shared/url.ts';
import { useSiteData } from './docusaurus/site-context.ts';
import { useHrefs } from './use-href.ts';
import { useInfimaClasses } from './infima-classes.ts';
import { useMessages } from './use-messages.ts';

type Category = Extract<SidebarItemData, { type: 'category' }>;

/** Which item of a list was opened last (its index), so that, with `autoCollapseCategories`, its siblings fold. */
interface ExpandedState {
  expanded: number | null;
  setExpanded: (index: number | null) => void;
}

const ExpandedContext = createContext<ExpandedState | null>(null);

function SidebarItems({ items, route, level, hidden }: { items: SidebarItemData[]; route: string; level: number; hidden?: boolean }) {
  const join = useInfimaClasses();
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <ExpandedContext.Provider value={{ expanded, setExpanded }}>
      <ul className={join('sidebar__list', level === 1 ? 'theme-doc-sidebar-menu menu__list' : 'menu__list')} hidden={hidden}>
        {items.map((item, index) =>
          item.type === 'html' ? (
            <li
              key={`${index}:html`}
              className={join(`sidebar__item sidebar__html${item.className ? ` ${item.className}` : ''}`, `theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}${item.defaultStyle ? ' menu__list-item' : ''}`)}
              // The site's own sidebar markup, shown as Docusaurus shows it.
              dangerouslySetInnerHTML={{ __html: item.value }}
            />
          ) : item.type === 'category' ? (
            <SidebarCategory key={`${index}:${item.label}`} item={item} route={route} level={level} index={index} />
          ) : (
            <li key={`${index}:${item.label}`} className={join('sidebar__item', `theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level} menu__list-item`)}>
              <SidebarLink item={item} />
            </li>
          ),
        )}
      </ul>
    </ExpandedContext.Provider>
  );
}

function SidebarLink({ item }: { item: Extract<SidebarItemData, { type: 'link' }> }) {
  const hrefs = useHrefs();
  const join = useInfimaClasses();
  return (
    <a
      className={join(`sidebar__link${item.active ? ' sidebar__link--active' : ''}`, `menu__link${item.active ? ' menu__link--active' : ''}`)}
      href={hrefs.route(item.href)}
      aria-current={item.active ? 'page' : undefined}
    >
      {item.label}
    </a>
  );
}

/** Folded state of a category: opens when the reader reaches a page inside it, folds when a sibling opens (option). */
function useFolding(item: Category, route: string, index: number, foldable: boolean) {
  const autoCollapse = useSiteData()?.docs.autoCollapseCategories === true;
  const siblings = useContext(ExpandedContext);
  const expanded = siblings?.expanded ?? null;
  const [collapsed, setCollapsed] = useState(foldable && item.collapsed);
  const update = (next: boolean) => {
    siblings?.setExpanded(next ? null : index);
    setCollapsed(next);
  };
  const seen = useRef({ active: item.active, route });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page shown changes, as Docusaurus's does
  useEffect(() => {
    const before = seen.current;
    seen.current = { active: item.active, route };
    // Docusaurus opens a category when a page inside it becomes the one shown, and leaves it alone otherwise.
    if (item.active && (!before.active || before.route !== route) && collapsed) update(false);
  }, [item.active, route]);
  useEffect(() => {
    if (autoCollapse && foldable && expanded !== null && expanded !== index) setCollapsed(true);
  }, [autoCollapse, foldable, expanded, index]);
  return { collapsed: foldable && collapsed, update };
}

function SidebarCategory({ item, route, level, index }: { item: Category; route: string; level: number; index: number }) {
  const hrefs = useHrefs();
  const join = useInfimaClasses();
  const messages = useMessages();
  // Items far from the page are not sent on large sites: such a category is a link to its first page.
  const foldable = item.collapsible && item.items.length > 0;
  const { collapsed, update } = useFolding(item, route, index, foldable);
  // Items stay in the page once shown, hidden while folded, so the categories inside keep their own state.
  const shown = useRef(!collapsed);
  if (!collapsed) shown.current = true;
  // Hrefs are percent-encoded (routeHref), routes are not.
  // A category index doc's URL may end with '/' (Docusaurus's form), its route does not.
  const current = item.href !== undefined && !item.hrefIsFirstPage && item.href.replace(/(.)\/+$/, '$1') === routeHref(route);
  const ownPage = item.href !== undefined && !item.hrefIsFirstPage;
  // A category without a page of its own is folded by its label; one with a page, by its caret.
  const labelToggles = foldable && !ownPage;

  const onLabelClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (labelToggles) {
      event.preventDefault();
      update(!collapsed);
    } else if (foldable) {
      // On the category's own page its label folds it; going there opens it, as in Docusaurus.
      if (current) {
        event.preventDefault();
        update(!collapsed);
      } else update(false);
    }
  };

  const labelClass = join(
    `sidebar__category-label${item.active ? ' sidebar__category-label--active' : ''}${labelToggles ? ' sidebar__category-label--toggle' : ''}`,
    // As theme-classic marks it: active when the page shown is inside it (or is its page).
    `menu__link menu__link--sublist${labelToggles ? ' menu__link--sublist-caret' : ''}${item.active || current ? ' menu__link--active' : ''}`,
  );
  const label =
    item.href !== undefined || labelToggles ? (
      <a
        className={labelClass}
        // Without JavaScript, a folded category without a page leads to its first page; with it, the label folds.
        href={item.href !== undefined ? hrefs.route(item.href) : '#'}
        aria-current={current ? 'page' : undefined}
        aria-expanded={labelToggles ? !collapsed : undefined}
        role={labelToggles ? 'button' : undefined}
        onClick={onLabelClick}
      >
        {item.label}
      </a>
    ) : (
      <span className={labelClass}>{item.label}</span>
    );

  return (
    <li
      className={join(
        `sidebar__category${collapsed ? ' sidebar__category--collapsed' : ''}${item.className ? ` ${item.className}` : ''}`,
        `theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level} menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}`,
      )}
    >
      {foldable && ownPage ? (
        <div className={join('sidebar__category-row', `menu__list-item-collapsible${current ? ' menu__list-item-collapsible--active' : ''}`)}>
          {label}
          <button
            type="button"
            className={join('sidebar__caret', 'clean-btn menu__caret')}
            aria-label={
              collapsed
                ? messages.text('theme.DocSidebarItem.expandCategoryAriaLabel', "Expand sidebar category '{label}'", { label: item.label })
                : messages.text('theme.DocSidebarItem.collapseCategoryAriaLabel', "Collapse sidebar category '{label}'", { label: item.label })
            }
            aria-expanded={!collapsed}
            onClick={() => update(!collapsed)}
          />
        </div>
      ) : (
        label
      )}
      {item.items.length > 0 && shown.current && <SidebarItems items={item.items} route={route} level={level + 1} hidden={collapsed} />}
    </li>
  );
}

function scrollContainerOf(element: HTMLElement): HTMLElement | null {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

function isOutOfView(element: HTMLElement, container: HTMLElement): boolean {
  const box = container.getBoundingClientRect();
  if (box.height === 0) return false; // hidden (e.g. desktop sidebar on a phone)
  const rect = element.getBoundingClientRect();
  return rect.top < box.top || rect.bottom > box.bottom;
}

export function DocSidebar({ items, route }: { items: SidebarItemData[]; route: string }) {
  const navRef = useRef<HTMLElement>(null);
  const join = useInfimaClasses();
  const messages = useMessages();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each navigation, to bring the new page's entry into view
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    const container = nav && scrollContainerOf(nav);
    if (active && container && isOutOfView(active, container)) active.scrollIntoView({ block: 'nearest' });
  }, [route]);

  return (
    <nav ref={navRef} className={join('sidebar', 'menu thin-scrollbar')} aria-label={messages.text('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}>
      <SidebarItems items={items} route={route} level={1} />
    </nav>
  );
}

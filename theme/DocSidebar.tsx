// The docs sidebar for the current branch. Categories stay expanded, as on
// the real site; a collapsed category shows only its label.

import { useEffect, useRef } from 'react';
import type { SidebarItemData } from '../src/shared/types.ts';
import { routeHref } from '../src/shared/url.ts';
import { useHrefs } from './use-href.ts';
import { useInfimaClasses } from './infima-classes.ts';

function SidebarItems({ items, route, level }: { items: SidebarItemData[]; route: string; level: number }) {
  const join = useInfimaClasses();
  return (
    <ul className={join('sidebar__list', level === 1 ? 'theme-doc-sidebar-menu menu__list' : 'menu__list')}>
      {items.map((item, index) =>
        item.type === 'html' ? (
          <li
            key={`${index}:html`}
            className={join(`sidebar__item sidebar__html${item.className ? ` ${item.className}` : ''}`, `theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}${item.defaultStyle ? ' menu__list-item' : ''}`)}
            // The site's own sidebar markup, shown as Docusaurus shows it.
            dangerouslySetInnerHTML={{ __html: item.value }}
          />
        ) : (
        <li
          key={`${index}:${item.label}`}
          className={join(
            item.type === 'category' ? `sidebar__category${item.className ? ` ${item.className}` : ''}` : 'sidebar__item',
            `theme-doc-sidebar-item-${item.type === 'category' ? 'category' : 'link'} theme-doc-sidebar-item-${item.type === 'category' ? 'category' : 'link'}-level-${level} menu__list-item`,
          )}
        >
          <SidebarEntry item={item} route={route} level={level} />
        </li>
        ),
      )}
    </ul>
  );
}

function SidebarEntry({ item, route, level }: { item: Exclude<SidebarItemData, { type: 'html' }>; route: string; level: number }) {
  const hrefs = useHrefs();
  const join = useInfimaClasses();
  if (item.type === 'link') {
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
  // Hrefs are percent-encoded (routeHref), routes are not.
  // A category index doc's URL may end with '/' (Docusaurus's form), its route does not.
  const current = item.href !== undefined && item.href.replace(/(.)\/+$/, '$1') === routeHref(route);
  const labelClass = join(`sidebar__category-label${item.active ? ' sidebar__category-label--active' : ''}`, `menu__link menu__link--sublist${current ? ' menu__link--active' : ''}`);
  const label = item.href ? (
    <a className={labelClass} href={hrefs.route(item.href)} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  ) : (
    <span className={labelClass}>{item.label}</span>
  );
  if (item.collapsed) return label;
  return (
    <>
      {label}
      {item.items.length > 0 && <SidebarItems items={item.items} route={route} level={level + 1} />}
    </>
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each navigation, to bring the new page's entry into view
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    const container = nav && scrollContainerOf(nav);
    if (active && container && isOutOfView(active, container)) active.scrollIntoView({ block: 'nearest' });
  }, [route]);

  return (
    <nav ref={navRef} className={join('sidebar', 'menu thin-scrollbar')} aria-label="Docs sidebar">
      <SidebarItems items={items} route={route} level={1} />
    </nav>
  );
}

// The docs sidebar for the current branch. Categories stay expanded, as on
// the real site; a collapsed category shows only its label.

import { useEffect, useRef } from 'react';
import type { SidebarItemData } from '../src/shared/types.ts';
import { routeHref } from '../src/shared/url.ts';
import { useHrefs } from './use-href.ts';

function SidebarItems({ items, route }: { items: SidebarItemData[]; route: string }) {
  return (
    <ul className="sidebar__list">
      {items.map((item, index) => (
        <li key={`${index}:${item.label}`} className={item.type === 'category' ? `sidebar__category${item.className ? ` ${item.className}` : ''}` : 'sidebar__item'}>
          <SidebarEntry item={item} route={route} />
        </li>
      ))}
    </ul>
  );
}

function SidebarEntry({ item, route }: { item: SidebarItemData; route: string }) {
  const hrefs = useHrefs();
  if (item.type === 'link') {
    return (
      <a
        className={`sidebar__link${item.active ? ' sidebar__link--active' : ''}`}
        href={hrefs.route(item.href)}
        aria-current={item.active ? 'page' : undefined}
      >
        {item.label}
      </a>
    );
  }
  // Hrefs are percent-encoded (routeHref), routes are not.
  const current = item.href !== undefined && item.href === routeHref(route);
  const labelClass = `sidebar__category-label${item.active ? ' sidebar__category-label--active' : ''}`;
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
      {item.items.length > 0 && <SidebarItems items={item.items} route={route} />}
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each navigation, to bring the new page's entry into view
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    const container = nav && scrollContainerOf(nav);
    if (active && container && isOutOfView(active, container)) active.scrollIntoView({ block: 'nearest' });
  }, [route]);

  return (
    <nav ref={navRef} className="sidebar" aria-label="Docs sidebar">
      <SidebarItems items={items} route={route} />
    </nav>
  );
}

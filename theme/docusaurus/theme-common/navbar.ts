// The navbar's state hooks of @docusaurus/theme-common/internal, which a swizzled navbar (Navbar/Layout,
// Navbar/Content, Navbar/MobileSidebar/…) is made of. Docusaurus keeps this state in providers its own Layout
// renders; docs-build's shell renders none of them, so the state lives in small stores of this module, shared by
// every part of the navbar that reads it (a page has one navbar).

import { createElement, type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createValueStore, type ValueStore } from '../../../src/shared/value-store.ts';
import { DocSidebar } from '../../DocSidebar.tsx';
import { usePageData } from '../page-context.ts';
import { useLocation } from '../router.ts';
import { useThemeConfig, useWindowSize } from '../theme-common.ts';

// The server renders every page with the slide-out closed and the doc sidebar as its first panel.
const mobileSidebarShown = createValueStore(false);
const secondaryMenuHidden = createValueStore(false);

function useStore<T>(source: ValueStore<T>, onServer: T): T {
  return useSyncExternalStore(source.subscribe, source.get, () => onServer);
}

/** A navbar item of the theme config, as Docusaurus's navbar components receive it. */
export interface NavbarItemConfig {
  type?: string;
  position?: 'left' | 'right';
  [key: string]: unknown;
}

/** The items of the left and of the right side of the navbar, each in the config's order (left unless said otherwise). */
export function splitNavbarItems<T extends NavbarItemConfig>(items: readonly T[]): [T[], T[]] {
  const left = items.filter((item) => (item.position ?? 'left') === 'left');
  const right = items.filter((item) => item.position === 'right');
  return [left, right];
}

/** The doc sidebar of the page shown, as the slide-out's second panel shows it; none off doc pages. */
function useSecondaryMenuContent(): ReactNode {
  const page = usePageData();
  const sidebar = page?.doc?.sidebar;
  return useMemo(() => (sidebar && sidebar.length > 0 && page ? createElement(DocSidebar, { items: sidebar, route: page.route }) : null), [sidebar, page]);
}

/**
 * The slide-out menu of narrow screens: `shown` while open, `toggle` to open or close it, `shouldRender` on a
 * narrow screen when there is something to show (navbar items or a doc sidebar), `disabled` when there is not. It
 * closes when the screen becomes wide and on every navigation.
 */
export function useNavbarMobileSidebar(): { disabled: boolean; shouldRender: boolean; toggle: () => void; shown: boolean } {
  const { items } = useThemeConfig().navbar;
  const content = useSecondaryMenuContent();
  const disabled = items.length === 0 && !content;
  const windowSize = useWindowSize();
  const shouldRender = !disabled && windowSize === 'mobile';
  const shown = useStore(mobileSidebarShown, false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (windowSize === 'desktop') mobileSidebarShown.set(false);
  }, [windowSize]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each navigation, which the path stands for
  useEffect(() => mobileSidebarShown.set(false), [pathname]);
  const toggle = useCallback(() => mobileSidebarShown.set(!mobileSidebarShown.get()), []);
  return useMemo(() => ({ disabled, shouldRender, toggle, shown }), [disabled, shouldRender, toggle, shown]);
}

/**
 * The slide-out's second panel (the doc sidebar on doc pages): `shown` until its back button calls `hide`, and
 * again each time the slide-out closes, as Docusaurus shows it first.
 */
export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  const content = useSecondaryMenuContent();
  const hidden = useStore(secondaryMenuHidden, false);
  const open = useStore(mobileSidebarShown, false);
  useEffect(() => {
    if (!open) secondaryMenuHidden.set(false);
  }, [open]);
  const hide = useCallback(() => secondaryMenuHidden.set(true), []);
  return { shown: content !== null && !hidden, hide, content };
}

/**
 * Hides the navbar while the reader scrolls down and shows it again on the way up (`navbar.hideOnScroll`): always
 * visible near the top of the page and at its end, and off when `hideOnScroll` is false.
 */
export function useHideableNavbar(hideOnScroll: boolean): { navbarRef: (node: HTMLElement | null) => void; isNavbarVisible: boolean } {
  const [isNavbarVisible, setVisible] = useState(true);
  const height = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node) height.current = node.getBoundingClientRect().height;
  }, []);
  useEffect(() => {
    if (!hideOnScroll) return;
    let last = window.scrollY;
    const onScroll = () => {
      const top = window.scrollY;
      if (top < height.current) setVisible(true);
      else if (top > last) setVisible(false);
      else if (top + window.innerHeight < document.documentElement.scrollHeight - height.current) setVisible(true);
      last = top;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hideOnScroll]);
  return { navbarRef, isNavbarVisible };
}

/** Keeps the page from scrolling behind an open panel while `lock` is true. */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    if (!lock) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [lock]);
}

// The sticky top bar. Its class list stays exactly "navbar" because a site
// script toggles "scrolled" on it; React-owned state goes into data-*
// attributes so a re-render never wipes that class.

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { NavbarItemData, PageData, SiteData } from '../src/shared/types.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import type { MobileMenuParts } from './MobileMenu.tsx';
import { NavbarBrand } from './NavbarBrand.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import { SearchButton } from './SearchButton.tsx';
import { itemForPage } from './version-items.ts';
import { pagePart } from './page-parts.ts';
import { useMessages } from './use-messages.ts';

// The slide-out menu exists only while open, so its code loads on first use
// (fetched as soon as a pointer goes down on the button), not with every page.
const loadMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const menuParts: MobileMenuParts = { ColorModeToggle, DocSidebar, CloseIcon, NavbarBrand, NavbarItem };

function itemKey(item: NavbarItemData, index: number): string {
  return `${index}:${item.type}:${'label' in item ? item.label : ''}`;
}

const neverHidden = (_enabled: boolean) => false;

export function Navbar({ site, page }: { site: SiteData; page: PageData }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The site's config does not change while a page is open, so the same hooks run on every render.
  const useHideOnScroll = site.navbar.hideOnScroll ? pagePart('useHideOnScroll') : neverHidden;
  const hidden = useHideOnScroll(site.navbar.hideOnScroll && !menuOpen);
  const { items } = site.navbar;
  const messages = useMessages();

  const renderItems = (position: 'left' | 'right') =>
    items.map((item, index) =>
      item.position === position ? (
        <NavbarItem
          key={itemKey(item, index)}
          item={itemForPage(item, page)}
          route={page.route}
          permalink={page.permalink}
          site={site}
          versionStorageKey={site.docs.docsVersionStorageKey}
        />
      ) : null,
    );

  return (
    <>
      <header className={site.navbar.style === 'dark' ? 'navbar navbar--dark' : 'navbar'} data-hidden={hidden ? 'true' : undefined}>
        <nav className="navbar__inner" aria-label={messages.text('theme.NavBar.navAriaLabel', 'Main')}>
          <div className="navbar__items">
            <button
              ref={menuButtonRef}
              type="button"
              className="navbar__menu-button icon-button"
              aria-label={messages.text('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Open navigation menu')}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onPointerDown={() => void loadMobileMenu()}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </button>
            <NavbarBrand navbar={site.navbar} />
            {renderItems('left')}
          </div>
          <div className="navbar__items navbar__items--right">
            {renderItems('right')}
            {!site.colorMode.disableSwitch && <ColorModeToggle config={site.colorMode} />}
            {/* Docusaurus's place for the search of a search theme: after the toggle, at the very end. */}
            {site.navbar.searchButton && <SearchButton />}
          </div>
        </nav>
      </header>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu site={site} page={page} onClose={closeMenu} returnFocusTo={menuButtonRef} parts={menuParts} />
        </Suspense>
      )}
    </>
  );
}

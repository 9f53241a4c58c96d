// The slide-out menu below 996 px: navbar items in the primary panel and, on
// doc pages, the docs sidebar in a secondary panel (shown first, as readers
// opening the menu on a doc page usually want the sidebar).

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PageData, SiteData } from '../src/shared/types.ts';
import type { ColorModeToggle } from './ColorModeToggle.tsx';
import type { DocSidebar } from './DocSidebar.tsx';
import type { CloseIcon } from './icons.tsx';
import type { NavbarBrand } from './NavbarBrand.tsx';
import type { NavbarItem } from './NavbarItem.tsx';
import { itemForPage } from './version-items.ts';
import { useMessages } from './use-messages.ts';
import { useFocusTrap } from './use-focus-trap.ts';

const DESKTOP_MEDIA_QUERY = '(min-width: 997px)';

/**
 * The parts the menu shares with the navbar and the doc page, handed in rather
 * than imported: this module is loaded lazily, and importing them would make
 * the bundler split them out of the main script into chunks of their own.
 */
export interface MobileMenuParts {
  ColorModeToggle: typeof ColorModeToggle;
  DocSidebar: typeof DocSidebar;
  CloseIcon: typeof CloseIcon;
  NavbarBrand: typeof NavbarBrand;
  NavbarItem: typeof NavbarItem;
}

export interface MobileMenuProps {
  site: SiteData;
  page: PageData;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  parts: MobileMenuParts;
}

export function MobileMenu({ site, page, onClose, returnFocusTo, parts }: MobileMenuProps) {
  const { ColorModeToggle, DocSidebar, CloseIcon, NavbarBrand, NavbarItem } = parts;
  const [panel, setPanel] = useState<'primary' | 'secondary'>(page.doc ? 'secondary' : 'primary');
  const dialogRef = useRef<HTMLDivElement>(null);
  const openedOnRoute = useRef(page.route);
  const messages = useMessages();
  useFocusTrap(dialogRef, returnFocusTo);

  useEffect(() => {
    if (page.route !== openedOnRoute.current) onClose();
  }, [page.route, onClose]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = () => desktop.matches && onClose();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    desktop.addEventListener('change', onChange);
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden'; // the page must not scroll behind the panel
    return () => {
      desktop.removeEventListener('change', onChange);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  const switchPanel = (next: 'primary' | 'secondary') => {
    setPanel(next);
    // Focus would otherwise stay on the button that just disappeared.
    requestAnimationFrame(() => dialogRef.current?.querySelector<HTMLElement>('.mobile-menu__panel a, .mobile-menu__panel button')?.focus());
  };

  return (
    <div className="mobile-menu">
      <div className="mobile-menu__backdrop" onClick={onClose} />
      <div ref={dialogRef} className="mobile-menu__dialog" role="dialog" aria-modal="true" aria-label={messages.text('docs-build.MobileMenu.ariaLabel', 'Navigation menu')}>
        <div className="mobile-menu__header">
          <NavbarBrand navbar={site.navbar} />
          {!site.colorMode.disableSwitch && <ColorModeToggle config={site.colorMode} />}
          <button type="button" className="icon-button" aria-label={messages.text('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation menu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {panel === 'secondary' && page.doc ? (
          <div className="mobile-menu__panel">
            <button type="button" className="mobile-menu__back" onClick={() => switchPanel('primary')}>
              {messages.text('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
            </button>
            <DocSidebar items={page.doc.sidebar} route={page.route} />
          </div>
        ) : (
          <div className="mobile-menu__panel">
            <ul className="menu__list">
              {site.navbar.items.map((item, index) =>
                item.type === 'search' ? null : (
                  <li key={`${index}:${item.type}`}>
                    <NavbarItem item={itemForPage(item, page)} route={page.route} permalink={page.permalink} site={site} versionStorageKey={site.docs.docsVersionStorageKey} mobile />
                  </li>
                ),
              )}
            </ul>
            {page.doc && (
              <button type="button" className="mobile-menu__back" onClick={() => switchPanel('secondary')}>
                {messages.text('docs-build.MobileMenu.docsSidebarButtonLabel', 'Docs sidebar →')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

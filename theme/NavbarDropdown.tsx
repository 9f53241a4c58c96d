// A navbar dropdown: opens on click and on mouse hover, closes on an outside
// click and on Escape. Until hydration, CSS opens it on hover/focus so it
// still works without JavaScript.

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { LinkData } from '../src/shared/types.ts';
import { ChevronDownIcon } from './icons.tsx';
import { Link } from './Link.tsx';
import { isActiveRoute } from './nav-links.ts';
import { useHrefs } from './use-href.ts';

export interface NavbarDropdownProps {
  label: string;
  items: LinkData[];
  route: string;
  icon?: ReactNode;
  position: 'left' | 'right';
  onSelect?: (item: LinkData) => void;
  /** Where the label leads, when the item has a `to` or `href`: the label is then a link that opens the menu on hover and focus. */
  link?: { href: string; external: boolean };
}

export function NavbarDropdown({ label, items, route, icon, position, onSelect, link }: NavbarDropdownProps) {
  const hrefs = useHrefs();
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const menuId = useId();
  // A mouse click right after hover-opening should not close the menu again.
  const openedByHover = useRef(false);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // The current locale's link does not make the locale dropdown active, as in Docusaurus.
  const active = items.some((item) => !item.external && !item.locale && isActiveRoute(route, item.href));

  const toggleContent = (
    <>
      {icon}
      <span>{label}</span>
      <ChevronDownIcon className="dropdown__chevron" size={14} />
    </>
  );

  return (
    <div
      ref={rootRef}
      className={`navbar__item dropdown dropdown--${position}`}
      data-open={open ? 'true' : 'false'}
      data-enhanced={enhanced ? 'true' : undefined}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it; moving within it does not.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {link ? (
        <a
          ref={buttonRef}
          className={`navbar__link dropdown__toggle${active ? ' navbar__link--active' : ''}`}
          href={link.external ? link.href : hrefs.route(link.href)}
          {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={menuId}
          onFocus={() => setOpen(true)}
        >
          {toggleContent}
        </a>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          className={`navbar__link dropdown__toggle${active ? ' navbar__link--active' : ''}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => {
            if (openedByHover.current) openedByHover.current = false;
            else setOpen((value) => !value);
          }}
        >
          {toggleContent}
        </button>
      )}
      <ul className="dropdown__menu" id={menuId}>
        {items.map((item) => {
          const current = item.locale ? item.locale.current : !item.external && isActiveRoute(route, item.href);
          return (
            <li key={`${item.href}|${item.label}`}>
              <Link
                className={`dropdown__link${current ? ' dropdown__link--active' : ''}`}
                href={item.href}
                external={item.external}
                locale={item.locale}
                current={current}
                onClick={() => {
                  onSelect?.(item);
                  setOpen(false);
                }}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

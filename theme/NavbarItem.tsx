// One navbar item, by type. The same component fills the desktop bar and the
// mobile menu; `mobile` switches dropdowns to always-open lists.

import type { LinkData, NavbarItemData, SiteData } from '../src/shared/types.ts';
import { localeLinks } from '../src/shared/locale-urls.ts';
import { GlobeIcon } from './icons.tsx';
import { Link } from './Link.tsx';
import { isActiveRoute } from './nav-links.ts';
import { pagePart } from './page-parts.ts';
import { SearchButton } from './SearchButton.tsx';

export interface NavbarItemProps {
  item: NavbarItemData;
  route: string;
  /** The page's own address when it differs from its route (a closing slash): what the locale links lead to. */
  permalink?: string;
  /** The site shown: a locale dropdown links the page of `route` in each of its locales. */
  site: Pick<SiteData, 'url' | 'baseUrl' | 'trailingSlash' | 'i18n'>;
  versionStorageKey: string;
  mobile?: boolean;
}

function rememberVersion(storageKey: string, item: LinkData): void {
  try {
    window.localStorage.setItem(storageKey, item.label);
  } catch {
    // Blocked storage only loses the preference, never the navigation.
  }
}

export function NavbarItem({ item, route, permalink, site, versionStorageKey, mobile = false }: NavbarItemProps) {
  const linkClass = mobile ? 'menu__link' : 'navbar__item navbar__link';
  const activeClass = mobile ? ' menu__link--active' : ' navbar__link--active';
  switch (item.type) {
    case 'link': {
      const active = !item.external && isActiveRoute(route, item.href, item.activeBasePath);
      return (
        <Link
          className={`${linkClass}${active ? activeClass : ''}`}
          href={item.href}
          external={item.external}
          current={active}
        >
          {item.label}
        </Link>
      );
    }
    case 'docsVersion': {
      const active = isActiveRoute(route, item.href);
      return (
        <Link className={`${linkClass}${active ? activeClass : ''}`} href={item.href} current={active}>
          {item.label}
        </Link>
      );
    }
    case 'dropdown':
    case 'docsVersionDropdown':
    case 'localeDropdown': {
      const onSelect =
        item.type === 'docsVersionDropdown' ? (link: LinkData) => rememberVersion(versionStorageKey, link) : undefined;
      // The locales' links lead to this page in each locale, so they are made for the page shown.
      const links = item.type === 'localeDropdown' ? [...item.before, ...localeLinks(site, permalink ?? route), ...item.after] : item.items;
      if (mobile) {
        return (
          <div className="menu__group">
            {item.type === 'dropdown' && item.link ? (
              <Link className="menu__group-label" href={item.link.href} external={item.link.external}>
                {item.label}
              </Link>
            ) : (
              <p className="menu__group-label">{item.label}</p>
            )}
            <ul className="menu__list">
              {links.map((link) => (
                <li key={`${link.href}|${link.label}`}>
                  <Link
                    className={`menu__link${link.locale?.current ? ' menu__link--active' : ''}`}
                    href={link.href}
                    external={link.external}
                    locale={link.locale}
                    current={isCurrentLink(route, link)}
                    onClick={onSelect && (() => onSelect(link))}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      }
      const NavbarDropdown = pagePart('NavbarDropdown');
      return (
        <NavbarDropdown
          label={item.label}
          items={links}
          route={route}
          position={item.position}
          icon={item.type === 'localeDropdown' ? <GlobeIcon size={16} /> : undefined}
          onSelect={onSelect}
          link={item.type === 'dropdown' ? item.link : undefined}
        />
      );
    }
    case 'html':
      return <span className={mobile ? 'menu__html' : 'navbar__item navbar__html'} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'search':
      return mobile ? null : <SearchButton />;
    default: {
      // The config schema rejects unknown types; this guards hand-built data.
      const unknown: never = item;
      throw new Error(`Unknown navbar item type: ${JSON.stringify((unknown as { type?: unknown }).type)}`);
    }
  }
}

/** A link of a dropdown is current on its own page; a locale's link, in its locale (its page is this one in another). */
export function isCurrentLink(route: string, link: LinkData): boolean {
  if (link.locale) return link.locale.current;
  return !link.external && isActiveRoute(route, link.href);
}

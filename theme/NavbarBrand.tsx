// Logo and site title, linking home. The logo carries its size so the bar
// never shifts while the image loads.

import type { SiteData } from '../src/shared/types.ts';
import { useHrefs } from './use-href.ts';

const DEFAULT_LOGO_SIZE = 32;

export function NavbarBrand({ navbar }: { navbar: SiteData['navbar'] }) {
  const { logo, title } = navbar;
  const width = logo?.width ?? DEFAULT_LOGO_SIZE;
  const height = logo?.height ?? DEFAULT_LOGO_SIZE;
  // With a visible title next to it the logo adds nothing for screen readers.
  const alt = title ? '' : (logo?.alt ?? '');
  const hrefs = useHrefs();
  return (
    <a className="navbar__brand" href={hrefs.route('/')}>
      {logo && (
        <span className="navbar__logo">
          <img
            className={logo.srcDark ? 'themed-img themed-img--light' : undefined}
            src={hrefs.asset(logo.src)}
            alt={alt}
            width={width}
            height={height}
          />
          {logo.srcDark && (
            <img className="themed-img themed-img--dark" src={hrefs.asset(logo.srcDark)} alt={alt} width={width} height={height} />
          )}
        </span>
      )}
      {title && <b className="navbar__title">{title}</b>}
    </a>
  );
}

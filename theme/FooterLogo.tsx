// The footer's logo, for sites that configure one.

import type { SiteData } from '../src/shared/types.ts';
import { useHrefs } from './use-href.ts';

export function FooterLogo({ logo }: { logo: NonNullable<SiteData['footer']['logo']> }) {
  const hrefs = useHrefs();
  const image = <img className="footer__logo" src={hrefs.asset(logo.src)} alt={logo.alt} width={logo.width} height={logo.height} />;
  return (
    <div className="footer__logo-wrapper">
      {logo.href ? (
        <a href={hrefs.route(logo.href)} target={/^[a-z]+:/i.test(logo.href) ? '_blank' : undefined} rel="noopener noreferrer">
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}

// Link columns and the copyright line.

import type { SiteData } from '../src/shared/types.ts';
import { Link } from './Link.tsx';
import { pagePart } from './page-parts.ts';
import { useInfima, useInfimaClasses } from './infima-classes.ts';
import type { ReactNode } from 'react';

export function Footer({ footer }: { footer: SiteData['footer'] }) {
  const FooterLogo = footer.logo && pagePart('FooterLogo');
  const join = useInfimaClasses();
  // On Infima, theme-classic's layout classes: a container, a row of columns, and the logo and copyright centred below.
  const infima = useInfima();
  const bottom = (children: ReactNode) => (infima ? <div className="footer__bottom text--center">{children}</div> : children);
  return (
    <footer className={footer.style === 'dark' ? 'footer footer--dark' : 'footer'}>
      <div className={join('footer__inner', 'container container-fluid')}>
        {footer.columns.length > 0 && (
          <div className={join('footer__columns', 'row footer__links')}>
            {footer.columns.map((column) => (
              <div key={column.title} className={join('footer__column', 'col footer__col')}>
                <h2 className="footer__title">{column.title}</h2>
                <ul className={join('footer__items', 'clean-list')}>
                  {column.items.map((item) =>
                    'html' in item ? (
                      // Trusted HTML from the site config, rendered as it is, as Docusaurus does.
                      <li key={item.html} className="footer__item" dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : (
                      <li key={`${item.href}|${item.label}`} className={infima ? 'footer__item' : undefined}>
                        <Link className={join('footer__link', 'footer__link-item')} href={item.href} external={item.external}>
                          {item.label}
                        </Link>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        )}
        {bottom(
          <>
            {footer.logo && FooterLogo && <FooterLogo logo={footer.logo} />}
            {footer.copyright &&
              (footer.copyrightHtml ? (
                // Trusted HTML from the site config, as Docusaurus renders it.
                <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
              ) : (
                <p className="footer__copyright">{footer.copyright}</p>
              ))}
          </>,
        )}
      </div>
    </footer>
  );
}

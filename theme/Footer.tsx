// Link columns and the copyright line.

import type { SiteData } from '../src/shared/types.ts';
import { Link } from './Link.tsx';
import { pagePart } from './page-parts.ts';
import { useInfimaClasses } from './infima-classes.ts';

export function Footer({ footer }: { footer: SiteData['footer'] }) {
  const FooterLogo = footer.logo && pagePart('FooterLogo');
  const join = useInfimaClasses();
  return (
    <footer className={footer.style === 'dark' ? 'footer footer--dark' : 'footer'}>
      <div className="footer__inner">
        {footer.columns.length > 0 && (
          <div className={join('footer__columns', 'footer__links')}>
            {footer.columns.map((column) => (
              <div key={column.title} className="footer__column">
                <h2 className="footer__title">{column.title}</h2>
                <ul className="footer__items">
                  {column.items.map((item) =>
                    'html' in item ? (
                      // Trusted HTML from the site config, rendered as it is, as Docusaurus does.
                      <li key={item.html} className="footer__item" dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : (
                      <li key={`${item.href}|${item.label}`}>
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
        {footer.logo && FooterLogo && <FooterLogo logo={footer.logo} />}
        {footer.copyright &&
          (footer.copyrightHtml ? (
            // Trusted HTML from the site config, as Docusaurus renders it.
            <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
          ) : (
            <p className="footer__copyright">{footer.copyright}</p>
          ))}
      </div>
    </footer>
  );
}

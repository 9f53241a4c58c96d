// Link columns and the copyright line.

import type { SiteData } from '../src/shared/types.ts';
import { Link } from './Link.tsx';

export function Footer({ footer }: { footer: SiteData['footer'] }) {
  return (
    <footer className={footer.style === 'dark' ? 'footer footer--dark' : 'footer'}>
      <div className="footer__inner">
        {footer.columns.length > 0 && (
          <div className="footer__columns">
            {footer.columns.map((column) => (
              <div key={column.title} className="footer__column">
                <h2 className="footer__title">{column.title}</h2>
                <ul className="footer__items">
                  {column.items.map((item) => (
                    <li key={`${item.href}|${item.label}`}>
                      <Link className="footer__link" href={item.href} external={item.external}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.copyright && <p className="footer__copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}

// Where the current doc sits: home, then each crumb, the last one current.

import type { BreadcrumbData } from '../src/shared/types.ts';
import { HomeIcon } from './icons.tsx';
import { useHrefs } from './use-href.ts';
import { useMessages } from './use-messages.ts';

export function Breadcrumbs({ items }: { items: BreadcrumbData[] }) {
  const hrefs = useHrefs();
  const messages = useMessages();
  return (
    <nav className="breadcrumbs" aria-label={messages.text('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <a className="breadcrumbs__link breadcrumbs__home" href={hrefs.route('/')} aria-label={messages.text('theme.docs.breadcrumbs.home', 'Home page')}>
            <HomeIcon size={16} />
          </a>
        </li>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}:${crumb.label}`} className="breadcrumbs__item">
              {last || !crumb.href ? (
                <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <a className="breadcrumbs__link" href={hrefs.route(crumb.href)}>
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

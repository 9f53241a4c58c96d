// Previous/next cards at the foot of a doc.

import type { DocViewData } from '../src/shared/types.ts';
import { useHrefs } from './use-href.ts';
import { useMessages } from './use-messages.ts';

export function DocPaginator({ previous, next }: Pick<DocViewData, 'previous' | 'next'>) {
  const hrefs = useHrefs();
  const messages = useMessages();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={messages.text('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {previous && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={hrefs.route(previous.href)} rel="prev">
          <span className="pagination-nav__sublabel">{messages.text('theme.docs.paginator.previous', 'Previous')}</span>
          <span className="pagination-nav__label">« {previous.label}</span>
        </a>
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={hrefs.route(next.href)} rel="next">
          <span className="pagination-nav__sublabel">{messages.text('theme.docs.paginator.next', 'Next')}</span>
          <span className="pagination-nav__label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}

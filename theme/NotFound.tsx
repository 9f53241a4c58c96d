// The page for any unknown path.

import type { SiteData } from '../src/shared/types.ts';
import { firstInternalNavbarHref } from './nav-links.ts';
import { useHrefs } from './use-href.ts';
import { useMessages } from './use-messages.ts';

export function NotFound({ site }: { site: SiteData }) {
  const docsHref = firstInternalNavbarHref(site.navbar.items);
  const hrefs = useHrefs();
  const messages = useMessages();
  // The links under the message are docs-build's own: their ids are its own too, for a site's code.json to word them.
  return (
    <main id="__main" className="status-page" tabIndex={-1}>
      <h1>{messages.text('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{messages.text('theme.NotFound.p1', 'We could not find the page you asked for. The address may be mistyped, or the page may have moved.')}</p>
      <p className="status-page__actions">
        <a className="button button--primary" href={hrefs.route('/')}>
          {messages.text('docs-build.NotFound.homeLink', 'Go to the home page')}
        </a>
        {docsHref !== '/' && (
          <a className="button button--secondary" href={hrefs.route(docsHref)}>
            {messages.text('docs-build.NotFound.docsLink', 'Read the documentation')}
          </a>
        )}
      </p>
    </main>
  );
}

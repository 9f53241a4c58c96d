// The page for any unknown path.

import type { SiteData } from '../src/shared/types.ts';
import { firstInternalNavbarHref } from './nav-links.ts';
import { useHrefs } from './use-href.ts';

export function NotFound({ site }: { site: SiteData }) {
  const docsHref = firstInternalNavbarHref(site.navbar.items);
  const hrefs = useHrefs();
  return (
    <main id="__main" className="status-page" tabIndex={-1}>
      <h1>Page Not Found</h1>
      <p>We could not find the page you asked for. The address may be mistyped, or the page may have moved.</p>
      <p className="status-page__actions">
        <a className="button button--primary" href={hrefs.route('/')}>
          Go to the home page
        </a>
        {docsHref !== '/' && (
          <a className="button button--secondary" href={hrefs.route(docsHref)}>
            Read the documentation
          </a>
        )}
      </p>
    </main>
  );
}

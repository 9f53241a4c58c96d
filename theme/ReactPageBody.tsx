// The body of a React page (content/pages/*.tsx), with the Docusaurus context its components may read.

import type { ComponentType } from 'react';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { docusaurusSiteConfig } from './docusaurus/site-config.ts';
import { SiteContext } from './docusaurus/site-context.ts';

export function ReactPageBody({
  site,
  page,
  PageComponent,
}: {
  site: SiteData;
  page: PageData;
  PageComponent?: ComponentType<{ site: SiteData; page: PageData; config?: Record<string, unknown> }>;
}) {
  return (
    <main id="__main" className="react-page" tabIndex={-1}>
      {PageComponent && (
        <SiteContext.Provider value={site}>
          {/* Docusaurus hands its React pages the site config as the `config` prop. */}
          <PageComponent site={site} page={page} config={docusaurusSiteConfig(site)} />
        </SiteContext.Provider>
      )}
    </main>
  );
}

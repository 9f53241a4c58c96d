// The body of a React page (content/pages/*.tsx), with the Docusaurus context its components may read.

import type { ComponentType } from 'react';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { docusaurusSiteConfig } from './docusaurus/site-config.ts';
import { SiteContext } from './docusaurus/site-context.ts';
import { LiveTreeContext } from './mdx/Island.tsx';

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
          {/* The page is hydrated as part of the app: its tabs are live React, no islands. */}
          <LiveTreeContext.Provider value={true}>
            {/* Docusaurus hands its React pages the site config as the `config` prop. */}
            <PageComponent site={site} page={page} config={docusaurusSiteConfig(site)} />
          </LiveTreeContext.Provider>
        </SiteContext.Provider>
      )}
    </main>
  );
}

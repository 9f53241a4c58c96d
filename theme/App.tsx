// The root rendered on the server and hydrated in the browser: the shell plus
// the body for the page's kind.

import type { ComponentType } from 'react';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { BlogPage } from './blog/BlogPage.tsx';
import { DocPage } from './DocPage.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Layout } from './Layout.tsx';
import { LoadStatus, type LoadState } from './LoadStatus.tsx';
import { MarkdownPage } from './MarkdownPage.tsx';
import { NotFound } from './NotFound.tsx';
import { SearchPage } from './SearchPage.tsx';
import { SiteContext } from './docusaurus/site-context.ts';
import { docusaurusSiteConfig } from './docusaurus/site-config.ts';

export interface AppProps {
  site: SiteData;
  page: PageData;
  html?: string;
  PageComponent?: ComponentType<{ site: SiteData; page: PageData; config?: Record<string, unknown> }>;
  loadState?: LoadState;
}

function PageBody({ site, page, html, PageComponent }: Omit<AppProps, 'loadState'>) {
  switch (page.kind) {
    case 'doc':
      return <DocPage site={site} page={page} html={html} />;
    case 'markdown':
      return <MarkdownPage page={page} html={html} />;
    case 'react':
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
    case 'blog':
      return <BlogPage page={page} html={html} />;
    case 'search':
      return <SearchPage />;
    case 'notFound':
      return <NotFound site={site} />;
  }
}

export function App({ site, page, html, PageComponent, loadState }: AppProps) {
  return (
    <Layout site={site} page={page}>
      <ErrorBoundary resetKey={page.route}>
        {loadState ? (
          <LoadStatus state={loadState} />
        ) : (
          <PageBody site={site} page={page} html={html} PageComponent={PageComponent} />
        )}
      </ErrorBoundary>
    </Layout>
  );
}

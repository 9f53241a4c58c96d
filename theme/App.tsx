// The root rendered on the server and hydrated in the browser: the shell plus
// the body for the page's kind.

import type { ComponentType } from 'react';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { DocPage } from './DocPage.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Layout } from './Layout.tsx';
import { LoadStatus, type LoadState } from './LoadStatus.tsx';
import { pagePart } from './page-parts.ts';
import { PageContext } from './docusaurus/page-context.ts';
import { SiteContext } from './docusaurus/site-context.ts';
import Root from './docusaurus/Root.tsx';
import { swizzled } from './swizzled.ts';

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
    case 'markdown': {
      const MarkdownPage = pagePart('MarkdownPage');
      return <MarkdownPage page={page} html={html} />;
    }
    case 'react': {
      const ReactPageBody = pagePart('ReactPageBody');
      return <ReactPageBody site={site} page={page} PageComponent={PageComponent} />;
    }
    case 'blog': {
      const BlogPage = pagePart('BlogPage');
      return <BlogPage page={page} html={html} />;
    }
    case 'search': {
      const SearchPage = pagePart('SearchPage');
      return <SearchPage />;
    }
    case 'notFound': {
      const NotFound = pagePart('NotFound');
      return <NotFound site={site} />;
    }
  }
}

export function App({ site, page, html, PageComponent, loadState }: AppProps) {
  // Docusaurus's Root wraps the whole app: a site's src/theme/Root puts its providers around every page.
  const SiteRoot = swizzled('Root', Root);
  return (
    // Every theme component reads the site's base URL from here (use-href.ts).
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <SiteRoot>
          <Layout site={site} page={page}>
            <ErrorBoundary resetKey={page.route}>
              {loadState ? (
                <LoadStatus state={loadState} />
              ) : (
                <PageBody site={site} page={page} html={html} PageComponent={PageComponent} />
              )}
            </ErrorBoundary>
          </Layout>
        </SiteRoot>
      </PageContext.Provider>
    </SiteContext.Provider>
  );
}

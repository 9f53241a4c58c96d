// The root rendered on the server and hydrated in the browser: the shell plus
// the body of the page's route component.

import type { ComponentType, ReactNode } from 'react';
import type { PageData, PageKind, SiteData } from '../src/shared/types.ts';
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

type BodyProps = Omit<AppProps, 'loadState'>;

// The component of each kind of route, as a Docusaurus route names its component: the doc page is in every doc
// page's script, the others are loaded with the page parts (page-parts.ts).
const BODIES: Record<PageKind, (props: BodyProps) => ReactNode> = {
  doc: ({ site, page, html }) => <DocPage site={site} page={page} html={html} />,
  markdown: ({ page, html }) => {
    const MarkdownPage = pagePart('MarkdownPage');
    return <MarkdownPage page={page} html={html} />;
  },
  react: ({ site, page, PageComponent }) => {
    const ReactPageBody = pagePart('ReactPageBody');
    return <ReactPageBody site={site} page={page} PageComponent={PageComponent} />;
  },
  blog: ({ page, html }) => {
    const BlogPage = pagePart('BlogPage');
    return <BlogPage page={page} html={html} />;
  },
  search: () => {
    const SearchPage = pagePart('SearchPage');
    return <SearchPage />;
  },
  notFound: ({ site }) => {
    const NotFound = pagePart('NotFound');
    return <NotFound site={site} />;
  },
};

function PageBody(props: BodyProps) {
  return BODIES[props.page.kind](props);
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

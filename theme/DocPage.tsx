// A doc: sidebar | article | table of contents on desktop. Below 997 px the
// sidebar moves into the mobile menu and the ToC is not shown. The side
// columns are plain wrappers: the navs inside them are the landmarks. With
// `hideableSidebar`, a button at the sidebar's foot folds it into a narrow
// strip that brings it back, for as long as the reader stays in the docs.

import { useState } from 'react';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Content } from './Content.tsx';
import { DocPaginator } from './DocPaginator.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { ChevronsLeftIcon, EditIcon } from './icons.tsx';
import { useInfima, useInfimaClasses } from './infima-classes.ts';
import { pagePart } from './page-parts.ts';
import { TableOfContents } from './TableOfContents.tsx';
import { TocMobile } from './TocMobile.tsx';
import { BlogTags } from './blog/BlogTags.tsx';
import { useMessages } from './use-messages.ts';
import { VersionBadge } from './VersionBadge.tsx';

export function DocPage({ site, page, html }: { site: SiteData; page: PageData; html?: string }) {
  const doc = page.doc;
  const showToc = !page.hideToc && page.toc.length > 0;
  // theme-classic keeps the table of contents' column (and so the content's width) on a page without headings; only
  // `hide_table_of_contents` gives the content the whole width.
  const infima = useInfima();
  const tocColumn = infima ? !page.hideToc : showToc;
  // A site's own generated index page shows these itself, where its component puts them.
  const own = doc?.ownLayout === true;
  const DocVersionBanner = !own && doc?.version?.banner && pagePart('DocVersionBanner');
  const LastUpdated = doc?.lastUpdate && pagePart('LastUpdated');
  const hideable = site.docs.hideableSidebar === true;
  const [sidebarHidden, setSidebarHidden] = useState(false);
  const join = useInfimaClasses();
  const messages = useMessages();
  const hidden = hideable && sidebarHidden;
  return (
    <div className={`doc-page${tocColumn ? '' : ' doc-page--no-toc'}${hidden ? ' doc-page--sidebar-hidden' : ''}${doc?.version ? ` ${doc.version.className}` : ''}`}>
      {doc && (
        <div className={`doc-page__sidebar${hideable ? ' doc-page__sidebar--hideable' : ''}`}>
          {hideable ? (
            <div className="doc-page__sidebar-panel">
              {/* Kept while hidden, so its categories stay as the reader left them. */}
              <div className="doc-page__sidebar-content" hidden={hidden}>
                <DocSidebar items={doc.sidebar} route={page.route} />
              </div>
              {hidden ? (
                <button
                  type="button"
                  className="sidebar-expand-button"
                  title={messages.text('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')}
                  aria-label={messages.text('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')}
                  onClick={() => setSidebarHidden(false)}
                >
                  <ChevronsLeftIcon size={18} />
                </button>
              ) : (
                <button
                  type="button"
                  className={join('sidebar-collapse-button', 'button button--secondary button--outline')}
                  title={messages.text('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}
                  aria-label={messages.text('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}
                  onClick={() => setSidebarHidden(true)}
                >
                  <ChevronsLeftIcon size={18} />
                </button>
              )}
            </div>
          ) : (
            <DocSidebar items={doc.sidebar} route={page.route} />
          )}
        </div>
      )}
      <main id="__main" className="doc-page__main" tabIndex={-1}>
        <article className="doc-page__article">
          {doc && !own && site.docs.breadcrumbs && doc.breadcrumbs.length > 0 && <Breadcrumbs items={doc.breadcrumbs} />}
          {doc?.version && DocVersionBanner && <DocVersionBanner version={doc.version} siteTitle={site.title} />}
          {!own && doc?.versionBadge && <VersionBadge label={doc.versionBadge} />}
          {/* theme-classic's narrow-screen table of contents, on a Docusaurus site. */}
          {infima && showToc && <TocMobile items={page.toc} />}
          <Content html={html} ownLayout={own} />
          {doc?.tags && doc.tags.length > 0 && <BlogTags tags={doc.tags} />}
          {(doc?.editUrl || doc?.lastUpdate) && (
            <footer className="doc-page__footer">
              {doc.editUrl && (
                <a className="edit-link" href={doc.editUrl} target="_blank" rel="noopener noreferrer">
                  <EditIcon size={16} />
                  {messages.text('theme.common.editThisPage', 'Edit this page')}
                </a>
              )}
              {LastUpdated && doc.lastUpdate && <LastUpdated {...doc.lastUpdate} />}
            </footer>
          )}
        </article>
        {doc && !own && <DocPaginator previous={doc.previous} next={doc.next} />}
      </main>
      {tocColumn && <div className="doc-page__toc">{showToc && <TableOfContents items={page.toc} route={page.route} />}</div>}
    </div>
  );
}

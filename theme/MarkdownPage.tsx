// A standalone markdown page: one readable column, ToC at the side when wide.

import type { PageData } from '../src/shared/types.ts';
import { Content } from './Content.tsx';
import { TableOfContents } from './TableOfContents.tsx';

export function MarkdownPage({ page, html }: { page: PageData; html?: string }) {
  const showToc = !page.hideToc && page.toc.length > 0;
  return (
    <div className={`markdown-page${showToc ? '' : ' markdown-page--no-toc'}`}>
      <main id="__main" className="markdown-page__main" tabIndex={-1}>
        <Content html={html} />
      </main>
      {showToc && (
        <div className="markdown-page__toc">
          <TableOfContents items={page.toc} route={page.route} />
        </div>
      )}
    </div>
  );
}

// The table of contents on a narrow screen, as Docusaurus shows it on a doc page: a fold titled "On this page"
// above the content. A <details> element, so it opens and closes without the page's scripts.

import type { TocItem } from '../src/shared/types.ts';
import { TocList } from './TableOfContents.tsx';
import { nestToc } from './toc-tree.ts';
import { useMessages } from './use-messages.ts';

export function TocMobile({ items }: { items: TocItem[] }) {
  const title = useMessages().text('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  return (
    <details className="toc-mobile theme-doc-toc-mobile">
      <summary className="toc-mobile__button">{title}</summary>
      {/* No landmark of its own: the wide screen's table of contents is the page's "On this page" navigation. */}
      <div className="toc-mobile__list">
        <TocList nodes={nestToc(items)} active={null} nested={false} />
      </div>
    </details>
  );
}

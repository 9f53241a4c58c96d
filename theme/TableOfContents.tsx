// "On this page": the page's headings as nested links, the one in view
// highlighted once the page is interactive.

import type { TocItem } from '../src/shared/types.ts';
import { nestToc, type TocNode } from './toc-tree.ts';
import { useActiveHeading } from './use-active-heading.ts';
import { useInfimaClasses } from './infima-classes.ts';
import { useMessages } from './use-messages.ts';

/** The headings as nested lists of links; `active` is the heading in view, if known. */
export function TocList({ nodes, active, nested }: { nodes: TocNode[]; active: string | null; nested: boolean }) {
  const join = useInfimaClasses();
  return (
    <ul className={nested ? 'toc__list toc__list--nested' : join('toc__list', 'table-of-contents table-of-contents__left-border')}>
      {nodes.map(({ item, children }) => (
        <li key={item.id} className="toc__item">
          <a
            className={join(`toc-link${item.id === active ? ' toc-link--active' : ''}`, `table-of-contents__link toc-highlight${item.id === active ? ' table-of-contents__link--active' : ''}`)}
            href={`#${item.id}`}
            aria-current={item.id === active ? 'true' : undefined}
          >
            {item.text}
          </a>
          {children.length > 0 && <TocList nodes={children} active={active} nested />}
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ items, route }: { items: TocItem[]; route: string }) {
  const active = useActiveHeading(
    items.map((item) => item.id),
    route,
  );
  // Docusaurus words this title on its narrow-screen table of contents only; the wide one has none.
  const title = useMessages().text('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc__title">{title}</p>
      <TocList nodes={nestToc(items)} active={active} nested={false} />
    </nav>
  );
}

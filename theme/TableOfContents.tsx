// "On this page": the page's headings as nested links, the one in view
// highlighted once the page is interactive.

import type { TocItem } from '../src/shared/types.ts';
import { nestToc, type TocNode } from './toc-tree.ts';
import { useActiveHeading } from './use-active-heading.ts';

function TocList({ nodes, active, nested }: { nodes: TocNode[]; active: string | null; nested: boolean }) {
  return (
    <ul className={nested ? 'toc__list toc__list--nested' : 'toc__list'}>
      {nodes.map(({ item, children }) => (
        <li key={item.id} className="toc__item">
          <a
            className={`toc-link${item.id === active ? ' toc-link--active' : ''}`}
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
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TocList nodes={nestToc(items)} active={active} nested={false} />
    </nav>
  );
}

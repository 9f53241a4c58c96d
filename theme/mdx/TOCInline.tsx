// Docusaurus's <TOCInline toc={toc} minHeadingLevel maxHeadingLevel>: the
// page's headings as a nested list inside the content.

import type { TocItem } from '../../src/shared/types.ts';
import { nestToc, type TocNode } from '../toc-tree.ts';

interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
  children?: DocusaurusTocItem[];
}

function flatten(items: ReadonlyArray<TocItem | DocusaurusTocItem>): TocItem[] {
  return items.flatMap((item) =>
    'text' in item ? [item] : [{ id: item.id, text: item.value, level: item.level }, ...flatten(item.children ?? [])],
  );
}

function List({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.text}</a>
          {children.length > 0 && <List nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

export function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: ReadonlyArray<TocItem | DocusaurusTocItem>; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const items = flatten(toc).filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  return (
    <div className="toc-inline">
      <List nodes={nestToc(items)} />
    </div>
  );
}

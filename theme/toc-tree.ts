// Turns the flat heading list into a tree by level, so the ToC renders as
// nested lists. A heading that skips a level (h2 → h4) nests one step only.

import type { TocItem } from '../src/shared/types.ts';

export interface TocNode {
  item: TocItem;
  children: TocNode[];
}

export function nestToc(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { item, children: [] };
    while ((stack.at(-1)?.item.level ?? 0) >= item.level) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

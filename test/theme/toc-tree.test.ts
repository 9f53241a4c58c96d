import { describe, expect, it } from 'vitest';
import { nestToc, type TocNode } from '../../theme/toc-tree.ts';

const shape = (nodes: TocNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.item.id, shape(n.children)] : n.item.id));

describe('nestToc', () => {
  it('nests deeper levels under the previous shallower heading', () => {
    const tree = nestToc([
      { id: 'a', text: 'A', level: 2 },
      { id: 'a1', text: 'A1', level: 3 },
      { id: 'a1x', text: 'A1x', level: 4 },
      { id: 'a2', text: 'A2', level: 3 },
      { id: 'b', text: 'B', level: 2 },
    ]);
    expect(shape(tree)).toEqual([['a', [['a1', ['a1x']], 'a2']], 'b']);
  });

  it('keeps headings that start deeper than later ones at the top', () => {
    expect(shape(nestToc([{ id: 'x', text: 'X', level: 3 }, { id: 'y', text: 'Y', level: 2 }]))).toEqual(['x', 'y']);
  });
});

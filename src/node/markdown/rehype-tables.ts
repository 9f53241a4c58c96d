import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Tables scroll sideways on narrow screens; a focusable table lets keyboard
 * users scroll it too (axe: scrollable-region-focusable).
 */
export default function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties.tabIndex ??= 0;
    });
  };
}

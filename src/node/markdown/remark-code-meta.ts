import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * Copies a fence's meta (```js title="x" {1,3}```) onto the `code` element as a
 * property. In .md files rehype-raw rebuilds the tree and drops `data.meta`;
 * properties survive, so rehype-code still finds the title and marked lines.
 */
export default function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (!node.meta) return;
      const data = (node.data ??= {});
      data.hProperties = { ...data.hProperties, metastring: node.meta };
    });
  };
}

import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/**
 * `<details>` written as JSX becomes `<Details>`, as in Docusaurus. MDX never
 * hands a lowercase tag written in the page to the components map, so the
 * name is changed before it compiles. (A `<details>` in a .md file is HTML
 * and reaches the map as it is.)
 */
export default function remarkDetails() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as MdxJsxFlowElement | MdxJsxTextElement).name === 'details') {
        (node as MdxJsxFlowElement | MdxJsxTextElement).name = 'Details';
      }
    });
  };
}

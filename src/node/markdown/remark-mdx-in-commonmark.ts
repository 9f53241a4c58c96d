import type { Html, Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

const ESM = /^(import|export)\s+\S/;
const COMPONENT_TAG = /^<([A-Z][\w.]*)/;
const HINT = "Set markdown.format to 'mdx' in the config (Docusaurus reads .md files as MDX), or rename the file to .mdx.";

/**
 * In files read as CommonMark, flags what was written for MDX: an `import` or
 * `export` line shows up as text and a `<Component>` as an empty unknown tag.
 * Nothing is changed; each such line gets a warning at its position (a
 * component once per name and file).
 */
export default function remarkMdxInCommonmark() {
  return (tree: Root, file: VFile) => {
    const warned = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'paragraph') {
        const first = (node as Paragraph).children[0];
        const keyword = first?.type === 'text' && first.position?.start.column === node.position?.start.column ? ESM.exec(first.value)?.[1] : undefined;
        if (keyword) {
          file.message(`\`${keyword}\` is MDX syntax, but this file is read as CommonMark: the line is shown as text.`, {
            place: node.position,
            ruleId: 'mdx-in-commonmark',
            source: 'docs-build',
          }).note = HINT;
        }
        return;
      }
      if (node.type !== 'html') return;
      const name = COMPONENT_TAG.exec((node as Html).value)?.[1];
      if (!name || warned.has(name)) return;
      warned.add(name);
      file.message(`<${name}> is an MDX component, but this file is read as CommonMark: it renders as an empty unknown tag.`, {
        place: node.position,
        ruleId: 'mdx-in-commonmark',
        source: 'docs-build',
      }).note = HINT;
    });
  };
}

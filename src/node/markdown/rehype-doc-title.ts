import type { Root } from 'hast';
import type { VFile } from 'vfile';

/**
 * A doc whose content has no `# Title` shows its title (frontmatter `title`,
 * else its id) as the `<h1>`, as Docusaurus does. `hide_title` turns that
 * off; it never hides an h1 the author wrote. Runs after rehype-headings,
 * which records a written h1 as `file.data.title`.
 */
export default function rehypeDocTitle() {
  return (tree: Root, file: VFile) => {
    const title = file.data.syntheticTitle;
    if (file.data.title !== undefined || title === undefined) return;
    file.data.title = title;
    tree.children.unshift({
      type: 'element',
      tagName: 'header',
      properties: {},
      children: [{ type: 'element', tagName: 'h1', properties: {}, children: [{ type: 'text', value: title }] }],
    });
  };
}

import type { Element, Root, Text } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocItem } from '../../shared/types.ts';

const CUSTOM_ID = /\s*\\?\{#([\w-]+)\\?\}\s*$/;

/**
 * Gives every heading an id (GitHub-style slug, or `{#custom-id}`) and a
 * hash link, and records the page title (first h1) and the table of contents.
 */
export default function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    visit(tree, 'element', (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!level) return;
      const customId = takeCustomId(node);
      const text = toString(node).trim();
      if (level === '1') {
        file.data.title ??= text;
        return;
      }
      const existing = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      const id = customId ?? existing ?? slugger.slug(text);
      if (customId || existing) slugger.slug(id);
      node.properties.id = id;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      });
      toc.push({ id, text, level: Number(level) });
    });
    file.data.toc = toc;
  };
}

function takeCustomId(node: Element): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec((last as Text).value);
  if (!match) return undefined;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  return match[1];
}

import type { Element, Root, Text } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocItem } from '../../shared/types.ts';
import { messagesFor, type Messages } from '../../shared/translations.ts';

// Docusaurus's classic heading id: `{#…}` at the end, any characters but a further `{#` or a `}`.
const CUSTOM_ID = /\s*\\?\{#((?:.(?!\{#|\}))*.)\\?\}\s*$/;

/**
 * Gives every heading an id (GitHub-style slug, or `{#custom-id}`) and a
 * hash link, and records the page title (an h1 that opens the content) and the table of contents.
 * Ids follow Docusaurus's slugging: h1s take a slug too (so `## Intro` under
 * `# Intro` is `intro-1`), while a `{#custom-id}` takes none (a later heading
 * with the same text keeps its plain slug).
 */
export default function rehypeHeadings(options: { messages?: Messages } = {}) {
  const messages = options.messages ?? messagesFor('en', undefined);
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    // Docusaurus's content title: the first heading, when it is an h1 and no thematic break comes before it.
    let titleOpen = true;
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'hr') titleOpen = false;
      // GFM's footnotes section and its "Footnotes" label are no heading of the content: no slug, ToC entry or link.
      if (node.tagName === 'section' && node.properties.dataFootnotes !== undefined) return SKIP;
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!level) return;
      const customId = takeCustomId(node);
      const text = toString(node).trim();
      const offset = node.position?.start.offset;
      const slugText = (offset !== undefined ? file.data.headingSlugText?.[offset] : undefined) ?? text;
      const opensContent = titleOpen;
      titleOpen = false;
      if (level === '1') {
        if (opensContent) file.data.title ??= text;
        // The h1 shows no id, but its slug is taken, as Docusaurus slugs every Markdown heading.
        if (!customId) slugger.slug(slugText);
        return;
      }
      const existing = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      const id = customId ?? existing ?? slugger.slug(slugText);
      if (existing && !customId) slugger.slug(id);
      node.properties.id = id;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: messages.text('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: text }) },
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

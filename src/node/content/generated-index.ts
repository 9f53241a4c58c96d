import { join } from 'node:path';
import type { ContentSource } from './content-source.ts';
import { routeKey, walk, type SidebarNode, type Sidebars } from './sidebar.ts';
import { escapeHtml as escape } from '../../shared/escape.ts';
import { routeHref } from '../../shared/url.ts';
import { messagesFor, type Messages } from '../../shared/translations.ts';

/**
 * The pages of categories linked to a `generated-index`: the category's title,
 * its description and a card per item, as Docusaurus generates them. Each is
 * a doc made of Markdown text, so it goes through the same pipeline as any
 * doc (sidebar, breadcrumbs, previous/next, link check, search).
 */
export function generatedIndexSources(
  sidebars: Sidebars,
  docsDir: string,
  docsPath: string,
  descriptions: ReadonlyMap<string, string> = new Map(),
  messages: Messages = messagesFor('en', undefined),
): ContentSource[] {
  const sources: ContentSource[] = [];
  const seen = new Set<string>();
  for (const tree of sidebars.trees.values()) {
    walk(tree, (node) => {
      if (node.type !== 'category' || !node.generatedIndex || !node.href || !node.linkDocId || seen.has(node.href)) return;
      seen.add(node.href);
      const { title, description, keywords, image } = node.generatedIndex;
      sources.push({
        plugin: 'docs',
        // No such file exists; the path only gives the page a place for relative links and messages.
        file: join(docsDir, `${node.linkDocId}.md`),
        displayPath: `${docsPath}/${node.linkDocId}.md`,
        route: routeKey(node.href),
        ...(node.href.endsWith('/') && node.href !== '/' ? { permalink: node.href } : {}),
        id: node.linkDocId,
        docPath: node.linkDocId,
        format: 'md',
        source: pageText(title, description, node.items, descriptions, messages),
        frontmatter: { title, ...(description === undefined ? {} : { description }), ...(keywords === undefined ? {} : { keywords }), ...(image === undefined ? {} : { image }) },
        h1: title,
        generatedIndex: true,
      });
    });
  }
  return sources;
}

/**
 * The page's Markdown: its title, description and one card per item, with
 * the text Docusaurus's cards show: a doc's description, a category's own
 * description (from its _category_ file) or how many items it holds.
 */
function pageText(title: string, description: string | undefined, items: SidebarNode[], descriptions: ReadonlyMap<string, string>, messages: Messages): string {
  const cards = items.flatMap((item) => {
    // An unlisted doc gets no card, as in Docusaurus's card list.
    if (item.type === 'html' || (item.type === 'doc' && item.unlisted)) return [];
    const href = cardHref(item);
    if (!href) return [];
    const text = item.type === 'category' ? (item.description ?? messages.plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', item.items.length)) : item.type === 'doc' ? descriptions.get(item.id) || undefined : undefined;
    const detail = text === undefined ? '' : `<span class="card__description">${escape(text)}</span>`;
    return [`<a class="card" href="${escape(href)}"><span class="card__title">${escape(item.label)}</span>${detail}</a>`];
  });
  return [`# ${escape(title)}`, '', ...(description ? [escape(description), ''] : []), '<nav class="card-list">', ...cards, '</nav>', ''].join('\n');
}

/**
 * A card's href in the page's Markdown, where links are taken as written: a doc's or category's route is
 * percent-encoded (routeHref), a link item's href is the author's and stays as it is.
 */
function cardHref(node: SidebarNode): string | undefined {
  if (node.type === 'html') return undefined;
  if (node.type === 'link') return node.href;
  if (node.type === 'doc') return node.unlisted ? undefined : routeHref(node.href);
  if (node.href) return routeHref(node.href);
  for (const item of node.items) {
    const href = cardHref(item);
    if (href) return href;
  }
  return undefined;
}

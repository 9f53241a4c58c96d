import { join } from 'node:path';
import type { ContentSource } from '../content/content-source.ts';
import { escapeHtml as escape } from '../../shared/escape.ts';
import { routeHref } from '../../shared/url.ts';
import type { Messages } from '../../shared/translations.ts';
import type { PropTagDocList, PropTagsListItem } from './docs-plugin-data.ts';
import type { RouteLeaf } from './route-leaves.ts';
import { routeOfPermalink } from './site-paths.ts';
import { withoutBase } from '../../shared/url.ts';

/**
 * The docs tags pages of one version, from the routes the docs plugin added: the list of all tags (grouped by
 * first letter) and a page per tag listing its docs, with the headings and links theme-classic gives them. Each is
 * a page of Markdown text, so it is rendered, checked and searched like any page.
 */
export function tagPageSources(leaves: readonly RouteLeaf[], site: { siteDir: string; baseUrl: string; dir: string; messages: Messages }): ContentSource[] {
  const sources: ContentSource[] = [];
  const { messages } = site;
  for (const { route } of leaves) {
    const props = route.props ?? {};
    if (Array.isArray(props.tags)) sources.push(page(route.path, messages.text('theme.tags.tagsPageTitle', 'Tags'), listText(props.tags as PropTagsListItem[], site.baseUrl), site));
    else if (isTagDocList(props.tag)) sources.push(page(route.path, tagTitle(props.tag, messages), tagText(props.tag, site.baseUrl, messages), site, props.tag.description));
  }
  return sources;
}

function isTagDocList(value: unknown): value is PropTagDocList {
  return typeof value === 'object' && value !== null && Array.isArray((value as PropTagDocList).items) && typeof (value as PropTagDocList).allTagsPath === 'string';
}

/** theme-classic's title of a tag page: 'One doc tagged with "x"', '3 docs tagged with "x"'. */
function tagTitle(tag: PropTagDocList, messages: Messages): string {
  const nDocsTagged = messages.plural('theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', tag.count);
  return messages.text('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged, tagName: tag.label });
}

function page(permalink: string, title: string, text: string, site: { siteDir: string; baseUrl: string; dir: string }, description?: string): ContentSource {
  const route = routeOfPermalink(permalink, site.baseUrl);
  const written = withoutBase(permalink, site.baseUrl);
  const name = `__tags__${route}.md`;
  return {
    plugin: 'pages',
    // No such file exists; the path gives the page a place for messages.
    file: join(site.siteDir, site.dir, name),
    displayPath: `${site.dir}/${name}`,
    route,
    ...(written !== route ? { permalink: written } : {}),
    format: 'md',
    source: `# ${escape(title)}\n\n${description ? `${escape(description)}\n\n` : ''}${text}`,
    frontmatter: { title, ...(description ? { description } : {}) },
    h1: title,
  };
}

const href = (permalink: string, baseUrl: string) => escape(routeHref(withoutBase(permalink, baseUrl)));

/** All tags, grouped by their first letter as theme-classic lists them. */
function listText(tags: readonly PropTagsListItem[], baseUrl: string): string {
  const groups = new Map<string, PropTagsListItem[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .map(
      ([letter, group]) =>
        `<section class="tags-letter"><h2>${escape(letter)}</h2><ul class="tags-list">${group
          .map((tag) => `<li><a class="tag" href="${href(tag.permalink, baseUrl)}">${escape(tag.label)}<span class="tag__count">${tag.count}</span></a></li>`)
          .join('')}</ul></section>`,
    )
    .join('\n');
}

/** A tag's docs, by title, each with its description, after the link to all tags. */
function tagText(tag: PropTagDocList, baseUrl: string, messages: Messages): string {
  const items = tag.items.map(
    (doc) => `<article class="tagged-doc"><a href="${href(doc.permalink, baseUrl)}"><h2>${escape(doc.title)}</h2></a>${doc.description ? `<p>${escape(doc.description)}</p>` : ''}</article>`,
  );
  return [`<a class="tags-all" href="${href(tag.allTagsPath, baseUrl)}">${escape(messages.text('theme.tags.tagsPageLink', 'View all tags'))}</a>`, '', ...items, ''].join('\n');
}

import type { DocViewData, PageData, SiteData, TocItem } from '../../shared/types.ts';
import type { ContentSource } from '../content/content-source.ts';
import { routeHref, withoutBase } from '../../shared/url.ts';
import { messagesFor } from '../../shared/translations.ts';
import type { Config, DocsConfig } from '../config/schema.ts';
import type { Frontmatter } from '../content/frontmatter.ts';
import { breadcrumbsFor, indexSidebar, sidebarForPage, type Sidebars } from '../content/sidebar.ts';

export function headTitle(site: SiteData, title: string | undefined): string {
  return title && title !== site.title ? `${title} ${site.titleDelimiter} ${site.title}` : site.title;
}

function tocFor(toc: TocItem[], config: Config, fm: Frontmatter): TocItem[] {
  const min = fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel;
  const max = fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel;
  return toc.filter((item) => item.level >= min && item.level <= max);
}

export interface ContentFacts {
  route: string;
  frontmatter: Frontmatter;
  /** First h1 of the content. */
  h1?: string;
  toc: TocItem[];
  /** Fallback description: the first paragraph. */
  excerpt?: string;
}

/** View model of a doc page: its slice of the sidebar, breadcrumbs, previous/next. */
export function docPageData(
  site: SiteData,
  config: Config,
  sidebars: Sidebars,
  facts: ContentFacts & { id: string; docPath: string; editUrl?: string; lastUpdate?: { timestamp: number; author: string }; pagination?: ContentSource['pagination']; ownLayout?: true; permalink?: string },
): PageData {
  const fm = facts.frontmatter;
  const title = facts.h1 ?? fm.title ?? facts.id.split('/').pop()!;
  const sidebarName = sidebars.sidebarOfDoc.get(facts.id);
  const tree = sidebarName ? sidebars.trees.get(sidebarName)! : [];
  const order = sidebarName ? sidebars.order.get(sidebarName)! : [];
  const index = sidebarName ? sidebars.indexes.get(sidebarName)! : indexSidebar([]);
  const at = index.positions.get(facts.id) ?? -1;
  const docsConfig = config.docs === false ? undefined : config.docs;
  return {
    route: facts.route,
    ...(facts.permalink && facts.permalink !== facts.route ? { permalink: facts.permalink } : {}),
    kind: 'doc',
    title,
    headTitle: headTitle(site, fm.title ?? title),
    description: fm.description ?? facts.excerpt ?? '',
    toc: tocFor(facts.toc, config, fm),
    hideToc: fm.hide_table_of_contents === true,
    doc: {
      sidebar: sidebarForPage(tree, facts.route, index),
      breadcrumbs: site.docs.breadcrumbs ? breadcrumbsFor(index, facts.route) : [],
      ...(facts.pagination
        ? paginationOf(facts.pagination, site.baseUrl)
        : {
            previous: at > 0 ? { label: order[at - 1]!.label, href: routeHref(order[at - 1]!.href) } : undefined,
            next: at >= 0 && at < order.length - 1 ? { label: order[at + 1]!.label, href: routeHref(order[at + 1]!.href) } : undefined,
          }),
      editUrl: facts.editUrl,
      ...lastUpdateOf(docsConfig, fm, facts.lastUpdate),
      ...(facts.ownLayout ? { ownLayout: true } : {}),
      ...(fm.unlisted === true ? { unlisted: true } : {}),
    },
  };
}

/** Previous and next as Docusaurus's docs plugin computed them (front matter `pagination_*` included), as links. */
function paginationOf(pagination: NonNullable<ContentSource['pagination']>, baseUrl: string): Pick<DocViewData, 'previous' | 'next'> {
  const link = (to: { title: string; permalink: string } | undefined) => to && { label: to.title, href: routeHref(withoutBase(to.permalink, baseUrl)) };
  return { previous: link(pagination.previous), next: link(pagination.next) };
}

/** What the doc shows of its last change: git's, unless frontmatter `last_update` says otherwise, as in Docusaurus. */
function lastUpdateOf(docs: DocsConfig | undefined, fm: Frontmatter, fromGit: { timestamp: number; author: string } | undefined): { lastUpdate?: { date?: string; author?: string } } {
  if (!docs?.showLastUpdateTime && !docs?.showLastUpdateAuthor) return {};
  const override = (typeof fm.last_update === 'object' && fm.last_update !== null ? fm.last_update : {}) as { date?: unknown; author?: unknown };
  const overrideDate = typeof override.date === 'string' || override.date instanceof Date ? new Date(override.date) : undefined;
  const date = overrideDate && !Number.isNaN(overrideDate.getTime()) ? overrideDate : fromGit ? new Date(fromGit.timestamp * 1000) : undefined;
  const author = typeof override.author === 'string' ? override.author : fromGit?.author;
  const shown = { date: docs.showLastUpdateTime && date ? date.toISOString() : undefined, author: docs.showLastUpdateAuthor ? author : undefined };
  return shown.date || shown.author ? { lastUpdate: shown } : {};
}

export function markdownPageData(site: SiteData, config: Config, facts: ContentFacts): PageData {
  const fm = facts.frontmatter;
  const title = facts.h1 ?? fm.title ?? site.title;
  return {
    route: facts.route,
    kind: 'markdown',
    title,
    headTitle: headTitle(site, fm.title ?? title),
    description: fm.description ?? facts.excerpt ?? site.tagline,
    toc: tocFor(facts.toc, config, fm),
    hideToc: fm.hide_table_of_contents === true,
  };
}

export function reactPageData(site: SiteData, route: string, meta: { title?: string; description?: string }, module: string): PageData {
  return {
    route,
    kind: 'react',
    title: meta.title ?? site.title,
    headTitle: headTitle(site, meta.title),
    description: meta.description ?? site.tagline,
    toc: [],
    hideToc: true,
    module,
  };
}

export function builtinPageData(site: SiteData, kind: 'search' | 'notFound'): PageData {
  const messages = messagesFor(site.locale.lang, site.translations);
  const title = kind === 'search' ? messages.text('theme.SearchBar.label', 'Search') : messages.text('theme.NotFound.title', 'Page Not Found');
  return {
    route: kind === 'search' ? '/search' : '/404',
    kind,
    title,
    headTitle: headTitle(site, title),
    description: kind === 'search' ? `Search the ${site.title} documentation.` : site.tagline,
    toc: [],
    hideToc: true,
  };
}

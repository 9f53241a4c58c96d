import type { PageData, SiteData, TocItem } from '../../shared/types.ts';
import type { Config } from '../config/schema.ts';
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
export function docPageData(site: SiteData, config: Config, sidebars: Sidebars, facts: ContentFacts & { id: string; docPath: string; sourcePath: string }): PageData {
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
    kind: 'doc',
    title,
    headTitle: headTitle(site, fm.title ?? title),
    description: fm.description ?? facts.excerpt ?? '',
    toc: tocFor(facts.toc, config, fm),
    hideToc: fm.hide_table_of_contents === true,
    doc: {
      sidebar: sidebarForPage(tree, facts.route, index),
      breadcrumbs: site.docs.breadcrumbs ? breadcrumbsFor(index, facts.route) : [],
      previous: at > 0 ? { label: order[at - 1]!.label, href: order[at - 1]!.href } : undefined,
      next: at >= 0 && at < order.length - 1 ? { label: order[at + 1]!.label, href: order[at + 1]!.href } : undefined,
      editUrl: docsConfig?.editUrl ? `${docsConfig.editUrl.replace(/\/?$/, '/')}${facts.sourcePath}` : undefined,
      versionLabel: site.docs.versionLabel,
      ...(facts.h1 === undefined && fm.hide_title !== true ? { titleHeading: title } : {}),
    },
  };
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
  const title = kind === 'search' ? 'Search' : 'Page Not Found';
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

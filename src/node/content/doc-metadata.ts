import { posix } from 'node:path';
import type { DocEditUrlParams, DocsConfig } from '../config/schema.ts';
import { docEditUrl } from './edit-url.ts';
import { postTags } from '../blog/tags.ts';
import { firstParagraph } from './first-paragraph.ts';
import type { ContentSource, DocMetadata } from './content-source.ts';
import type { Sidebars } from './sidebar.ts';

/**
 * A doc's metadata from what the site model already holds (its sidebar's
 * order, the config, git's last update), so no page is read twice for it.
 */
export function docMetadata(
  source: ContentSource,
  version: { name: string; routeBase: string; dir: string; sidebars: Sidebars },
  docs: Pick<DocsConfig, 'editUrl' | 'showLastUpdateTime' | 'showLastUpdateAuthor'>,
  site: { baseUrl: string; locale: string } = { baseUrl: '/', locale: 'en' },
): DocMetadata {
  const fm = source.frontmatter;
  const id = source.id!;
  const sidebar = version.sidebars.sidebarOfDoc.get(id);
  const order = sidebar ? version.sidebars.order.get(sidebar)! : [];
  const at = sidebar ? (version.sidebars.indexes.get(sidebar)?.positions.get(id) ?? -1) : -1;
  const neighbour = (i: number) => (at >= 0 && i >= 0 && i < order.length ? { title: order[i]!.label, permalink: order[i]!.href } : undefined);
  const base = version.routeBase.replace(/\/$/, '');
  const slug = source.route.startsWith(`${base}/`) || source.route === base ? source.route.slice(base.length) || '/' : source.route;
  const update = lastUpdate(fm, source.lastUpdate, docs);
  const tags = postTags(fm.tags, undefined, `${base}/tags`, 'ignore', { file: source.displayPath, line: 1 }).tags;
  const dir = posix.dirname(source.docPath ?? id);
  const editUrl = source.generatedIndex ? undefined : docEditUrl(docs.editUrl, editUrlParams(source, version, site), fm as Record<string, unknown>);
  return {
    id,
    title: str(fm.title) ?? source.h1 ?? id.split('/').pop()!,
    description: docDescription(source),
    source: `@site/${source.displayPath}`,
    sourceDirName: dir,
    slug,
    permalink: source.route,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    ...(editUrl === undefined ? {} : { editUrl }),
    tags: tags.map(({ label, permalink }) => ({ label, permalink })),
    version: version.name,
    ...update,
    ...(source.sidebarPosition === undefined ? {} : { sidebarPosition: source.sidebarPosition }),
    ...(sidebar ? { sidebar } : {}),
    frontMatter: fm as Record<string, unknown>,
    ...defined('previous', neighbour(at - 1)),
    ...defined('next', neighbour(at + 1)),
  };
}

/** A doc's description, as Docusaurus gives it: frontmatter `description`, else the first line of prose. */
export function docDescription(source: Pick<ContentSource, 'frontmatter' | 'source'>): string {
  return str(source.frontmatter.description) ?? firstParagraph(source.source) ?? '';
}

/** What Docusaurus passes an `editUrl` function: the version, its folder, the doc's path in it, the page's URL path. */
function editUrlParams(source: ContentSource, version: { name: string; dir: string }, site: { baseUrl: string; locale: string }): DocEditUrlParams {
  const versionDir = version.dir.split('\\').join('/').replace(/\/+$/, '');
  const path = source.displayPath.split('\\').join('/');
  return {
    version: version.name,
    versionDocsDirPath: versionDir,
    docPath: path.startsWith(`${versionDir}/`) ? path.slice(versionDir.length + 1) : path,
    permalink: `${site.baseUrl.replace(/\/$/, '')}${source.route}`,
    locale: site.locale,
  };
}

/** Git's last change unless frontmatter `last_update` overrides it, only the parts the config shows, as in Docusaurus. */
function lastUpdate(fm: ContentSource['frontmatter'], git: ContentSource['lastUpdate'], docs: Pick<DocsConfig, 'showLastUpdateTime' | 'showLastUpdateAuthor'>): Pick<DocMetadata, 'lastUpdatedAt' | 'lastUpdatedBy'> {
  const override = (typeof fm.last_update === 'object' && fm.last_update !== null ? fm.last_update : {}) as { date?: unknown; author?: unknown };
  const date = typeof override.date === 'string' || override.date instanceof Date ? new Date(override.date).getTime() : undefined;
  const at = date !== undefined && !Number.isNaN(date) ? date : git ? git.timestamp * 1000 : undefined;
  const by = typeof override.author === 'string' ? override.author : git?.author;
  return { ...(docs.showLastUpdateTime && at !== undefined ? { lastUpdatedAt: at } : {}), ...(docs.showLastUpdateAuthor && by !== undefined ? { lastUpdatedBy: by } : {}) };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function defined<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

import { basename, extname, join, relative } from 'node:path';
import { DEFAULT_PLUGIN_ID } from '../../shared/global-data-types.ts';
import type { ContentSource } from '../content/content-source.ts';
import { firstHeading } from '../content/first-heading.ts';
import { contentFormat } from '../content/format.ts';
import { generatedIndexSources } from '../content/generated-index.ts';
import { readContent } from '../content/read-content.ts';
import type { DocEntry } from '../content/sidebar.ts';
import type { MarkdownFormat } from '../content/format.ts';
import type { ContentPluginOutput } from '../plugins/run-plugins.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { Messages } from '../../shared/translations.ts';
import type { VersionModel } from '../versions/version-model.ts';
import type { CategoryGeneratedIndex, DocsLoadedContent, DocusaurusDocMetadata, GlobalDataVersion, LoadedDocsVersion, PropVersionMetadata } from './docs-plugin-data.ts';
import { isReplaced } from '../modules/theme-layers.ts';
import { parentProp, routeLeaves, type RouteLeaf } from './route-leaves.ts';
import { sidebarsFromProps } from './sidebar-from-props.ts';
import { routeOfPermalink, sourceFile } from './site-paths.ts';
import { withoutBase } from '../../shared/url.ts';
import { tagPageSources } from './tag-pages.ts';

export interface DocsContent {
  versions: VersionModel[];
  sources: ContentSource[];
  problems: Diagnostic[];
}

interface SiteContext {
  siteDir: string;
  baseUrl: string;
  format: MarkdownFormat;
  /** The docs plugin's global data (`setGlobalData`), for each version's main doc. */
  globalVersions: readonly GlobalDataVersion[];
  /** The theme's messages, for the titles of the tags pages. */
  messages: Messages;
}

/**
 * The docs as the site's own docs plugin loaded them: each version with its docs (ids, permalinks, sidebars and
 * metadata exactly as Docusaurus computes them), and a page for each of its routes: every doc, every generated
 * index of a category, the tags pages. docs-build only reads each doc's text to compile it.
 */
export async function docsFromPlugin(output: ContentPluginOutput, site: SiteContext): Promise<DocsContent> {
  const content = output.content as DocsLoadedContent;
  // The default instance's docs carry no id, so a site with one docs plugin reads as it always did.
  const plugin = output.id === DEFAULT_PLUGIN_ID ? {} : { docsPluginId: output.id };
  const leaves = routeLeaves(output.routes);
  const problems: Diagnostic[] = [];
  const versions: VersionModel[] = [];
  const sources: ContentSource[] = [];
  const ownIndexPage = isReplaced(site.siteDir, INDEX_PAGE);
  for (const loaded of content.loadedVersions) {
    const own = leaves.filter((leaf) => parentProp<PropVersionMetadata>(leaf, 'version')?.version === loaded.versionName);
    const props = own.map((leaf) => parentProp<PropVersionMetadata>(leaf, 'version')).find((p) => p !== undefined);
    const generated = new Map(generatedIndexesOf(own).map((index) => [index.permalink, index]));
    const version = versionModel(loaded, props, generated, site);
    versions.push(output.id === DEFAULT_PLUGIN_ID ? version : { ...version, pluginId: output.id });
    const docs = await Promise.all(loaded.docs.map((doc) => docSource(doc, loaded, site, problems)));
    sources.push(...docs.map((doc) => ({ ...doc, ...plugin })));
    const descriptions = new Map(loaded.docs.map((doc) => [doc.id, doc.description]));
    for (const index of generatedIndexSources(version.sidebars, loaded.contentPath, version.dir, descriptions, site.messages)) {
      const meta = generated.get(`${site.baseUrl.replace(/\/$/, '')}${index.permalink ?? index.route}`);
      sources.push({ ...index, version: loaded.versionName, ...plugin, ...(meta ? { pagination: meta.navigation } : {}), ...(meta && ownIndexPage ? renderedBy(meta) : {}) });
    }
    sources.push(...tagPageSources(own, { ...site, dir: version.dir }));
  }
  return { versions, sources, problems };
}

const INDEX_PAGE = 'DocCategoryGeneratedIndexPage';

/**
 * A generated index page whose component the site replaced: an MDX page that
 * renders that component with the props Docusaurus's docs plugin gives it, so
 * it goes through the pipeline as any doc that imports a component does. The
 * component shows the breadcrumbs, badges and previous/next itself.
 */
function renderedBy(props: CategoryGeneratedIndex): Pick<ContentSource, 'source' | 'format' | 'ownLayout'> {
  return {
    format: 'mdx',
    source: `import ${INDEX_PAGE} from '@theme/${INDEX_PAGE}';\n\n<${INDEX_PAGE} categoryGeneratedIndex={${JSON.stringify(props)}} />\n`,
    ownLayout: true,
  };
}

function generatedIndexesOf(leaves: RouteLeaf[]): CategoryGeneratedIndex[] {
  return leaves.flatMap((leaf) => {
    const index = leaf.route.props?.categoryGeneratedIndex as CategoryGeneratedIndex | undefined;
    return index ? [index] : [];
  });
}

function versionModel(loaded: LoadedDocsVersion, props: PropVersionMetadata | undefined, generated: ReadonlyMap<string, CategoryGeneratedIndex>, site: SiteContext): VersionModel {
  const docIdOfPermalink = new Map(loaded.docs.map((doc) => [doc.permalink, doc.id]));
  const sidebars = sidebarsFromProps(props?.docsSidebars ?? {}, { baseUrl: site.baseUrl, docIdOfPermalink, generatedIndexes: generated });
  const labels = new Map<string, string>();
  for (const order of sidebars.order.values()) for (const entry of order) if (!labels.has(entry.id)) labels.set(entry.id, entry.label);
  const docs = new Map<string, DocEntry>();
  for (const doc of loaded.docs) {
    const file = sourceFile(doc.source, site.siteDir);
    docs.set(doc.id, {
      id: doc.id,
      route: routeOfPermalink(doc.permalink, site.baseUrl),
      ...(withoutBase(doc.permalink, site.baseUrl) !== routeOfPermalink(doc.permalink, site.baseUrl) ? { permalink: withoutBase(doc.permalink, site.baseUrl) } : {}),
      label: labels.get(doc.id) ?? doc.title,
      docPath: docPathOf(file, loaded).replace(/\.mdx?$/, ''),
      ...(doc.sidebarPosition === undefined ? {} : { position: doc.sidebarPosition }),
      fileName: basename(file),
      ...(doc.unlisted ? { unlisted: true as const } : {}),
    });
  }
  const main = site.globalVersions.find((v) => v.name === loaded.versionName);
  const mainDoc = main ? loaded.docs.find((doc) => doc.id === main.mainDocId) : loaded.docs[0];
  return {
    name: loaded.versionName,
    label: loaded.label,
    routeBase: routeOfPermalink(loaded.path, site.baseUrl),
    dir: relative(site.siteDir, loaded.contentPath).split('\\').join('/') || '.',
    sidebarItems: {},
    isLast: loaded.isLast,
    banner: loaded.banner ?? 'none',
    badge: loaded.badge,
    noIndex: loaded.noIndex,
    className: loaded.className,
    docs,
    sidebars,
    // Used for links only: in Docusaurus's form (a category index doc's ends with '/').
    mainRoute: withoutBase(mainDoc?.permalink ?? loaded.path, site.baseUrl),
  };
}

async function docSource(doc: DocusaurusDocMetadata, loaded: LoadedDocsVersion, site: SiteContext, problems: Diagnostic[]): Promise<ContentSource> {
  const file = sourceFile(doc.source, site.siteDir);
  const read = await readContent(file, site.siteDir);
  problems.push(...read.problems);
  const permalink = withoutBase(doc.permalink, site.baseUrl);
  const route = routeOfPermalink(doc.permalink, site.baseUrl);
  return {
    plugin: 'docs',
    file,
    displayPath: read.displayPath,
    route,
    ...(permalink !== route ? { permalink } : {}),
    id: doc.id,
    docPath: docPathOf(file, loaded).slice(0, -extname(file).length),
    ...translatedFile(file, loaded),
    ...(doc.sidebarPosition === undefined ? {} : { sidebarPosition: doc.sidebarPosition }),
    format: contentFormat(file, site.format),
    source: read.source,
    frontmatter: read.frontmatter,
    h1: firstHeading(read.source),
    ...(doc.lastUpdatedAt === undefined ? {} : { lastUpdate: { timestamp: Math.floor(doc.lastUpdatedAt / 1000), author: doc.lastUpdatedBy ?? '' } }),
    version: loaded.versionName,
    pagination: { ...(doc.previous ? { previous: doc.previous } : {}), ...(doc.next ? { next: doc.next } : {}) },
    metadata: doc,
    ...(doc.tags.length > 0 ? { docTags: doc.tags.map((tag) => ({ label: tag.label, permalink: withoutBase(tag.permalink, site.baseUrl) })) } : {}),
  };
}

/** A doc's path in its version's folder, or in the folder of its translations when the docs plugin read one. */
function docPathOf(file: string, loaded: LoadedDocsVersion): string {
  const localized = loaded.contentPathLocalized;
  const inside = localized !== undefined && !relative(localized, file).startsWith('..') ? localized : loaded.contentPath;
  return relative(inside, file).split('\\').join('/');
}

/** For a doc read from the locale's translations, the file of the docs folder it translates. */
function translatedFile(file: string, loaded: LoadedDocsVersion): { translates?: string } {
  const localized = loaded.contentPathLocalized;
  if (localized === undefined || relative(localized, file).startsWith('..')) return {};
  return { translates: join(loaded.contentPath, relative(localized, file)) };
}

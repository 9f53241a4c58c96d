import { join, relative } from 'node:path';
import type { I18nData, SiteData } from '../../shared/types.ts';
import type { Translations } from '../../shared/translations.ts';
import { routeSlug } from '../../shared/url.ts';
import type { Config } from '../config/schema.ts';
import { isModulePage, type ContentSource } from '../content/content-source.ts';
import { docDescriptions, withDocMetadata } from '../content-plugins/docs-plugin.ts';
import { generatedIndexSources } from '../content/generated-index.ts';
import type { DocEntry, Sidebars } from '../content/sidebar.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { buildSiteData } from './site-data.ts';
import type { PluginHost } from '../plugins/run-plugins.ts';
import { buildVersionDocs } from './global-data.ts';
import { CONTENT_PLUGINS } from '../content-plugins/plugin-of.ts';
import type { GlobalData, VersionDocs } from '../../shared/global-data-types.ts';
import type { AuthorsMap } from '../blog/authors.ts';
import { blogClientData } from '../blog/blog-client-data.ts';
import { buildBlogModel, type BlogModel } from '../blog/blog-model.ts';
import type { BlogClientData } from '../../shared/blog-types.ts';
import { readVersions } from '../versions/read-versions.ts';
import { resolveVersions, type VersionModel } from '../versions/version-model.ts';

/** Folder of the local search index. Its manifest has a fixed name (revalidated, not hashed), so the client bundle can name it before the index exists. */
export const LOCAL_SEARCH_INDEX = '/search/index/';

export interface SiteModel {
  site: SiteData;
  sidebars: Sidebars;
  docs: Map<string, DocEntry>;
  /** Every docs version built, newest first, with its own docs and sidebars; the one version of an unversioned site. */
  versions: VersionModel[];
  sources: ContentSource[];
  reactPages: Array<{ file: string; name: string; route: string; displayPath: string }>;
  /** Posts and the blog's generated pages; none without a blog. */
  blog?: BlogModel;
  /**
   * What a Docusaurus site's own plugins contributed (src/node/plugins/): their global data, HTML tags, client
   * modules, and theme folders (`themePaths`, where `@theme/…` is looked for before docs-build's theme).
   */
  plugins?: PluginHost;
  /** Docusaurus's global data (`useGlobalData`): for the server render and the pages whose code reads it. */
  globalData: GlobalData;
  /** Each version's docs with titles and descriptions, for the docs plugin's hooks on doc pages (server only). */
  versionDocs: VersionDocs;
  /** The blog's metadata and recent posts, for the blog plugin's client hooks and the generated post list. */
  blogData?: BlogClientData;
  problems: Diagnostic[];
}

/** Site-wide data computed once: doc entries, sidebars, site data, duplicate routes. */
export function buildSiteModel(input: {
  config: Config;
  root: string;
  configFile: string;
  sources: ContentSource[];
  blogAuthors?: AuthorsMap;
  versions?: VersionModel[];
  /** The theme's messages in the site's language (src/node/i18n/), carried to every page in the site data. */
  translations?: Translations;
  /** The site's locales, this build's among them; the config's one locale when not given. */
  i18n?: I18nData;
}): SiteModel {
  const { config, root } = input;
  let sources = input.sources;
  const configFile = relative(root, input.configFile) || input.configFile;
  const problems: Diagnostic[] = [];
  problems.push(...duplicateRoutes(sources, config));
  // Versions Docusaurus's own docs plugin loaded come with their sidebars, generated index pages and metadata.
  const given = input.versions;
  const versions = given ?? (config.docs === false ? [] : resolveVersions(readVersions(config.docs, root), sources, root, configFile, problems, config.docs));
  // Navbar doc items and the docs base lead to the last version, as in Docusaurus (of the default docs instance,
  // when the site has several).
  const last = versions.find((v) => v.isLast && v.pluginId === undefined);
  const docs = last?.docs ?? new Map<string, DocEntry>();
  const sidebars: Sidebars = last?.sidebars ?? { trees: new Map(), sidebarOfDoc: new Map(), order: new Map(), indexes: new Map() };
  // Categories linked to a generated index get a page, in each version.
  if (!given) {
    sources = [...sources, ...versions.flatMap((v) => generatedIndexSources(v.sidebars, join(root, v.dir), v.dir, docDescriptions(sources, v.name)).map((s) => ({ ...s, version: v.name })))];
    if (config.docs !== false) sources = withDocMetadata(sources, versions, config.docs, { baseUrl: config.baseUrl, locale: config.i18n.defaultLocale });
  }
  const built = buildSiteData(config, docs, sidebars, LOCAL_SEARCH_INDEX, configFile, versions, input.i18n);
  const site: SiteData = input.translations ? { ...built.site, translations: input.translations } : built.site;
  const siteProblems = built.problems;
  problems.push(...siteProblems);
  const reactPages = sources
    .filter(isModulePage)
    .map((s) => ({ file: s.file, name: routeSlug(s.route), route: s.route, displayPath: s.displayPath }));
  const blog = buildBlogModel(config, site, sources, input.blogAuthors);
  return { site, sidebars, docs, versions, sources, reactPages, blog, globalData: Object.assign({}, ...CONTENT_PLUGINS.map((plugin) => plugin.globalData?.(config, versions))), versionDocs: buildVersionDocs(sources), blogData: blog && blogClientData(blog, config), problems };
}

function duplicateRoutes(sources: ContentSource[], config: Config): Diagnostic[] {
  if (config.onDuplicateRoutes === 'ignore') return [];
  const seen = new Map<string, ContentSource>();
  const problems: Diagnostic[] = [];
  const severity = config.onDuplicateRoutes === 'throw' ? 'error' : 'warning';
  for (const source of sources) {
    const first = seen.get(source.route);
    if (!first) {
      seen.set(source.route, source);
      continue;
    }
    for (const [here, other] of [
      [first, source],
      [source, first],
    ] as const) {
      problems.push({
        file: here.displayPath,
        line: 1,
        column: 1,
        message: `Duplicate route ${source.route}: ${other.displayPath} produces the same route.`,
        ruleId: 'duplicate-route',
        severity,
        hint: 'Give one of the two files a different `slug` in its frontmatter, or rename it.',
      });
    }
  }
  return problems;
}

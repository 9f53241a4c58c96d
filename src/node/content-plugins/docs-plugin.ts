import { join, relative, sep } from 'node:path';
import type { Config, DocsConfig } from '../config/schema.ts';
import type { ContentSource } from '../content/content-source.ts';
import { docDescription, docMetadata } from '../content/doc-metadata.ts';
import { findContentFiles, skipContentFolder } from '../content/content-files.ts';
import { firstHeading } from '../content/first-heading.ts';
import { contentFormat } from '../content/format.ts';
import { readLastUpdates } from '../content/last-update.ts';
import { numberPrefixParserOf } from '../content/number-prefix.ts';
import { docIdFromPath, docRoute, docSidebarPosition } from '../content/routes.ts';
import { readContent } from '../content/read-content.ts';
import { docPageData } from '../model/page-data.ts';
import { buildGlobalData } from '../model/global-data.ts';
import type { PageData } from '../../shared/types.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { noIndexRoutes } from '../versions/no-index.ts';
import { pageVersion } from '../versions/page-version.ts';
import { CURRENT, readVersions } from '../versions/read-versions.ts';
import type { VersionModel } from '../versions/version-model.ts';
import type { ContentPlugin, LoadedContent } from './content-plugin.ts';
import { docsFromPlugin } from '../docusaurus-content/docs-content.ts';
import type { GlobalDataVersion } from '../docusaurus-content/docs-plugin-data.ts';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The docs: every version's folder read into docs with their ids, routes and sidebar positions (as Docusaurus's docs
 * plugin computes them), each rendered as a doc page with its version's sidebar.
 */
export const docsPlugin: ContentPlugin = {
  name: 'docs',
  // A doc page is made from its planned data and its compiled content alone.
  pagesOnAnyThread: true,
  loadContent: loadDocs,
  async loadDocusaurusContent(outputs, ctx) {
    const loaded = { sources: [] as ContentSource[], problems: [] as Diagnostic[], versions: [] as VersionModel[] };
    // Each docs instance brings its own versions and sidebars.
    for (const output of outputs) {
      const global = ctx.host.globalData[DOCS_PLUGIN]?.[output.id] as { versions?: GlobalDataVersion[] } | undefined;
      const docs = await docsFromPlugin(output, { siteDir: ctx.root, baseUrl: ctx.config.baseUrl, format: ctx.config.markdown.format, globalVersions: global?.versions ?? [], messages: ctx.messages });
      loaded.sources.push(...docs.sources);
      loaded.problems.push(...docs.problems);
      loaded.versions.push(...docs.versions);
    }
    return outputs.length > 0 ? loaded : { sources: [], problems: [] };
  },
  async routeOf(source, ctx) {
    // The versions of the doc's own docs instance (a site can have several, each with its versions).
    const versions = ctx.versions.filter((v) => v.pluginId === source.docsPluginId);
    const version = versions.find((v) => v.name === source.version);
    const facts = { route: source.route, frontmatter: source.frontmatter, h1: source.h1, toc: [] };
    let page = docPageData(ctx.site, ctx.config, version?.sidebars ?? ctx.sidebars, { ...facts, id: source.id!, docPath: source.docPath!, editUrl: source.metadata?.editUrl, lastUpdate: source.lastUpdate, pagination: source.pagination, ownLayout: source.ownLayout, permalink: source.permalink });
    const versionData = pageVersion(versions, source.version, source.id!);
    if (page.doc && versionData) page = withDoc(page, { version: versionData });
    if (page.doc && source.docTags) page = withDoc(page, { tags: source.docTags });
    if (page.doc && source.docsPluginId !== undefined) page = withDoc(page, { plugin: { id: source.docsPluginId, version: source.version ?? CURRENT } });
    if (page.doc && version?.badge) page = withDoc(page, { versionBadge: version.label });
    return { page, source, outFile: ctx.htmlFileFor(source.route), lvl0: sectionOf(page), tocLevels: ctx.tocLevels(source) };
  },
  // The docs plugin's versions, docs and sidebars, as its `setGlobalData` gives them in Docusaurus.
  globalData: buildGlobalData,
  getPathsToWatch: docsFolders,
  unlistedRoutes: (ctx) => noIndexRoutes(ctx.versions),
  readAgain(edited, config, root) {
    if (config.docs === false || edited.docPath === undefined) return edited;
    const data = edited.frontmatter;
    const parser = numberPrefixParserOf(config.docs.numberPrefixParser);
    // Each version has its own route base (`/docs/next`, `/docs/1.0`), as the scan gives it.
    const version = readVersions(config.docs, root).find((v) => v.name === edited.version);
    return {
      ...edited,
      id: docIdFromPath(edited.docPath, data, parser),
      route: docRoute(version?.routeBase ?? config.docs.routeBasePath, edited.docPath, data, parser),
      sidebarPosition: docSidebarPosition(edited.docPath, data, parser),
    };
  },
};

function withDoc(page: PageData, doc: Partial<NonNullable<PageData['doc']>>): PageData {
  return { ...page, doc: { ...page.doc!, ...doc } };
}

/** Search section of a doc: its top sidebar category, or 'Documentation' for top-level docs. */
function sectionOf(page: PageData): string {
  const crumbs = page.doc?.breadcrumbs ?? [];
  return crumbs.length > 1 ? crumbs[0]!.label : 'Documentation';
}

/** Every version's docs, read from its folder, with their last update from git when the config shows it. */
async function loadDocs(config: Config, root: string): Promise<LoadedContent> {
  const problems: Diagnostic[] = [];
  const sources: ContentSource[] = [];
  const docs = config.docs;
  if (docs === false) return { sources, problems };
  const versions = readVersions(docs, root);
  // One git call for every version's folder: from the folder that holds them all.
  const history = docs.showLastUpdateTime || docs.showLastUpdateAuthor ? await readLastUpdates(commonFolder(versions.map((v) => join(root, v.dir)))) : undefined;
  if (history?.problem) {
    problems.push({
      file: relative(root, join(root, docs.path)) || '.',
      message: `No git history for the docs (${history.problem}), so pages show no last update.`,
      ruleId: 'last-update',
      severity: 'warning',
      hint: 'Build from a git clone with its history (in CI, a full clone: fetch-depth 0), or turn off docs.showLastUpdateTime and showLastUpdateAuthor.',
    });
  }
  // One pass per docs version; a site without versions.json has only the docs folder, at the docs base.
  const parser = numberPrefixParserOf(docs.numberPrefixParser);
  for (const version of versions) {
    const dir = join(root, version.dir);
    const globbed = findContentFiles(dir, root, { patterns: ['**/*.{md,mdx}'], ignore: ['**/_*', '**/node_modules/**'], skipFolder: skipContentFolder });
    problems.push(...globbed.problems);
    const files = globbed.files.sort();
    const loaded = await Promise.all(files.map((f) => readContent(join(dir, f), root)));
    files.forEach((rel, i) => {
      const { source, displayPath, frontmatter, problems: fmProblems } = loaded[i]!;
      problems.push(...fmProblems);
      const docPath = rel.replace(/\.mdx?$/, '');
      sources.push({
        plugin: 'docs',
        file: join(dir, rel),
        displayPath,
        route: docRoute(version.routeBase, docPath, frontmatter, parser),
        id: docIdFromPath(docPath, frontmatter, parser),
        version: version.name,
        docPath,
        sidebarPosition: docSidebarPosition(docPath, frontmatter, parser),
        format: contentFormat(rel, config.markdown.format),
        source,
        frontmatter,
        h1: firstHeading(source),
        lastUpdate: history?.files.get(join(dir, rel)),
      });
    });
  }
  return { sources, problems };
}

/** Every docs version's folder (`docs/`, `versioned_docs/version-1.0/`…); a versions.json that does not read leaves the current one. */
function docsFolders(config: Config, root: string): string[] {
  if (config.docs === false) return [];
  try {
    return readVersions(config.docs, root).map((version) => join(root, version.dir));
  } catch {
    // The scan reports it; the fixing save is seen through versions.json.
    return [join(root, config.docs.path)];
  }
}

/** The deepest folder that contains all of `dirs`. */
function commonFolder(dirs: string[]): string {
  const parts = dirs.map((d) => d.split(sep));
  const first = parts[0] ?? [];
  let n = 0;
  while (n < first.length && parts.every((p) => p[n] === first[n])) n++;
  return first.slice(0, n).join(sep) || sep;
}

/** Whether a source is one of the docs plugin's docs (not a page it made from the content as a whole). */
export function isDoc(source: ContentSource): boolean {
  return source.plugin === 'docs' && source.id !== undefined;
}

/** The descriptions of a version's docs by id, for the cards of its generated index pages. */
export function docDescriptions(sources: readonly ContentSource[], version: string): Map<string, string> {
  return new Map(sources.filter((s) => isDoc(s) && s.version === version).map((s) => [s.id!, docDescription(s)]));
}

/** Each doc's MDX `metadata`, made once from the sidebars and config rather than by every page. */
export function withDocMetadata(sources: ContentSource[], versions: readonly VersionModel[], docsConfig: DocsConfig, site: { baseUrl: string; locale: string }): ContentSource[] {
  const byName = new Map(versions.map((v) => [v.name, v]));
  return sources.map((source) => {
    const version = isDoc(source) ? byName.get(source.version ?? '') : undefined;
    return version ? { ...source, metadata: docMetadata(source, version, docsConfig, site) } : source;
  });
}

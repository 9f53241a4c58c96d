import { basename, join } from 'node:path';
import { readCategoryMeta } from '../content/category-meta.ts';
import type { ContentSource } from '../content/content-source.ts';
import { resolveSidebars, type DocEntry, type Sidebars } from '../content/sidebar.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { CURRENT, type DocsVersion } from './read-versions.ts';

/** A docs version with its docs by id and its resolved sidebars. */
export interface VersionModel extends DocsVersion {
  docs: Map<string, DocEntry>;
  sidebars: Sidebars;
  /** Route of its main doc: the first doc of its first sidebar, else its first doc. */
  mainRoute: string;
  /** The docs plugin instance of this version, when it is not the default one (a site with several docs plugins). */
  pluginId?: string;
}

/** Each version's docs and sidebars; a versioned sidebar's problems are reported at its own file. */
export function resolveVersions(
  versions: DocsVersion[],
  sources: ContentSource[],
  root: string,
  configFile: string,
  problems: Diagnostic[],
  sidebarDefaults: { sidebarCollapsed?: boolean; sidebarCollapsible?: boolean } = {},
): VersionModel[] {
  return versions.map((version) => {
    const docs = new Map<string, DocEntry>();
    for (const source of sources) {
      if (source.plugin !== 'docs' || source.version !== version.name) continue;
      const fm = source.frontmatter;
      docs.set(source.id!, {
        id: source.id!,
        route: source.route,
        docPath: source.docPath!,
        label: fm.sidebar_label ?? fm.title ?? source.h1 ?? source.id!.split('/').pop()!,
        position: source.sidebarPosition,
        fileName: basename(source.file),
        ...(fm.unlisted === true ? { unlisted: true as const } : {}),
      });
    }
    const sidebarFile = version.name === CURRENT ? configFile : `versioned_sidebars/version-${version.name}-sidebars.json`;
    const categories = readCategoryMeta(join(root, version.dir), version.dir);
    problems.push(...categories.problems);
    const resolved = resolveSidebars(
      { sidebars: version.sidebarItems, routeBasePath: version.routeBase, sidebarCollapsed: sidebarDefaults.sidebarCollapsed, sidebarCollapsible: sidebarDefaults.sidebarCollapsible },
      docs,
      categories.meta,
      sidebarFile,
    );
    for (const problem of resolved.problems) {
      problems.push(version.name === CURRENT ? problem : { ...problem, keyPath: problem.keyPath?.replace(/^docs\.sidebars\./, '') });
    }
    const first = [...resolved.sidebars.order.values()].find((order) => order.length > 0)?.[0]?.href;
    return { ...version, docs, sidebars: resolved.sidebars, mainRoute: first ?? docs.values().next().value?.route ?? version.routeBase };
  });
}

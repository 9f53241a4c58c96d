import { pluginOf } from '../content-plugins/plugin-of.ts';
import { extname, sep } from 'node:path';
import type { ContentSource } from '../content/content-source.ts';

export type ChangeEvent = 'add' | 'change' | 'unlink';

/** One file-system event, with an absolute path. */
export interface FileChange {
  event: ChangeEvent;
  path: string;
}

/** What the dev server watches, as absolute paths. */
export interface WatchedPaths {
  configFile: string;
  /** The file `docs.sidebarPath` names: part of the config. */
  sidebarsFile?: string;
  /** Docs (every version's), pages and blog folders. */
  contentDirs: string[];
  /** What lists the docs versions and their sidebars (versions.json, versioned_sidebars/): a change replans every page. */
  versionFiles?: string[];
  /** The locale's `code.json` of a Docusaurus site: the theme's words, which every page shows. */
  translationFiles?: string[];
  /** What the site's Docusaurus plugins read (`getPathsToWatch`; a glob as the folder it starts in): a change runs them again. */
  pluginPaths?: string[];
  /** The site's swizzled components (`src/theme/`): a change sets the theme up again, as a config change does. */
  siteThemeDir?: string;
  /** The module named by `markdown.components`, if any. */
  componentsFile?: string;
  /** Folders bundled into the browser runtime (theme, client code). */
  bundleDirs: string[];
  staticDir: string;
}

export type ChangeKind = 'config' | 'components' | 'versions' | 'translations' | 'plugins' | 'content' | 'page-module' | 'content-asset' | 'bundle' | 'static' | 'ignored';

/** The work one batch of changes calls for, from cheapest to most expensive. */
export interface RebuildPlan {
  /** Reload the config, then rebuild everything. */
  config: boolean;
  /** Rebundle the browser runtime. */
  bundle: boolean;
  /** Rescan, rebuild the site model and render every page. */
  structure: boolean;
  /** Server-side modules (page components, MDX components) changed: import them afresh. */
  modules: boolean;
  /** Content files edited in place: candidates for re-rendering one page. */
  edits: string[];
  /** Only static files changed: the browser reloads, nothing is rebuilt. */
  reload: boolean;
}

const CONTENT_EXTENSIONS = new Set(['.md', '.mdx']);
// A folder's category metadata, in any of the forms Docusaurus reads.
const CATEGORY_FILE = /_category_\.(json|ya?ml)$/;

const inside = (dir: string, path: string) => path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep);

export function kindOf(path: string, watched: WatchedPaths): ChangeKind {
  if (path === watched.configFile || path === watched.sidebarsFile) return 'config';
  if (path === watched.componentsFile) return 'components';
  if (watched.siteThemeDir && inside(watched.siteThemeDir, path)) return 'config';
  if (watched.versionFiles?.some((file) => inside(file, path))) return 'versions';
  if (watched.translationFiles?.includes(path)) return 'translations';
  if (watched.pluginPaths?.some((file) => inside(file, path))) return 'plugins';
  const ext = extname(path);
  if (watched.contentDirs.some((dir) => inside(dir, path))) {
    if (CONTENT_EXTENSIONS.has(ext)) return 'content';
    if (ext === '.tsx' || ext === '.ts' || ext === '.jsx' || ext === '.js') return 'page-module';
    if (CATEGORY_FILE.test(path)) return 'content';
    return 'content-asset';
  }
  if (watched.bundleDirs.some((dir) => inside(dir, path))) return 'bundle';
  if (inside(watched.staticDir, path)) return 'static';
  return 'ignored';
}

/** Folds a burst of changes into the least work that brings every open page up to date. */
export function planRebuild(changes: FileChange[], watched: WatchedPaths): RebuildPlan {
  const plan: RebuildPlan = { config: false, bundle: false, structure: false, modules: false, edits: [], reload: false };
  const edits = new Set<string>();
  for (const { event, path } of changes) {
    switch (kindOf(path, watched)) {
      case 'config':
        plan.config = plan.structure = plan.bundle = plan.modules = true;
        break;
      case 'components':
        plan.structure = plan.modules = true;
        break;
      case 'versions':
      case 'translations':
      case 'plugins':
        // A full pass runs the site's plugins again too.
        plan.structure = true;
        break;
      case 'page-module':
        // React pages are bundle entries and render on the server: both sides change.
        plan.structure = plan.bundle = plan.modules = true;
        break;
      case 'content':
        // Category files and partials (`_name.mdx`) shape other pages; so do added and removed files.
        if (event !== 'change' || CATEGORY_FILE.test(path) || /[\\/]_[^\\/]*$/.test(path)) plan.structure = true;
        else edits.add(path);
        break;
      case 'content-asset':
        // Images next to a page are copied by compiling it; a new or removed one can change which links resolve.
        if (event === 'change') plan.reload = true;
        else plan.structure = true;
        break;
      case 'bundle':
        plan.bundle = true;
        break;
      case 'static':
        plan.reload = true;
        break;
      case 'ignored':
        break;
    }
  }
  plan.edits = plan.structure ? [] : [...edits];
  return plan;
}

/**
 * Everything about a source that other pages read: its route, its sidebar
 * entry (label, position) and the frontmatter that feeds sidebars and
 * pagination. If these are equal before and after an edit, only that page
 * needs rendering again.
 */
export function sharedFacts(source: ContentSource): string {
  const fm = source.frontmatter;
  const shared: Record<string, unknown> = {};
  for (const key of Object.keys(fm).sort()) {
    if (['id', 'slug', 'title', 'draft', 'unlisted', 'displayed_sidebar'].includes(key) || key.startsWith('sidebar_') || key.startsWith('pagination_')) shared[key] = fm[key];
  }
  return JSON.stringify([source.plugin, source.route, source.id, source.docPath, source.h1, shared]);
}

export function isContentOnlyEdit(before: ContentSource, after: ContentSource): boolean {
  if (pluginOf(before).textReachesOtherPages) return false;
  return sharedFacts(before) === sharedFacts(after);
}

import type { ComponentType } from 'react';
import type { PageData, SiteData } from '../../shared/types.ts';
import type { GlobalData } from '../../shared/global-data-types.ts';
import type { ClientBundle } from '../bundle/client-bundle-output.ts';
import type { Config } from '../config/schema.ts';
import type { ContentPluginName, ContentSource } from '../content/content-source.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { Messages } from '../../shared/translations.ts';
import type { ContentPluginOutput, PluginHost } from '../plugins/run-plugins.ts';
import type { AuthorsMap } from '../blog/authors.ts';
import type { BlogModel } from '../blog/blog-model.ts';
import type { Sidebars } from '../content/sidebar.ts';
import type { VersionModel } from '../versions/version-model.ts';

export type PageComponent = ComponentType<{ site: SiteData; page: PageData }>;

/** One page the build renders: its view model, where it is written, and how its plugin wants it rendered. */
export interface PlannedPage {
  page: PageData;
  source?: ContentSource;
  /** Output HTML file, relative to the build folder. */
  outFile: string;
  /** Address of the page's chunk; none for the not-found page. */
  chunkUrl?: string;
  /** Search section (hierarchy lvl0). */
  lvl0: string;
  /** Heading levels the table of contents keeps, from the config or the page's frontmatter. */
  tocLevels: [number, number];
  /**
   * The page's rendered markup holds links of its own that its content's references do not (a React component's
   * links, a blog list's posts): they are read from the markup, so that following them changes page in the browser.
   */
  linksInMarkup?: true;
  /** The page needs nothing of this thread (no component loaded here, no model): a render thread may render it. */
  anyThread?: true;
}

/** What planning reads of the client bundle: the build's finished one, or the dev server's addresses known in advance. */
export type PlanBundle = Pick<ClientBundle, 'entryScript' | 'stylesheets' | 'pageModules'>;

/** What a content plugin reads of the site model when it adds its routes. */
export interface RouteContext {
  site: SiteData;
  config: Config;
  root: string;
  /** Every docs version built, with its sidebars (docs plugin). */
  versions: readonly VersionModel[];
  /** The last version's sidebars, for a doc without a version of its own. */
  sidebars: Sidebars;
  blog?: BlogModel;
  bundle: PlanBundle;
  /** The output file of a route, as `trailingSlash` lays files out. */
  htmlFileFor(route: string): string;
  /** Heading levels of a page's table of contents: its frontmatter's, else the config's. */
  tocLevels(source?: ContentSource): [number, number];
  /** React page modules are imported when each page renders, not now (the dev server plans before its first answer). */
  deferReactPages?: boolean;
  /** Appended to React page imports so an edited page module is loaded afresh. */
  moduleVersion?: string;
  /** Components of the React pages imported while planning, by route. */
  components: Map<string, PageComponent>;
  problems: Diagnostic[];
}

/** What a plugin reads of the site model to list its files beside the pages and the routes the sitemap leaves out. */
export interface SiteFilesContext {
  site: SiteData;
  versions: readonly VersionModel[];
  blog?: BlogModel;
}

/** A file beside the pages, by its path below the output folder. */
export interface ExtraFile {
  path: string;
  contents: string;
}

/** The sources one content plugin loaded, and what it found wrong on the way. */
export interface LoadedContent {
  sources: ContentSource[];
  problems: Diagnostic[];
  /** The blog's authors map: the authors page lists all of them, posts or not. */
  blogAuthors?: AuthorsMap;
  /** The docs versions as Docusaurus's docs plugin loaded them, sidebars resolved (none: the model reads them itself). */
  versions?: VersionModel[];
}

/** What a plugin reads when a Docusaurus site's own content plugin of its name loaded the content. */
export interface DocusaurusContentContext {
  host: PluginHost;
  config: Config;
  root: string;
  /** How messages name the config file. */
  shown: string;
  /** The theme's messages in the locale built (titles of the pages a plugin makes). */
  messages: Messages;
}

/**
 * A content plugin of docs-build: its docs, its blog and its pages are plugins of one host, in Docusaurus's
 * lifecycle. `loadContent` reads the plugin's files; `contentLoaded` is split in two because the site model (the
 * sidebars every doc page shows, the blog's lists) is built from all plugins' content in between: `routeOf` is the
 * route of one source, `generatedRoutes` the routes with no file of their own. The build, the dev server and the
 * render threads ask a source's plugin (`source.plugin`) rather than switching on what the source is.
 */
export interface ContentPlugin {
  name: ContentPluginName;
  /** Its pages need nothing of the main thread (no component loaded there, no model): render threads may take them. */
  pagesOnAnyThread?: true;
  /** Reads the plugin's files from the site's folders (a site without Docusaurus's own content plugins). */
  loadContent?(config: Config, root: string): Promise<LoadedContent>;
  /**
   * The same content from what the site's own Docusaurus plugin of this name loaded (`outputs`: each of its
   * instances, in config order): which pages exist, at what URL, in which sidebar and order is what Docusaurus
   * computed; docs-build compiles and renders each page.
   */
  loadDocusaurusContent?(outputs: readonly ContentPluginOutput[], ctx: DocusaurusContentContext): Promise<LoadedContent>;
  /** The page of one of the plugin's sources; undefined when it cannot be made (its problem is in `ctx.problems`). */
  routeOf(source: ContentSource, ctx: RouteContext): Promise<PlannedPage | undefined>;
  /** Pages made from the content as a whole, with no source of their own (the blog's lists and tag pages). */
  generatedRoutes?(ctx: RouteContext): PlannedPage[];
  /**
   * An edited source, its new text and frontmatter read by the dev server, with the route and id its plugin gives
   * them, so one save does not cost a scan of the whole site. A plugin without it has its edits handled by a full
   * build, as has any React page module (code, bundled again).
   */
  readAgain?(edited: ContentSource, config: Config, root: string): ContentSource;
  /** What it gives `setGlobalData`, by plugin name and id, as Docusaurus's `useGlobalData()` holds it. */
  globalData?(config: Config, versions: readonly VersionModel[]): GlobalData;
  /** The folders its content is read from, which `dev` watches: a change there is a page edited, added or removed. */
  getPathsToWatch?(config: Config, root: string): string[];
  /** Routes of its pages that the sitemap leaves out: unlisted ones, and those of a docs version set to `noIndex`. */
  unlistedRoutes?(ctx: SiteFilesContext): string[];
  /** Files of its own beside the pages (the blog's feeds): `build` writes them, `dev` serves them from memory. */
  extraFiles?(ctx: SiteFilesContext): ExtraFile[];
  /** An edit of a source's text alone can change other pages (a post's text is its excerpt on the blog's lists). */
  textReachesOtherPages?: boolean;
}

import type { BlogPostMeta } from '../blog/post-meta.ts';
import type { Frontmatter } from './frontmatter.ts';
import type { LastUpdate } from './last-update.ts';

/**
 * The content plugins of docs-build's host (src/node/content-plugins/): the docs, the pages folder, the blog, and the
 * routes a Docusaurus site's own plugins add.
 */
export type ContentPluginName = 'docs' | 'pages' | 'blog' | 'routes';

/** One doc, page or post as its plugin loaded it: what the model, the compiler and the dev server work from. */
export interface ContentSource {
  /** The content plugin that loaded it, and so plans its page. */
  plugin: ContentPluginName;
  /** Absolute path. */
  file: string;
  /** Path relative to the site root, as shown in messages. */
  displayPath: string;
  route: string;
  /**
   * The page's URL path when it is written with a trailing slash, as Docusaurus writes a category index doc's
   * ('/docs/guides/') when `trailingSlash` is unset; links to the page use it. Routes never end with '/'.
   */
  permalink?: string;
  /** Previous and next page as Docusaurus's docs plugin computed them (permalinks with the base URL). */
  pagination?: { previous?: { title: string; permalink: string }; next?: { title: string; permalink: string } };
  /** Doc id ('addons/tdm/resources'); undefined for pages. */
  id?: string;
  /** Path of a doc relative to the docs folder, without extension, as on disk (number prefixes kept). */
  docPath?: string;
  /** A doc's place in a generated sidebar: frontmatter `sidebar_position`, else its file name's number prefix. */
  sidebarPosition?: number;
  /** How the page is made: Markdown or MDX compiled by docs-build, or a React page module ('tsx', any of .js/.jsx/.tsx). */
  format: 'md' | 'mdx' | 'tsx';
  source: string;
  frontmatter: Frontmatter;
  /** First h1 of the source, read without compiling (for sidebar labels). */
  h1?: string;
  /** Last commit of a doc, when `docs.showLastUpdateTime` or `showLastUpdateAuthor` asks for it. */
  lastUpdate?: LastUpdate;
  /** The docs version a doc belongs to ('current' for the docs folder). */
  version?: string;
  /** A doc's tags with the routes of their pages, when the site's docs plugin made those pages. */
  docTags?: Array<{ label: string; permalink: string }>;
  /** The docs plugin instance a doc belongs to, when the site has more than one and this is not the default one. */
  docsPluginId?: string;
  /** A blog post's date, authors, tags and excerpt. */
  blog?: BlogPostMeta;
  /** A category's generated index page: no file of its own, so no edit link. */
  generatedIndex?: true;
  /** The page's own component shows the doc's breadcrumbs, version banner and badge and previous/next (a site's own generated index page), so the doc page leaves them out. */
  ownLayout?: true;
  /**
   * The file a locale's translation stands for (the doc in the docs folder it translates): Markdown links to that
   * file lead to this page, which is that doc in this locale.
   */
  translates?: string;
  /** A doc's Docusaurus metadata (the MDX scope's `metadata`), filled in by the site model. */
  metadata?: DocMetadata;
}

/** Docusaurus's documented doc metadata, as far as docs-build knows it: the MDX scope's `metadata`. */
export interface DocMetadata {
  id: string;
  title: string;
  description: string;
  /** The file, as Docusaurus names it: '@site/docs/intro.md'. */
  source: string;
  /** The doc's folder inside the docs folder; '.' at its top. */
  sourceDirName: string;
  /** The route inside its version, without the docs base. */
  slug: string;
  permalink: string;
  draft: boolean;
  unlisted: boolean;
  editUrl?: string;
  tags: Array<{ label: string; permalink: string }>;
  version: string;
  /** Milliseconds since 1970, when `docs.showLastUpdateTime` asks for it. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  sidebarPosition?: number;
  sidebar?: string;
  frontMatter: Record<string, unknown>;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
}

/** A page that is a React module (bundled and imported), not content that docs-build compiles. */
export function isModulePage(source: Pick<ContentSource, 'format'>): boolean {
  return source.format === 'tsx';
}

import type { TocItem } from '../../shared/types.ts';
import type { DocMetadata } from '../content/content-source.ts';

/** A link or image reference found in content, with its place in the source. */
export interface ContentReference {
  kind: 'link' | 'image' | 'markdown-link';
  /** Set when an image file does not exist. */
  missing?: boolean;
  url: string;
  line?: number;
  column?: number;
  /** `data-noBrokenLinkCheck`-style opt-out set on the element. */
  ignoreAnchor?: boolean;
  /**
   * The `href` or `to` prop of a component other than `<a>` and `<Link>`: the component may render it as anything,
   * so Docusaurus (which checks only what `<Link>` renders) does not check it; a broken one is only a warning.
   */
  componentProp?: true;
  /** For a `.md` link that matched no file: the paths looked at, relative to the site root. */
  tried?: string[];
}

/** First use of a component in a file, for the missing-component check. */
export interface JsxUse {
  name: string;
  line?: number;
  column?: number;
}

export interface EmittedAsset {
  /** Absolute source path. */
  from: string;
  /** Output path relative to the build folder. */
  to: string;
}

// Page facts travel on the VFile; declaring them here types `file.data`.
declare module 'vfile' {
  interface DataMap {
    title: string;
    /** The h1 a doc shows when its content has none; unset for pages and for `hide_title`. */
    syntheticTitle: string;
    /** The route of an index doc (`guide/index.md`, `guide/README.md`, `guide/guide.md`): its folder's. */
    folderRoute: string;
    toc: TocItem[];
    /**
     * The text a heading's id is made from, by the heading's start offset, where it differs from the text shown:
     * a heading holding a `:name` text directive, which Docusaurus slugs without the directive's name.
     */
    headingSlugText: Record<number, string>;
    references: ContentReference[];
    assets: EmittedAsset[];
    /**
     * Files a link or image of the page was looked for at, and whether each was there: a file that appears or
     * goes away there changes the page (a link resolved, a warning gone), which its cache entry must notice.
     */
    lookups: Record<string, boolean>;
    /** Capitalised JSX element names used in the file. */
    jsxNames: string[];
    /** First use of each of those names, with its position. */
    jsxUses: JsxUse[];
    /** Names the file binds itself with import/export: components it needs from nobody. */
    boundNames: string[];
    /** The page's parsed frontmatter, for MDX's `frontMatter`. */
    frontMatter: Record<string, unknown>;
    /** A file a page imports (`_partial.md`): rendered with the components its importer passes it, if any. */
    partial: boolean;
    /** Docusaurus's `metadata` of the page, as far as docs-build knows it. */
    metadata: DocMetadata | Record<string, unknown>;
  }
}

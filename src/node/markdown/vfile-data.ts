import type { TocItem } from '../../shared/types.ts';

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
    toc: TocItem[];
    references: ContentReference[];
    assets: EmittedAsset[];
    /** Capitalised JSX element names used in the file. */
    jsxNames: string[];
    /** First use of each of those names, with its position. */
    jsxUses: JsxUse[];
    /** Names the file binds itself with import/export: components it needs from nobody. */
    boundNames: string[];
    /** The page's parsed frontmatter, for MDX's `frontMatter`. */
    frontMatter: Record<string, unknown>;
    /** Docusaurus's `metadata` of the page, as far as docs-build knows it. */
    metadata: Record<string, unknown>;
  }
}

export type LinkKind = 'link' | 'image' | 'script' | 'style' | 'anchor' | 'other';

export interface BrokenLink {
  /** The page holding the reference, as a path on the site (`/docs/install`). */
  page: string;
  /** The target: a site path (with `#anchor` for anchors) or an absolute URL for other origins. */
  url: string;
  /** HTTP status, or 0 when no response came (timeout, refused, invalid URL). */
  status: number;
  reason: string;
  kind: LinkKind;
}

export interface CheckReport {
  /** Distinct HTML pages crawled. */
  pages: number;
  /** Their paths, sorted, so reports can list pages that passed too. */
  pagePaths?: string[];
  /** Distinct targets checked: URLs, plus `url#anchor` pairs. */
  links: number;
  broken: BrokenLink[];
  /** Pages no other page links to (reached only through the sitemap or the output folder). */
  orphans?: string[];
}

import type { Stats } from 'node:fs';
import { extname } from 'node:path';
import { contentType } from 'mime-types';

/**
 * Where the media type mime-types gives differs from what the site's pages and tests rely on: `image/x-icon` is
 * what browsers and hosts send for favicons (mime-types names the registered `image/vnd.microsoft.icon`).
 */
const TYPE_OVERRIDES: Record<string, string> = { '.ico': 'image/x-icon' };

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The Content-Type of a file; XML formats (feeds, sitemaps, SVG) are text the build writes in UTF-8. */
export function contentTypeFor(file: string): string {
  const ext = extname(file).toLowerCase();
  const type = TYPE_OVERRIDES[ext] ?? (contentType(ext) || 'application/octet-stream');
  return /[/+]xml$/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Text formats shrink well; images and fonts are already compressed. The
 * build writes compressed copies of these files and the server compresses
 * them when there are none: one list for both.
 */
export function isCompressible(file: string): boolean {
  return /^text\/|^application\/(json|manifest\+json|xml|javascript)|^image\/svg\+xml/.test(contentTypeFor(file));
}

/** Files under `/assets/` carry a content hash in their name, so they never change. */
export function cacheControlFor(relative: string): string {
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Strong validator from size and mtime; each encoding is a different representation. (send's own ETag is weak,
 * which would make byte ranges and If-Range on it meaningless.)
 */
export function etagFor(stat: Stats, encoding?: string): string {
  const base = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  return `"${encoding ? `${base}-${encoding}` : base}"`;
}

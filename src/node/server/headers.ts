import type { Stats } from 'node:fs';
import { extname } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
  '.flac': 'audio/flac',
  '.vtt': 'text/vtt; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.zip': 'application/zip',
  '.gz': 'application/gzip',
  '.tgz': 'application/gzip',
  '.tar': 'application/x-tar',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Text formats shrink well; images and fonts are already compressed. The
 * build writes compressed copies of these files and the server compresses
 * them on the fly when there are none: one list for both.
 */
export function isCompressible(file: string): boolean {
  return /^text\/|^application\/(json|manifest\+json|xml|javascript)|^image\/svg\+xml/.test(contentTypeFor(file));
}

/** Files under `/assets/` carry a content hash in their name, so they never change. */
export function cacheControlFor(relative: string): string {
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** Strong validator from size and mtime; each encoding is a different representation. */
export function etagFor(stat: Stats, encoding?: string): string {
  const base = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  return `"${encoding ? `${base}-${encoding}` : base}"`;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2), so `W/` is ignored. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * If-Modified-Since: HTTP dates have whole seconds, so the file's mtime is
 * compared at that precision. An unparseable date is ignored (RFC 9110 §13.1.3).
 */
export function notModifiedSince(header: string | undefined, mtime: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** A request target split into decoded path segments, checked for traversal. */
export interface RequestPath {
  /** Decoded segments, empty ones dropped: `/a//b/` → `['a', 'b']`. */
  segments: string[];
  /** The same segments as the client sent them, for building redirect targets. */
  rawSegments: string[];
  trailingSlash: boolean;
  /** Query string including its `?`, or ''. */
  search: string;
}

export type ParsedRequestPath =
  | { ok: true; path: RequestPath }
  | { ok: false; status: 400 | 414; reason: string };

export const MAX_URL_LENGTH = 2048;

/**
 * Parses a raw request target (`req.url`) without normalising it first:
 * WHATWG URL parsing would silently resolve `..`, so every segment is decoded
 * and judged on its own instead.
 */
export function parseRequestPath(rawUrl: string): ParsedRequestPath {
  if (rawUrl.length > MAX_URL_LENGTH) return { ok: false, status: 414, reason: 'URI Too Long' };
  if (!rawUrl.startsWith('/')) return bad('request target must be a path');

  const queryAt = rawUrl.indexOf('?');
  const withoutQuery = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  const hashAt = withoutQuery.indexOf('#');
  const rawPath = hashAt === -1 ? withoutQuery : withoutQuery.slice(0, hashAt);
  if (rawPath.includes('\\')) return bad('backslash in path');

  const rawSegments = rawPath.split('/').filter((segment) => segment !== '');
  const segments: string[] = [];
  for (const raw of rawSegments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return bad('malformed percent-encoding');
    }
    if (decoded === '.' || decoded === '..') return bad('dot segment in path');
    // An encoded slash or backslash would let one segment climb out of its folder on disk.
    if (/[/\\\0]/.test(decoded)) return bad('forbidden character in path');
    segments.push(decoded);
  }

  const trailingSlash = rawPath.length > 1 && rawPath.endsWith('/');
  return { ok: true, path: { segments, rawSegments, trailingSlash, search } };
}

/** The canonical path of a request (no empty segments), as the client spelled it. */
export function displayPath(path: RequestPath): string {
  const joined = `/${path.rawSegments.join('/')}`;
  return path.trailingSlash && joined !== '/' ? `${joined}/` : joined;
}

function bad(reason: string): ParsedRequestPath {
  return { ok: false, status: 400, reason };
}

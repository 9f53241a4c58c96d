/** A byte range of a representation, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header for a representation of `size` bytes (RFC 9110 §14).
 * Only one range is honoured: for several, or anything that is not `bytes=`,
 * the whole representation is sent, which the RFC allows. `unsatisfiable`
 * becomes a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole';
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    // A suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * `If-Range` holds an ETag or a date; a range applies only while it still
 * names the current representation. A date counts only as a strong validator
 * when it matches to the second.
 */
export function ifRangeAllows(header: string | undefined, etag: string, mtime: Date): boolean {
  if (!header) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return Number.isFinite(date) && Math.floor(mtime.getTime() / 1000) === Math.floor(date / 1000);
}

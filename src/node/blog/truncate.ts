/** The excerpt of a post: everything before its truncation marker, or the whole post when there is none. */
export function splitExcerpt(body: string, marker: RegExp): { excerpt: string; truncated: boolean } {
  const found = new RegExp(marker.source, marker.flags.replace('g', '')).exec(body);
  if (!found) return { excerpt: body, truncated: false };
  return { excerpt: body.slice(0, found.index), truncated: true };
}

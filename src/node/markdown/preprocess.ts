/**
 * In MDX, `{#custom-id}` at the end of a heading would be parsed as a
 * JavaScript expression and fail. Escaping its braces keeps it as text, which
 * rehype-headings then turns into the heading's id. Code fences are left alone,
 * and the line count does not change, so positions stay right.
 */
export function escapeHeadingIds(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fenceMatch) {
        if (fence === null) fence = fenceMatch[1]!;
        else if (fenceMatch[1]!.startsWith(fence[0]!) && fenceMatch[1]!.length >= fence.length) fence = null;
        return line;
      }
      if (fence !== null || !/^\s{0,3}#{1,6}\s/.test(line)) return line;
      return line.replace(/\{#([\w-]+)\}\s*$/, '\\{#$1\\}');
    })
    .join('\n');
}

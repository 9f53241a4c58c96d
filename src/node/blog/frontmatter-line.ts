/** Line in the file of a top-level frontmatter key (line 1 when it is not found), for problems about its value. */
export function frontmatterKeyLine(source: string, key: string): number {
  const lines = source.split('\n');
  if (!/^---\s*$/.test(lines[0] ?? '')) return 1;
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]!); i++) {
    if (lines[i]!.startsWith(`${key}:`)) return i + 1;
  }
  return 1;
}

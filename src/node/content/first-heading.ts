/**
 * The text of the first `# ` heading outside code fences, read before
 * compiling so sidebar labels are known early. Inline markup is dropped.
 */
export function firstHeading(source: string): string | undefined {
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (fenceMatch[1]!.startsWith(fence[0]!) && fenceMatch[1]!.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^\s{0,3}#\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) {
      return match[1]!
        .replace(/\s*\\?\{#[\w-]+\\?\}\s*$/, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]/g, '')
        .trim();
    }
  }
  return undefined;
}

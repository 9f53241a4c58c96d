import { frontmatterLength } from './frontmatter.ts';

/**
 * The content's title, read before compiling so sidebar labels are known early: the text of its first heading when
 * that heading is an h1 (`# Title`), as Docusaurus takes a content title; none when another heading, or a thematic
 * break, comes first. Code fences and the frontmatter are skipped; inline markup is dropped.
 */
export function firstHeading(source: string): string | undefined {
  let fence: string | null = null;
  for (const line of source.slice(frontmatterLength(source)).split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (fenceMatch[1]!.startsWith(fence[0]!) && fenceMatch[1]!.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    if (/^\s{0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(line)) return undefined;
    const match = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    if (match[1] !== '#') return undefined;
    return match[2]!
      .replace(/\s*\\?\{#(?:.(?!\{#|\}))*.\\?\}\s*$/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .trim();
  }
  return undefined;
}

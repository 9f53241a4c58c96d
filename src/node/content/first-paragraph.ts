/**
 * The first line of prose of a Markdown or MDX file, as plain text: what
 * Docusaurus gives a doc as its description when the frontmatter has none.
 * Read from the source, so the site model knows it before any page compiles.
 */
export function firstParagraph(source: string): string | undefined {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---[^\S\r\n]*(\r?\n|$)/, '');
  let fence: string | null = null;
  let comment = false;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const fenceMark = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark;
      else if (fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    if (comment) {
      if (line.includes('-->')) comment = false;
      continue;
    }
    if (line.startsWith('<!--') && !line.includes('-->')) {
      comment = true;
      continue;
    }
    // Module lines, the page's own title and admonition fences are no prose.
    if (/^(import|export)\s/.test(line) || /^#\s/.test(line) || line.startsWith(':::')) continue;
    const text = plainText(line);
    if (text) return text;
  }
  return undefined;
}

function plainText(line: string): string {
  return line
    .replace(/<!--.*?-->/g, '')
    .replace(/\{\/\*.*?\*\/\}/g, '')
    .replace(/^#{2,6}\s+/, '')
    .replace(/\s*\\?\{#[\w-]+\\?\}\s*$/, '')
    .replace(/^>\s*/, '')
    .replace(/^([-*+]|\d+[.)])\s+/, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/(\*\*|__|\*|_|~~|`)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

// `// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`…: the comment styles Docusaurus
// accepts, on a line of their own. Any style is accepted in any language, as Docusaurus does for a language
// it has no comment style for; such a line would be a comment-only line in the block anyway.
const MAGIC = /^\s*(?:\/\/|#|--|%|;|\/\*|\{\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/**
 * Removes magic-comment lines from a code block and returns the 1-based
 * numbers (in the remaining code) of the lines they mark.
 */
export function applyMagicComments(code: string): { code: string; highlighted: Set<number>; unclosed: boolean } {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let depth = 0;
  let nextLine = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') depth++;
    else if (magic === 'end') depth = Math.max(0, depth - 1);
    else {
      kept.push(line);
      if (depth > 0 || nextLine) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted, unclosed: depth > 0 };
}

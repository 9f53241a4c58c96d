import { ADMONITION_TYPES } from '../../shared/admonitions.ts';

/**
 * Source rewrites Docusaurus makes before parsing, for text written for MDX 1
 * and CommonMark habits. Code fences and inline code are left alone, and no
 * line is added or removed, so every position still points into the file.
 *
 * - `:::info Some title` (both formats) becomes `:::info[Some title]`.
 * - In MDX, `{#custom-id}` at the end of a heading would be read as a
 *   JavaScript expression and fail: its braces are escaped, and
 *   rehype-headings turns it into the heading's id.
 * - In MDX, `<!-- comment -->` becomes `{/* comment *\/}`, same width.
 * - In MDX, a fence of the language `mdx-code-block` is MDX (Docusaurus's way to put JSX where the text must
 *   stay a code block for other Markdown readers): its two fence lines become blank lines.
 */
export function prepareSource(source: string, format: 'md' | 'mdx'): string {
  let fence: string | null = null;
  let mdxFence: string | null = null;
  let inComment = false;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fenceMatch && !inComment) {
        const mark = fenceMatch[1]!;
        if (format === 'mdx' && fence === null) {
          if (mdxFence === null && MDX_CODE_BLOCK.test(line)) {
            mdxFence = mark;
            return '';
          }
          if (mdxFence !== null && mark.startsWith(mdxFence[0]!) && mark.length >= mdxFence.length && line.trim() === mark) {
            mdxFence = null;
            return '';
          }
        }
        if (fence === null) fence = mark;
        else if (fenceMatch[1]!.startsWith(fence[0]!) && fenceMatch[1]!.length >= fence.length) fence = null;
        return line;
      }
      if (fence !== null) return line;
      let out = legacyAdmonitionTitle(line);
      if (format === 'mdx') {
        // As Docusaurus escapes them: the first `{#` of a heading line, whatever the id holds (`{#Apple_iOS#access}`).
        if (/^\s{0,3}#{1,6}\s/.test(out)) out = out.replace(/(?<!\\)\{#/, '\\{#');
        const converted = convertComments(out, inComment);
        out = converted.line;
        inComment = converted.inComment;
      }
      return out;
    })
    .join('\n');
}

const MDX_CODE_BLOCK = /^\s{0,3}(`{3,}|~{3,})mdx-code-block\s*$/;

/** Kept for callers that only need the heading-id escape. */
export function escapeHeadingIds(source: string): string {
  return prepareSource(source, 'mdx');
}

function legacyAdmonitionTitle(line: string): string {
  const match = /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
  if (!match || !Object.hasOwn(ADMONITION_TYPES, match[2]!)) return line;
  return `${match[1]}${match[2]}[${match[3]!.replace(/[[\]]/g, '\\$&')}]`;
}

/** Swaps comment delimiters outside `code spans`; `-->` only closes a comment that is open. */
function convertComments(line: string, open: boolean): { line: string; inComment: boolean } {
  let inComment = open;
  const parts = line.split(/(`+)/);
  let code: string | null = null;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 1) {
      if (!inComment) code = code === null ? part : code === part ? null : code;
      continue;
    }
    if (code !== null) continue;
    let out = '';
    let rest = part;
    for (;;) {
      const token = inComment ? '-->' : '<!--';
      const at = rest.indexOf(token);
      if (at === -1) break;
      out += rest.slice(0, at) + (inComment ? '*/}' : '{/* ');
      rest = rest.slice(at + token.length);
      inComment = !inComment;
    }
    parts[i] = out + rest;
  }
  return { line: parts.join(''), inComment };
}

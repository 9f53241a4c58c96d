import type { MagicComment } from '../config/schema.ts';

// How a comment opens and closes in the languages Docusaurus recognises, as regular-expression text. A magic
// comment must be alone on its line, in a comment style of the block's language.
const COMMENT_STYLES = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type CommentStyle = keyof typeof COMMENT_STYLES;

/** The comment styles each language accepts, after Docusaurus's table; any other language takes the common five. */
const STYLES_BY_LANGUAGE: Record<string, CommentStyle[]> = {};
const assign = (languages: string[], styles: CommentStyle[]) => {
  for (const language of languages) STYLES_BY_LANGUAGE[language] = styles;
};
assign(['js', 'javascript', 'ts', 'typescript'], ['js', 'jsBlock']);
assign(['jsx', 'tsx'], ['js', 'jsBlock', 'jsx']);
assign(['html'], ['js', 'jsBlock', 'html']);
assign(['python', 'py', 'bash'], ['bash']);
// Markdown's text takes HTML comments, its front matter YAML's.
assign(['markdown', 'md'], ['html', 'jsx', 'bash']);
assign(['tex', 'latex', 'matlab'], ['tex']);
assign(['lua', 'haskell'], ['lua']);
assign(['sql'], ['lua', 'jsBlock']);
assign(['wasm'], ['wasm']);
assign(['vb', 'vba', 'visual-basic'], ['vb', 'rem']);
assign(['vbnet'], ['vbnet', 'rem']);
assign(['batch'], ['rem']);
assign(['basic'], ['rem', 'f90']);
assign(['fsharp'], ['js', 'ml']);
assign(['ocaml', 'sml'], ['ml']);
assign(['fortran'], ['f90']);
assign(['cobol'], ['cobol']);
const COMMON_STYLES: CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function directivePattern(language: string, magicComments: readonly MagicComment[]): RegExp {
  const directives = magicComments.flatMap((c) => [c.line, c.block?.start, c.block?.end].filter((d): d is string => Boolean(d)));
  const words = directives.map(escape).join('|');
  const styles = (STYLES_BY_LANGUAGE[language] ?? COMMON_STYLES).map((style) => {
    const [open, close] = COMMENT_STYLES[style];
    return `(?:${open}\\s*(${words})\\s*${close})`;
  });
  return new RegExp(`^\\s*(?:${styles.join('|')})\\s*$`);
}

export interface MarkedLines {
  /** The code to show: magic-comment lines removed, the last line break dropped. */
  code: string;
  /** 1-based line number → classes of that line. */
  lineClassNames: Map<number, string[]>;
  /** Block starts never closed (their lines are not marked, as in Docusaurus). */
  unclosed: string[];
}

/** `{1,3-5}` in a fence's meta, as Docusaurus reads it (digits, commas and dashes only). */
const META_RANGE = /\{([\d,-]+)\}/;

/**
 * The lines a code block marks, as Docusaurus's theme computes them: a
 * `{1,3-5}` range in the meta marks those lines with the first magic
 * comment's class and leaves the code as it is; otherwise magic comments in
 * the language's comment styles mark lines and are removed.
 */
export function markLines(rawCode: string, options: { meta: string; language: string; magicComments: readonly MagicComment[] }): MarkedLines {
  const code = rawCode.replace(/\r?\n$/, '');
  const lineClassNames = new Map<number, string[]>();
  const mark = (line: number, className: string) => {
    const classes = lineClassNames.get(line) ?? [];
    if (!classes.includes(className)) classes.push(className);
    lineClassNames.set(line, classes);
  };
  const range = META_RANGE.exec(options.meta)?.[1];
  const first = options.magicComments[0];
  if (range !== undefined && first) {
    for (const n of parseRange(range)) if (n > 0) mark(n, first.className);
    return { code, lineClassNames, unclosed: [] };
  }
  if (options.magicComments.length === 0) return { code, lineClassNames, unclosed: [] };
  const pattern = directivePattern(options.language, options.magicComments);
  const lines = code.split(/\r?\n/);
  // Per class: where its open block started (0-based, in the kept lines), as Docusaurus keeps one start per class.
  const starts = new Map<string, number>();
  const open = new Set<string>();
  for (let i = 0; i < lines.length; ) {
    const match = pattern.exec(lines[i]!);
    if (!match) {
      i++;
      continue;
    }
    const directive = match.slice(1).find((group) => group !== undefined);
    const byLine = options.magicComments.find((c) => c.line === directive);
    const byStart = options.magicComments.find((c) => c.block?.start === directive);
    const byEnd = options.magicComments.find((c) => c.block?.end === directive);
    if (byLine) mark(i + 1, byLine.className);
    else if (byStart) {
      starts.set(byStart.className, i);
      open.add(byStart.className);
    } else if (byEnd) {
      const start = starts.get(byEnd.className) ?? 0;
      open.delete(byEnd.className);
      // Docusaurus marks the lines between start and end both ways round, so an empty block still marks two lines.
      for (let n = Math.min(start, i - 1); n <= Math.max(start, i - 1); n++) if (n >= 0) mark(n + 1, byEnd.className);
    }
    lines.splice(i, 1);
  }
  // Docusaurus lists a line's classes in the order of the magic comments, whatever order they were met in.
  const order = options.magicComments.map((c) => c.className);
  for (const classes of lineClassNames.values()) classes.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { code: lines.join('\n'), lineClassNames, unclosed: [...open] };
}

/** `1,3-5` → 1, 3, 4, 5; a range written backwards counts down. */
function parseRange(text: string): number[] {
  const numbers: number[] = [];
  for (const part of text.split(',')) {
    const bounds = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!bounds) continue;
    const a = Number(bounds[1]);
    const b = bounds[2] === undefined ? a : Number(bounds[2]);
    for (let n = Math.min(a, b); n <= Math.max(a, b); n++) numbers.push(n);
  }
  return numbers;
}

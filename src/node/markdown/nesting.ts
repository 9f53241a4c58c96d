/**
 * Block quotes and lists nest by recursion in the parser: ten thousand `>`
 * took seconds, then overflowed the stack with no line to show for it. No
 * real document nests a hundred deep, so deeper is an error, found by one
 * linear pass over the text before the parser sees it.
 */
export const MAX_NESTING = 100;

export interface DeepNesting {
  line: number;
  column: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Where the first line nesting deeper than `limit` block quotes and list items reaches that depth. */
export function findDeepNesting(source: string, limit = MAX_NESTING): DeepNesting | undefined {
  let fence: string | undefined;
  let line = 0;
  for (let start = 0; start <= source.length; ) {
    line++;
    const newline = source.indexOf('\n', start);
    const end = newline === -1 ? source.length : newline;
    const found = scanLine(source, start, end, limit, fence === undefined);
    const opened = FENCE.exec(source.slice(start, Math.min(end, start + 64)));
    if (fence === undefined && opened) fence = opened[1]![0]!.repeat(opened[1]!.length);
    else if (fence !== undefined && opened && opened[1]!.startsWith(fence)) fence = undefined;
    if (found !== undefined) return { line, column: found - start + 1 };
    if (newline === -1) break;
    start = newline + 1;
  }
  return undefined;
}

/** Offset at which the line's run of container markers passes `limit`, if it does. */
function scanLine(text: string, start: number, end: number, limit: number, outsideCode: boolean): number | undefined {
  if (!outsideCode) return undefined;
  let i = start;
  let indent = 0;
  while (i < end && (text[i] === ' ' || text[i] === '\t')) indent += text[i++] === '\t' ? 4 : 1;
  // Indentation nests list items too: two columns a level is as tight as a list can nest.
  let depth = Math.floor(indent / 2);
  const markers = new Set<string>();
  while (i < end) {
    const c = text[i]!;
    let next = i;
    if (c === '>') next = i + 1;
    else if ((c === '-' || c === '*' || c === '+') && (text[i + 1] === ' ' || text[i + 1] === '\t')) next = i + 2;
    else if (c >= '0' && c <= '9') {
      let j = i;
      while (j < end && j - i < 9 && text[j]! >= '0' && text[j]! <= '9') j++;
      if ((text[j] === '.' || text[j] === ')') && (text[j + 1] === ' ' || text[j + 1] === '\t')) next = j + 2;
    }
    if (next === i) break;
    markers.add(c >= '0' && c <= '9' ? '1' : c);
    depth++;
    if (depth > limit) {
      // `- - - -` or `* * *` and nothing else is a thematic break, however long.
      const rest = text.slice(i, end);
      if (markers.size === 1 && (c === '-' || c === '*') && new RegExp(`^[\\${c} \\t]*$`).test(rest)) return undefined;
      return i;
    }
    i = next;
    while (i < end && (text[i] === ' ' || text[i] === '\t')) i++;
  }
  return undefined;
}

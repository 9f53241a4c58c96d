/**
 * Markdown and MDX nest by recursion in the parser and in every tree walk
 * after it: ten thousand `>` took seconds, then overflowed the stack with no
 * line to show for it; five thousand nested `<div>` or 2,500 nested `*`
 * emphasis did the same, the emphasis after a time that grew with the square
 * of the depth. No real document nests a hundred deep, so deeper is an error,
 * found by one linear pass over the text before the parser sees it.
 */
export const MAX_NESTING = 100;
/** Elements (HTML or JSX tags) may nest deeper: generated markup, such as an inline SVG, goes further than prose. */
export const MAX_ELEMENT_NESTING = 256;

export type NestingKind = 'block' | 'element' | 'emphasis';

export interface DeepNesting {
  line: number;
  column: number;
  /** Block quotes and list items, HTML/JSX elements, or emphasis (`*`, `_`). */
  kind: NestingKind;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Where the text first nests deeper than the limits: block quotes and list items, elements, or emphasis. */
export function findDeepNesting(source: string, limit = MAX_NESTING, elementLimit = MAX_ELEMENT_NESTING): DeepNesting | undefined {
  let fence: string | undefined;
  let line = 0;
  const elements = new ElementDepth(elementLimit);
  const emphasis = new EmphasisDepth(limit);
  for (let start = 0; start <= source.length; ) {
    line++;
    const newline = source.indexOf('\n', start);
    const end = newline === -1 ? source.length : newline;
    const opened = FENCE.exec(source.slice(start, Math.min(end, start + 64)));
    if (fence === undefined) {
      const found = scanLine(source, start, end, limit, true);
      if (found !== undefined) return { line, column: found - start + 1, kind: 'block' };
      if (!opened) {
        const inline = scanInline(source, start, end, elements, emphasis);
        if (inline !== undefined) return { line, column: inline.at - start + 1, kind: inline.kind };
      }
    }
    if (fence === undefined && opened) fence = opened[1]![0]!.repeat(opened[1]!.length);
    else if (fence !== undefined && opened && opened[1]!.startsWith(fence)) fence = undefined;
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

// Elements whose end tag HTML lets the author leave out, and void elements: neither nests what follows.
const NOT_NESTING = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'optgroup', 'thead', 'tbody', 'tfoot', 'colgroup', 'caption', 'rt', 'rp', 'html', 'head', 'body']);
// `<name …>`, `</name>`, `<name/>`, and JSX fragments `<>` `</>`; a tag split over lines is not seen, which errs
// on the side of a shallower count.
const TAG = /<(\/?)([A-Za-z][\w.:-]*)?(?:\s[^<>\n]*?)?(\/?)>/y;

/** Open elements, counted across lines: an opening tag one deeper, its end tag one shallower. */
class ElementDepth {
  private depth = 0;
  constructor(private readonly limit: number) {}

  /** Reads the tag at `at`, if there is one; returns where it ends and whether it passed the limit. */
  read(text: string, at: number, end: number): { next: number; over: boolean } | undefined {
    TAG.lastIndex = at;
    const match = TAG.exec(text);
    if (!match || match.index + match[0].length > end) return undefined;
    const next = at + match[0].length;
    const name = match[2]?.toLowerCase();
    if (match[3] === '/' || (name !== undefined && NOT_NESTING.has(name))) return { next, over: false };
    if (match[1] === '/') {
      this.depth = Math.max(0, this.depth - 1);
      return { next, over: false };
    }
    this.depth++;
    return { next, over: this.depth > this.limit };
  }
}

/**
 * Emphasis a paragraph holds open, as CommonMark pairs it, roughly: a run of
 * `*` or `_` that can open is one level deeper, one that can close ends the
 * innermost level of its character. A blank line ends the paragraph.
 */
class EmphasisDepth {
  private open = { '*': 0, _: 0 };
  constructor(private readonly limit: number) {}

  paragraphEnds(): void {
    this.open = { '*': 0, _: 0 };
  }

  /** Reads the run of `char` from `at` to `next`; whether the open levels passed the limit. */
  read(text: string, at: number, next: number, char: '*' | '_'): boolean {
    const before = classOf(at === 0 ? ' ' : text[at - 1]!);
    const after = classOf(next >= text.length ? ' ' : text[next]!);
    // CommonMark's left- and right-flanking runs.
    const opens = after !== SPACE && (after !== PUNCTUATION || before !== WORD);
    const closes = before !== SPACE && (before !== PUNCTUATION || after !== WORD);
    // `_` inside a word neither opens nor closes.
    if (char === '_' && before === WORD && after === WORD) return false;
    if (closes && this.open[char] > 0) this.open[char]--;
    else if (opens) this.open[char]++;
    return this.open['*'] + this.open._ > this.limit;
  }
}

const SPACE = 0;
const PUNCTUATION = 1;
const WORD = 2;

function classOf(c: string): number {
  const code = c.charCodeAt(0);
  if (code < 128) {
    if (code <= 32) return SPACE;
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return WORD;
    return PUNCTUATION;
  }
  return /\s/.test(c) ? SPACE : /[\p{P}\p{S}]/u.test(c) ? PUNCTUATION : WORD;
}

/**
 * One line of a paragraph: tags and emphasis runs outside code spans. Returns
 * the offset of the first tag or run past its limit.
 */
function scanInline(text: string, start: number, end: number, elements: ElementDepth, emphasis: EmphasisDepth): { at: number; kind: NestingKind } | undefined {
  let first = start;
  while (first < end && classOf(text[first]!) === SPACE) first++;
  if (first === end) {
    emphasis.paragraphEnds();
    return undefined;
  }
  const spans = codeSpans(text, start, end);
  let span = 0;
  let i = start;
  while (i < end) {
    if (span < spans.length && i === spans[span]![0]) {
      i = spans[span++]![1];
      continue;
    }
    const c = text[i]!;
    if (c === '\\') i += 2;
    else if (c === '<') {
      const tag = elements.read(text, i, end);
      if (tag?.over) return { at: i, kind: 'element' };
      i = tag ? tag.next : i + 1;
    } else if (c === '*' || c === '_') {
      let j = i;
      while (j < end && text[j] === c) j++;
      if (emphasis.read(text, i, j, c)) return { at: i, kind: 'emphasis' };
      i = j;
    } else i++;
  }
  return undefined;
}

/**
 * The line's code spans, as [start, end) in order: a run of backticks opens
 * one that the next run of the same length closes. Each length's runs are
 * listed once, so pairing them stays linear.
 */
function codeSpans(text: string, start: number, end: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  // Not indexOf: in a file without backticks it would read to the end of the file on every line.
  for (let i = start; i < end; i++) {
    if (text[i] !== '`') continue;
    let j = i;
    while (j < end && text[j] === '`') j++;
    runs.push([i, j]);
    i = j;
  }
  if (runs.length < 2) return [];
  const byLength = new Map<number, number[]>();
  runs.forEach(([from, to], index) => {
    const list = byLength.get(to - from) ?? [];
    list.push(index);
    byLength.set(to - from, list);
  });
  const next = new Map<number, number>();
  const spans: Array<[number, number]> = [];
  for (let r = 0; r < runs.length; ) {
    const [from, to] = runs[r]!;
    const list = byLength.get(to - from)!;
    let k = next.get(to - from) ?? 0;
    while (k < list.length && list[k]! <= r) k++;
    next.set(to - from, k);
    if (k === list.length) {
      r++;
      continue;
    }
    const closer = list[k]!;
    spans.push([from, runs[closer]![1]]);
    r = closer + 1;
  }
  return spans;
}

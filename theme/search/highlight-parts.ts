// Highlighted values from the search clients are HTML: escaped text with
// <mark> tags. Pages that show them build text nodes from these parts instead
// of handing the string to innerHTML, so nothing but the marks can survive.

export interface TextPart {
  text: string;
  marked: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi;
const MARK_TAGS = /(<\/?mark>)/;

function fromCodePoint(code: number, entity: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/** Undoes the escaping of HTML text; unknown entities stay as written. */
export function decodeEntities(html: string): string {
  return html.replace(ENTITY, (entity, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (decimal !== undefined) return fromCodePoint(Number(decimal), entity);
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16), entity);
    return NAMED[name!.toLowerCase()] ?? entity;
  });
}

/** Splits on the exact mark tags; everything else becomes plain text. */
export function highlightParts(html: string): TextPart[] {
  const parts: TextPart[] = [];
  let marked = false;
  for (const piece of html.split(MARK_TAGS)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece !== '') parts.push({ text: decodeEntities(piece), marked });
  }
  return parts;
}

/** The text of a highlighted value, marks dropped. */
export function highlightText(html: string): string {
  return highlightParts(html)
    .map((part) => part.text)
    .join('');
}

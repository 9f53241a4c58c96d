import { escapeHtml } from '../../shared/escape.ts';

/** The tags plugins inject into every page (`injectHtmlTags`), already written as HTML, in plugin order. */
export interface HtmlTags {
  head: string[];
  preBody: string[];
  postBody: string[];
}

// Elements that HTML writes without a closing tag.
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * One tag as Docusaurus writes it: a string is HTML given as it is; an object `{ tagName, attributes, innerHTML }`
 * becomes an element, `true` attributes bare, `false` and undefined ones left out, `innerHTML` unescaped.
 */
export function htmlTag(tag: unknown, where: string): string {
  if (typeof tag === 'string') return tag;
  if (typeof tag !== 'object' || tag === null || typeof (tag as { tagName?: unknown }).tagName !== 'string') {
    throw new Error(`${where}: a tag must be an HTML string or { tagName, attributes?, innerHTML? }, got ${JSON.stringify(tag)}`);
  }
  const { tagName, attributes, innerHTML } = tag as { tagName: string; attributes?: Record<string, unknown>; innerHTML?: unknown };
  const attrs = Object.entries(attributes ?? {})
    .filter(([, value]) => value !== false && value !== undefined && value !== null)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
  if (VOID.has(tagName.toLowerCase())) return `<${tagName}${attrs}>`;
  return `<${tagName}${attrs}>${typeof innerHTML === 'string' ? innerHTML : ''}</${tagName}>`;
}

/** What one plugin's `injectHtmlTags` returned, added to `into`; each part may be one tag or a list. */
export function addHtmlTags(into: HtmlTags, returned: unknown, where: string): void {
  if (typeof returned !== 'object' || returned === null) return;
  const parts = returned as { headTags?: unknown; preBodyTags?: unknown; postBodyTags?: unknown };
  const list = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  into.head.push(...list(parts.headTags).map((t) => htmlTag(t, `${where} headTags`)));
  into.preBody.push(...list(parts.preBodyTags).map((t) => htmlTag(t, `${where} preBodyTags`)));
  into.postBody.push(...list(parts.postBodyTags).map((t) => htmlTag(t, `${where} postBodyTags`)));
}

import { DomUtils, parseDocument } from 'htmlparser2';

export type HtmlElement = Parameters<Parameters<typeof DomUtils.findAll>[0]>[0];

export interface ParsedPage {
  all(predicate: (element: HtmlElement) => boolean): HtmlElement[];
  byTag(tag: string): HtmlElement[];
  byClass(className: string): HtmlElement[];
  /** `content` of `<meta name=…>` or `<meta property=…>`. */
  meta(key: string): string | undefined;
}

export function hasClass(element: HtmlElement, className: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(className);
}

export function textOf(element: HtmlElement): string {
  return DomUtils.textContent(element).replace(/\s+/g, ' ').trim();
}

/** A built HTML file, queryable like a DOM. */
export function parsePage(html: string): ParsedPage {
  const doc = parseDocument(html);
  const all = (predicate: (element: HtmlElement) => boolean) => DomUtils.findAll(predicate, doc.children);
  return {
    all,
    byTag: (tag) => all((e) => e.name === tag),
    byClass: (className) => all((e) => hasClass(e, className)),
    meta: (key) => all((e) => e.name === 'meta' && (e.attribs.name === key || e.attribs.property === key))[0]?.attribs.content,
  };
}

// Renders a React element on the server and queries the markup like a DOM.

import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DomUtils, parseDocument } from 'htmlparser2';

export type Element = Parameters<Parameters<typeof DomUtils.findAll>[0]>[0];

export interface Rendered {
  html: string;
  all(predicate: (element: Element) => boolean): Element[];
  byClass(className: string): Element[];
  byTag(tag: string): Element[];
}

/** The element a query found; fails the test, rather than the type check, when it found none. */
export function found(element: Element | undefined): Element {
  if (!element) throw new Error('Expected an element, but the query matched none.');
  return element;
}

export function hasClass(element: Element | undefined, className: string): boolean {
  return (found(element).attribs.class ?? '').split(/\s+/).includes(className);
}

export function textOf(element: Element | undefined): string {
  return DomUtils.textContent(found(element)).replace(/\s+/g, ' ').trim();
}

/** Elements under `element` matching the predicate (the element itself excluded). */
export function within(element: Element | undefined, predicate: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(predicate, found(element).children);
}

export function render(element: ReactElement): Rendered {
  const html = renderToString(element);
  const nodes = parseDocument(html).children;
  const all = (predicate: (element: Element) => boolean) => DomUtils.findAll(predicate, nodes);
  return {
    html,
    all,
    byClass: (className) => all((el) => hasClass(el, className)),
    byTag: (tag) => all((el) => el.name === tag),
  };
}

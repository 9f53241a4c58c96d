import type { Element, Root, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

type StyleObject = Record<string, string>;

// Off only to measure what it gains (bench/build-ab.mjs with DOCS_BUILD_AB_OFF=parsed-styles).
const OFF = (process.env.DOCS_BUILD_AB_OFF ?? '').split(',').includes('parsed-styles');
// Distinct style strings seen: a highlighted page repeats a few dozen of them thousands of times. The bound keeps a
// site whose every element has a style of its own from holding them all.
const MAX_KEPT = 10_000;
const parsed = new Map<string, StyleObject>();
// hast-util-to-jsx-runtime adds `textAlign` to the style object of a table cell with `align`: such a cell keeps its
// own, so the shared object is never changed.
const OWN_STYLE = new Set(['td', 'th']);

/**
 * The tree as hast-util-to-jsx-runtime should get it: each element's `style`
 * string replaced by the object it parses to, parsed once per distinct string
 * and shared. Given a string, the runtime parses every one again (Prism puts
 * one on each token of a code block). The tree given is not changed: the
 * elements on the way to a style are copied.
 */
export function withParsedStyles<T extends Root | Element>(tree: T): T {
  return OFF ? tree : (copy(tree) as T);
}

function copy(node: Root | RootContent): Root | RootContent {
  if (!('children' in node)) return node;
  let children: typeof node.children | undefined;
  node.children.forEach((child, index) => {
    const copied = copy(child);
    if (copied === child) return;
    children ??= [...node.children] as typeof node.children;
    children[index] = copied as (typeof node.children)[number];
  });
  const style = node.type === 'element' && !OWN_STYLE.has(node.tagName) ? node.properties.style : undefined;
  const object = typeof style === 'string' ? styleObject(style) : undefined;
  if (!object && !children) return node;
  const properties = object && node.type === 'element' ? { properties: { ...node.properties, style: object as unknown as string } } : {};
  return { ...node, ...properties, children: children ?? node.children } as Root | RootContent;
}

/**
 * What hast-util-to-jsx-runtime makes of the string, by its own parser, so the result is the same; frozen, as it
 * is shared. Undefined when it does not parse: left as a string, the runtime reports it with its place.
 */
function styleObject(style: string): Readonly<StyleObject> | undefined {
  let object = parsed.get(style);
  if (object) return object;
  try {
    const element = toJsxRuntime({ type: 'element', tagName: 'span', properties: { style }, children: [] }, { Fragment, jsx, jsxs }) as ReactElement<{ style?: StyleObject }>;
    object = Object.freeze(element.props.style ?? {});
  } catch {
    return undefined;
  }
  if (parsed.size >= MAX_KEPT) parsed.clear();
  parsed.set(style, object);
  return object;
}

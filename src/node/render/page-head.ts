import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { HeadCollector } from '../../../theme/docusaurus/head-context.ts';

/** What a React page's `<Head>` and `<Layout>` asked of the document head. */
export interface PageHead {
  /** A `<Head><title>`: the whole title, as written. */
  title?: string;
  /** A `<Layout title>`: formatted with the site title, as Docusaurus does. */
  layoutTitle?: string;
  description?: string;
  /** The page rendered `@theme/Layout`. */
  usedLayout?: true;
  /** Other tags, as HTML, in render order. */
  tags: string[];
  /** Keys of the default tags these replace: 'name:description', 'property:og:title', 'canonical'. */
  replaces: string[];
}

// Elements of a `<Head>` that belong in the document head; anything else (html and body attributes) is left out.
const HEAD_ELEMENTS = new Set(['meta', 'link', 'script', 'style', 'base', 'noscript']);

const textOf = (node: ReactNode): string =>
  Children.toArray(node)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? textOf(child.props.children) : ''))
    .join('');

/** A collector for one server render; `result()` reads what the page asked for. */
export function createHeadCollector(): HeadCollector & { result(): PageHead } {
  const head: PageHead = { tags: [], replaces: [] };
  const keyed = new Map<string, string>();
  const add = (element: ReactElement<Record<string, unknown>>) => {
    const type = element.type;
    if (type === 'title') {
      head.title = textOf(element.props.children as ReactNode).replace(/\s+/g, ' ').trim();
      return;
    }
    if (typeof type !== 'string' || !HEAD_ELEMENTS.has(type)) return;
    const { name, property, rel, content } = element.props;
    const key = type === 'meta' && typeof name === 'string' ? `name:${name}` : type === 'meta' && typeof property === 'string' ? `property:${property}` : type === 'link' && rel === 'canonical' ? 'canonical' : undefined;
    if (key === 'name:description' && typeof content === 'string') head.description = content;
    const html = renderToStaticMarkup(element);
    // The last tag of a key wins, as with Docusaurus's head manager; others are kept in order.
    if (key) keyed.set(key, html);
    else head.tags.push(html);
  };
  return {
    head(children) {
      for (const child of Children.toArray(children)) if (isValidElement<Record<string, unknown>>(child)) add(child);
    },
    layout({ title, description }) {
      head.usedLayout = true;
      if (title) head.layoutTitle = title;
      if (description && head.description === undefined) head.description = description;
    },
    result() {
      return { ...head, tags: [...head.tags, ...keyed.values()], replaces: [...keyed.keys()] };
    },
  };
}

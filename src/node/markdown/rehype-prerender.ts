import type { Expression, JSXAttribute, JSXElement, Program } from 'estree-jsx';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toEstree } from 'hast-util-to-estree';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { MdxFlowExpressionHast } from 'mdast-util-mdx-expression';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import type { VFile } from 'vfile';
import './vfile-data.ts';
import { esmBoundNames } from './esm-names.ts';
import { withParsedStyles } from './parsed-styles.ts';

export interface PrerenderOptions {
  /**
   * The names the renderer's MDX components map replaces (`details`, `Tabs`…): an element of such a
   * name is rendered by its component when the page runs. None: the map is not known, nothing is prerendered.
   */
  replacedTags?: ReadonlySet<string>;
  /**
   * Components of the map (or tags it replaces) that render what they hold as it is, reading no more of it than
   * the tag and the other props of their own children: the plain HTML inside them is prerendered too. Only
   * docs-build's own <Tabs>, <TabItem>, <Admonition> and <Details> are, when the site has not replaced them.
   */
  transparent?: ReadonlySet<string>;
  /** The `@theme/…` modules bound to the renderer's own components (see recma-builtin-imports.ts). */
  builtinIds?: ReadonlySet<string>;
}

type Parent = { children: RootContent[] };

// Off only to measure what it gains (bench/build-ab.mjs with DOCS_BUILD_AB_OFF=prerender).
const OFF = (process.env.DOCS_BUILD_AB_OFF ?? '').split(',').includes('prerender');
const TRANSPARENT_OFF = (process.env.DOCS_BUILD_AB_OFF ?? '').split(',').includes('prerender-transparent');

// Elements React renders in ways that depend on where they are (the SVG and MathML namespaces, form state,
// resources it hoists into the head, preloads for images): left to React in place, with all they hold.
const KEEP = new Set([
  'svg', 'math', 'select', 'option', 'optgroup', 'textarea', 'input', 'script', 'style', 'title', 'meta', 'link',
  'base', 'head', 'html', 'body', 'noscript', 'template', 'img', 'picture', 'source', 'video', 'audio', 'iframe', 'object',
]);
// Rendered as they are inside, but their own content not as a string: React adds a newline at the start of one.
const NOT_AS_ROOT = new Set(['pre', 'listing']);

/**
 * For pages compiled to JavaScript: each largest part of the HTML tree that
 * holds only plain elements and text, and is not inside a component, is
 * rendered to HTML here and goes into the compiled code as one string (the
 * `dangerouslySetInnerHTML` of its outer element), instead of one JSX call per
 * element. A highlighted code block is hundreds of elements, each with a
 * style object: the compiled code of a long page came to megabytes, all of it
 * generated, parsed and run again to make the same HTML. React renders the
 * same elements either way, so the page's HTML is the same.
 */
export default function rehypePrerender(options: PrerenderOptions) {
  return (tree: Root, file: VFile) => {
    const replaced = options.replacedTags;
    // A partial is rendered with what components its importer gives it (`<Note components={…} />`), not the map.
    if (!replaced || OFF || file.data.partial) return;
    // A name the page binds itself (an import, an export) is its own component, unless it imports the built-in one.
    const own = ownNames(tree, options.builtinIds ?? new Set());
    const transparent = (name: string | null | undefined) => !TRANSPARENT_OFF && !!name && !!options.transparent?.has(name) && !own.has(name);
    // Whether a node is plain HTML, prerendering the plain parts of an element that is not. A component (or a
    // tag the components map replaces) is left whole, whatever it holds, as it may read its children as elements;
    // a transparent one has its plain children prerendered, which keeps them elements of the same tag and props.
    const plain = (node: RootContent): boolean => {
      if (node.type === 'text' || node.type === 'comment') return true;
      const name = node.type === 'element' ? node.tagName : node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? node.name : undefined;
      if (node.type !== 'element' || KEEP.has(node.tagName) || replaced.has(node.tagName)) {
        if (name !== undefined && transparent(name)) prerenderChildren(node as Parent, (node as Parent).children.map(plain));
        return false;
      }
      const flags = node.children.map(plain);
      if (flags.every(Boolean)) return true;
      prerenderChildren(node, flags);
      return false;
    };
    prerenderChildren(tree, tree.children.map(plain));
  };
}

/**
 * Replaces each plain element child of `parent` (as `flags` says) with its prerendered form: an element of the
 * same tag and props, but for its children, which become its `dangerouslySetInnerHTML`.
 */
function prerenderChildren(parent: Parent, flags: boolean[]): void {
  parent.children.forEach((child, index) => {
    if (!flags[index] || child.type !== 'element' || child.children.length === 0) return;
    if (NOT_AS_ROOT.has(child.tagName)) prerenderChildren(child, child.children.map(() => true));
    else parent.children[index] = prerendered(child) as unknown as ElementContent;
  });
}

/** Names the page's imports and exports bind, but for a default import of a built-in `@theme/<name>`. */
function ownNames(tree: Root, builtinIds: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    const program = node.data.estree;
    const builtin = new Set<string>();
    for (const statement of program.body) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) {
        const id = `@theme/${specifier.local.name}`;
        if (specifier.type === 'ImportDefaultSpecifier' && statement.source.value === id && builtinIds.has(id)) builtin.add(specifier.local.name);
      }
    }
    for (const name of esmBoundNames(program)) if (!builtin.has(name)) names.add(name);
  }
  return names;
}

/** `{<tag …attributes dangerouslySetInnerHTML={{ __html: '…' }} />}`, its attributes as MDX would have written them. */
function prerendered(element: Element): MdxFlowExpressionHast {
  // The element itself is rendered, then its tags cut off: what its children become depends on it (whitespace
  // between table rows is dropped). React escapes `>` in attribute values, so the first one ends the start tag.
  const whole = renderToString(toJsxRuntime(withParsedStyles({ type: 'root', children: [element] }), { Fragment, jsx, jsxs }) as ReactElement);
  const end = `</${element.tagName}>`;
  if (!whole.endsWith(end)) throw new Error(`<${element.tagName}> did not render as one element`);
  const html = whole.slice(whole.indexOf('>') + 1, -end.length);
  const program = toEstree({ type: 'root', children: [{ ...element, children: [] }] }) as Program;
  const statement = program.body[0];
  const fragment = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  const jsxElement = (fragment?.type === 'JSXFragment' ? fragment.children[0] : fragment) as JSXElement | undefined;
  if (jsxElement?.type !== 'JSXElement') throw new Error(`<${element.tagName}> did not convert to one JSX element`);
  const inner: Expression = {
    type: 'ObjectExpression',
    properties: [{ type: 'Property', key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: html }, kind: 'init', method: false, shorthand: false, computed: false }],
  };
  const attribute: JSXAttribute = { type: 'JSXAttribute', name: { type: 'JSXIdentifier', name: 'dangerouslySetInnerHTML' }, value: { type: 'JSXExpressionContainer', expression: inner } };
  jsxElement.openingElement.attributes.push(attribute);
  const estree: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: jsxElement as unknown as Expression }], comments: [] };
  return { type: 'mdxFlowExpression', value: '', data: { estree }, position: element.position };
}

import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withParsedStyles } from '../../../src/node/markdown/parsed-styles.ts';

const TOKEN = '--prism-l-color:#d73a49;--prism-d-color:#ff7b72;font-style: Italic';

function span(style: string, text: string): Element {
  return { type: 'element', tagName: 'span', properties: { className: ['token'], style }, children: [{ type: 'text', value: text }] };
}

function page(): Root {
  const cell = (align: string): Element => ({ type: 'element', tagName: 'td', properties: { align, style: TOKEN }, children: [{ type: 'text', value: align }] });
  return {
    type: 'root',
    children: [
      { type: 'element', tagName: 'pre', properties: { style: '-ms-transform: none; --Custom-Name: 1' }, children: [span(TOKEN, 'const'), span(TOKEN, 'let'), { type: 'text', value: ' x' }] },
      { type: 'element', tagName: 'table', properties: {}, children: [{ type: 'element', tagName: 'tbody', properties: {}, children: [{ type: 'element', tagName: 'tr', properties: {}, children: [cell('right'), cell('center')] }] }] },
      span(TOKEN, 'after the table'),
    ],
  };
}

const react = (tree: Root) => toJsxRuntime(tree, { Fragment, jsx, jsxs }) as ReactElement;

describe('withParsedStyles', () => {
  it('renders the same HTML as the style strings, table cells with `align` included', () => {
    const html = renderToString(react(withParsedStyles(page())));
    expect(html).toBe(renderToString(react(page())));
    // The cells' alignment stayed theirs: the span after the table, with the same style string, has none.
    expect(html).toContain('text-align:right');
    expect(html).toMatch(/<span class="token" style="[^"]*">after the table<\/span>/);
    expect(html).not.toMatch(/text-align[^"]*">after the table/);
  });

  it('parses each distinct string once and shares the object', () => {
    const tree = withParsedStyles(page());
    const pre = tree.children[0] as Element;
    const [first, second] = pre.children as Element[];
    expect(first!.properties.style).toEqual({ '--prism-l-color': '#d73a49', '--prism-d-color': '#ff7b72', fontStyle: 'Italic' });
    expect(first!.properties.style).toBe(second!.properties.style);
    expect(pre.properties.style).toEqual({ msTransform: 'none', '--Custom-Name': '1' });
  });

  it('leaves the tree it is given as it was', () => {
    const tree = page();
    const before = structuredClone(tree);
    withParsedStyles(tree);
    expect(tree).toEqual(before);
  });

  it('leaves a style that does not parse to the runtime, which reports it', () => {
    const broken: Root = { type: 'root', children: [span('color: red; width', 'x')] };
    expect((withParsedStyles(broken).children[0] as Element).properties.style).toBe('color: red; width');
    expect(() => react(withParsedStyles(broken))).toThrow(/Cannot parse `style` attribute/);
  });
});

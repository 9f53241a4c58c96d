import { run } from '@mdx-js/mdx';
import type { Root as HastRoot } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import type { PageData, SiteData } from '../../shared/types.ts';
import { App } from '../../../theme/App.tsx';

// Components are checked by MDX at render time; their prop types vary freely.
export type MdxComponents = Readonly<Record<string, unknown>>;

/** Runs compiled MDX and renders it to the content HTML of the page. */
export async function renderContent(code: string, components: MdxComponents, baseUrl: string): Promise<string> {
  const mod = await run(code, { ...runtime, baseUrl });
  const Content = mod.default as ComponentType<{ components: MdxComponents }>;
  return renderToString(createElement(Content, { components }));
}

/**
 * Renders a page's HTML syntax tree through the same components map, as React
 * elements, so it comes out as the compiled MDX of the same text would.
 */
export function renderHast(tree: HastRoot, components: MdxComponents): string {
  return renderToString(toJsxRuntime(tree, { Fragment: runtime.Fragment, jsx: runtime.jsx, jsxs: runtime.jsxs, components: components as Components }));
}

/** The same <App> the browser hydrates, rendered to a string. */
export function renderApp(site: SiteData, page: PageData, html: string | undefined, PageComponent?: ComponentType<{ site: SiteData; page: PageData }>): string {
  return renderToString(createElement(App, { site, page, html, PageComponent }));
}

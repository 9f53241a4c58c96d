import { run } from '@mdx-js/mdx';
import type { Root as HastRoot } from 'hast';
import { toJsxRuntime, type Components, type Evaluater } from 'hast-util-to-jsx-runtime';
import { createElement, type ComponentType, type ReactElement } from 'react';
import * as runtime from '../../shared/react-compat/jsx-runtime.ts';
import { renderToString } from 'react-dom/server';
import type { HighlightedCode, PageData, SiteData } from '../../shared/types.ts';
import { CodeBlocksCollector } from '../../../theme/code-highlight.ts';
import { App } from '../../../theme/App.tsx';
import { HeadContext, type HeadCollector } from '../../../theme/docusaurus/head-context.ts';
import { BlogPostContext } from '../../../theme/docusaurus/blog-post-context.ts';
import { DocContext } from '../../../theme/docusaurus/doc-context.ts';
import { PageContext } from '../../../theme/docusaurus/page-context.ts';
import { SiteContext } from '../../../theme/docusaurus/site-context.ts';
import { ContentContext, type ContentScope } from '../../../theme/mdx/content-context.ts';
import { builtinModules } from '../../../theme/mdx/modules.ts';
import { BUILTIN_MODULES_SYMBOL } from '../markdown/recma-builtin-imports.ts';
import { withParsedStyles } from '../markdown/parsed-styles.ts';

// Compiled pages read the built-in modules (`@theme/Tabs`…) from here: see recma-builtin-imports.ts.
(globalThis as Record<symbol, unknown>)[Symbol.for(BUILTIN_MODULES_SYMBOL)] = builtinModules;

// Components are checked by MDX at render time; their prop types vary freely.
export type MdxComponents = Readonly<Record<string, unknown>>;

/** Runs compiled MDX and renders it to the content HTML of the page. */
export async function renderContent(code: string, components: MdxComponents, baseUrl: string, scope?: ContentScope): Promise<string> {
  const mod = await run(code, { ...runtime, baseUrl });
  const Content = mod.default as ComponentType<{ components: MdxComponents }>;
  return renderToString(withScope(createElement(Content, { components }), scope));
}

/** Site and page for the components that ask (useDocusaurusContext, DocCardList); none in unit tests. */
// The site context is the one React pages read: the @docusaurus/… modules content imports are theirs.
function withScope(element: ReactElement, scope: ContentScope | undefined): ReactElement {
  if (!scope) return element;
  const post = createElement(BlogPostContext.Provider, { value: scope.blogPost ?? null }, element);
  const content = createElement(ContentContext.Provider, { value: scope }, createElement(DocContext.Provider, { value: scope.doc }, post));
  return createElement(SiteContext.Provider, { value: scope.site }, createElement(PageContext.Provider, { value: scope.page }, content));
}

/** Renders the content component of a page compiled as an ES module. */
export function renderModule(mod: Record<string, unknown>, components: MdxComponents, scope?: ContentScope): string {
  const Content = mod.default as ComponentType<{ components: MdxComponents }>;
  return renderToString(withScope(createElement(Content, { components }), scope));
}

/**
 * Renders a page's HTML syntax tree through the same components map, as React
 * elements, so it comes out as the compiled MDX of the same text would. JSX
 * in it names components (`<OpenAddonButton>`, `<Tabs.Item>`) and has plain
 * attributes only (see compile.ts), so names are all there is to evaluate.
 */
export function renderHast(tree: HastRoot, components: MdxComponents, scope?: ContentScope): string {
  const evaluater: Evaluater = {
    evaluateExpression: (expression) => componentByName(expression, components),
    evaluateProgram: () => {
      throw new Error('A page with ESM was sent to the HTML-tree renderer');
    },
  };
  return renderToString(
    withScope(
      toJsxRuntime(withParsedStyles(tree), { Fragment: runtime.Fragment, jsx: runtime.jsx, jsxs: runtime.jsxs, components: components as Components, createEvaluater: () => evaluater }) as ReactElement,
      scope,
    ),
  );
}

function componentByName(expression: Parameters<Evaluater['evaluateExpression']>[0], components: MdxComponents): unknown {
  if (expression.type === 'Identifier') return components[expression.name];
  if (expression.type === 'MemberExpression' && !expression.computed && expression.property.type === 'Identifier' && expression.object.type !== 'Super') {
    return (componentByName(expression.object, components) as Record<string, unknown> | undefined)?.[expression.property.name];
  }
  throw new Error(`Only component names can be evaluated here, not a ${expression.type}`);
}

/** The same <App> the browser hydrates, rendered to a string; what the page asks of the head goes to `head`, its code blocks to `codeBlocks`. */
export function renderApp(
  site: SiteData,
  page: PageData,
  html: string | undefined,
  PageComponent?: ComponentType<{ site: SiteData; page: PageData }>,
  head?: HeadCollector,
  codeBlocks?: Record<string, HighlightedCode>,
): string {
  const app = createElement(CodeBlocksCollector.Provider, { value: codeBlocks }, createElement(App, { site, page, html, PageComponent }));
  return renderToString(createElement(HeadContext.Provider, { value: head }, app));
}

import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { legacyProps } from './legacy-props.ts';

// `react/jsx-runtime` for a Docusaurus site's modules and MDX: React's, with the props React 18 gave (legacy-props.ts).

export function jsx(type: unknown, props: Record<string, unknown>, key?: string): unknown {
  return reactJsx(type as never, legacyProps(type, props) as never, key);
}

export function jsxs(type: unknown, props: Record<string, unknown>, key?: string): unknown {
  return reactJsxs(type as never, legacyProps(type, props) as never, key);
}

export { Fragment };

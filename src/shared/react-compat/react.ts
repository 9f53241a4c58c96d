import * as React from 'react';
import { legacyProps } from './legacy-props.ts';

// `react` for a Docusaurus site's modules: React itself (the one copy), with `createElement` leaving out a `ref` of
// null as React 18 did (legacy-props.ts; React 19's `createElement` still gives `defaultProps`).

// @ts-expect-error React's types are one `export =` object; the module itself has the named exports re-exported here.
export * from 'react';

export function createElement(type: unknown, config?: Record<string, unknown> | null, ...children: unknown[]): unknown {
  return (React.createElement as (...args: unknown[]) => unknown)(type, config ? legacyProps(undefined, config) : config, ...children);
}

export default { ...React, createElement };

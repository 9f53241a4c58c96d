// The server's mark on an interactive component: the client runtime finds
// `data-island`, reads the props and hydrates only this element. Everything
// else in the page content stays static HTML.

import { createContext, useContext, type Context, type ReactNode } from 'react';

export type IslandName = 'Tabs' | 'Mermaid';

// Inside the app the browser hydrates as a whole (a React page), a component is live already: marking it as an
// island would hydrate it a second time. On the server a React page carries its own copy of this module, so the
// context lives on the global object.
const KEY = Symbol.for('docs-build.live-tree');
const holder = globalThis as typeof globalThis & { [KEY]?: Context<boolean> };
export const LiveTreeContext: Context<boolean> = (holder[KEY] ??= createContext<boolean>(false));

export function Island({ name, props, children }: { name: IslandName; props: object; children: ReactNode }) {
  if (useContext(LiveTreeContext)) return <div className="island">{children}</div>;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}

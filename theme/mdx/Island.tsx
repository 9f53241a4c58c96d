// The server's mark on an interactive component: the client runtime finds
// `data-island`, reads the props and hydrates only this element. Everything
// else in the page content stays static HTML.

import type { ReactNode } from 'react';

export type IslandName = 'Tabs' | 'Mermaid';

export function Island({ name, props, children }: { name: IslandName; props: object; children: ReactNode }) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}

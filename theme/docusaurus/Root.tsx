import type { ReactNode } from 'react';

/** Docusaurus's Root: what wraps the whole app, nothing of its own; a site's src/theme/Root adds providers around it. */
export default function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

// `@theme/MDXContent`: Docusaurus wraps MDX content in it to give it the MDX components. docs-build's MDX content
// gets them from its compiler, so this renders what it wraps as it is.

import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

import type { ReactNode } from 'react';
import { useHeadCollector } from './head-context.ts';

/** `@docusaurus/Head`: its children (title, meta, link…) go to the document head the build writes. */
export default function Head({ children }: { children?: ReactNode }): null {
  useHeadCollector()?.head(children);
  return null;
}

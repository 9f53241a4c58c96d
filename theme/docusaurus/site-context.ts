// The site data for the Docusaurus modules a React page imports
// (`useDocusaurusContext`, `useBaseUrl`, `Link`): they take no props, so the
// shell provides it around the page.

import { createContext, useContext } from 'react';
import type { SiteData } from '../../src/shared/types.ts';

export const SiteContext = createContext<SiteData | undefined>(undefined);

export function useSiteData(): SiteData | undefined {
  return useContext(SiteContext);
}

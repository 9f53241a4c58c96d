// The /search page lists hits by the page they belong to.

import type { SearchHit } from '../../src/shared/search-types.ts';

export interface PageGroup {
  /** The page's URL, without a fragment. */
  url: string;
  /** The hit that stands for the page: its lvl1 record, else its first hit. */
  page: SearchHit;
  /** Hits below the page title: sections and paragraphs, best first. */
  hits: SearchHit[];
}

/** Groups hits by page in order of each page's best hit; a page's own title record heads its group. */
export function groupByPage(hits: readonly SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const url = (hit.url ?? '').replace(/#.*$/, '');
    const isPageTitle = hit.type === 'lvl1' && !hit.content;
    const group = groups.get(url);
    if (!group) groups.set(url, { url, page: hit, hits: isPageTitle ? [] : [hit] });
    else if (isPageTitle && group.page.type !== 'lvl1') group.page = hit;
    else if (!isPageTitle) group.hits.push(hit);
  }
  return [...groups.values()];
}

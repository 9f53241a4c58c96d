import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { usePageData } from './page-context.ts';

/** `@theme/DocBreadcrumbs`: the trail of the doc shown (home, its categories, itself), when the docs show breadcrumbs. */
export default function DocBreadcrumbs() {
  const crumbs = usePageData()?.doc?.breadcrumbs;
  return crumbs && crumbs.length > 0 ? <Breadcrumbs items={crumbs} /> : null;
}

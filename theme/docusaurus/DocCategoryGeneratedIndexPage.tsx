import type { CategoryGeneratedIndex } from '../../src/shared/types.ts';
import useBaseUrl from './useBaseUrl.ts';
import DocBreadcrumbs from './DocBreadcrumbs.tsx';
import DocCardList from './DocCardList.tsx';
import DocPaginator from './DocPaginator.tsx';
import DocVersionBadge from './DocVersionBadge.tsx';
import DocVersionBanner from './DocVersionBanner.tsx';
import Heading from './Heading.tsx';
import { PageMetadata } from './theme-common.ts';


/**
 * `@theme/DocCategoryGeneratedIndexPage`, in Docusaurus's structure: for a
 * site's swizzled copy to wrap (`@theme-original/…`). docs-build writes its
 * own generated index pages as Markdown; this component renders one only on a
 * site that replaces it and renders it through `@theme-original`.
 */
export default function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex }: { categoryGeneratedIndex: CategoryGeneratedIndex }) {
  const image = useBaseUrl(categoryGeneratedIndex.image ?? '');
  return (
    <>
      <PageMetadata title={categoryGeneratedIndex.title} description={categoryGeneratedIndex.description} keywords={categoryGeneratedIndex.keywords} image={categoryGeneratedIndex.image ? image : undefined} />
      <div className="generated-index-page">
        <DocVersionBanner />
        <DocBreadcrumbs />
        <DocVersionBadge />
        <header>
          <Heading as="h1">{categoryGeneratedIndex.title}</Heading>
          {categoryGeneratedIndex.description && <p>{categoryGeneratedIndex.description}</p>}
        </header>
        <article className="margin-top--lg">
          {/* The cards of the category whose page this is, which the list finds from the page's sidebar. */}
          <DocCardList />
        </article>
        <footer className="margin-top--lg">
          <DocPaginator previous={categoryGeneratedIndex.navigation.previous} next={categoryGeneratedIndex.navigation.next} />
        </footer>
      </div>
    </>
  );
}

import { DEFAULT_PLUGIN_ID } from '../../src/shared/global-data-types.ts';
import type { PageKind } from '../../src/shared/types.ts';
import { usePageData } from './page-context.ts';

const PLUGIN_OF: Record<PageKind, string> = {
  doc: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
  markdown: 'docusaurus-plugin-content-pages',
  react: 'docusaurus-plugin-content-pages',
  search: 'docusaurus-theme-search-algolia',
  notFound: 'docusaurus-bootstrap-plugin',
};

/** Docusaurus's route context: the plugin (name and id) that made the page being shown. */
export default function useRouteContext(): { plugin: { name: string; id: string }; data?: unknown } {
  const page = usePageData();
  return { plugin: { name: PLUGIN_OF[page?.kind ?? 'react'], id: DEFAULT_PLUGIN_ID } };
}

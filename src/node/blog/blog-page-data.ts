import type { BlogViewData } from '../../shared/blog-types.ts';
import type { PageData, SiteData } from '../../shared/types.ts';
import type { Config } from '../config/schema.ts';
import { headTitle, markdownPageData, type ContentFacts } from '../model/page-data.ts';

/**
 * View model of a post's own page: a Markdown page with the post's header, sidebar and newer/older links. The
 * view (`BlogModel.postViews`) is made when the page data is first read.
 */
export function blogPostPageData(site: SiteData, config: Config, facts: ContentFacts, view: (() => Extract<BlogViewData, { view: 'post' }>) | undefined, title?: string): PageData {
  const page = markdownPageData(site, config, facts);
  if (!view || title === undefined) return page;
  return {
    ...page,
    kind: 'blog',
    title,
    headTitle: headTitle(site, typeof facts.frontmatter.title === 'string' ? facts.frontmatter.title : title),
    description: facts.frontmatter.description ?? facts.excerpt ?? '',
    get blog() {
      return view();
    },
  };
}

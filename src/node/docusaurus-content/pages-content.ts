import type { ContentSource } from '../content/content-source.ts';
import { firstHeading } from '../content/first-heading.ts';
import { contentFormat, type MarkdownFormat } from '../content/format.ts';
import { readContent } from '../content/read-content.ts';
import type { ContentPluginOutput } from '../plugins/run-plugins.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { routeOfPermalink, sourceFile } from './site-paths.ts';
import { withoutBase } from '../../shared/url.ts';
import { relative } from 'node:path';

/** A page as the pages plugin loads it: a React component, or an MDX (or Markdown) page. */
type PageMetadata = { type: 'jsx' | 'mdx'; permalink: string; source: string };

/**
 * The pages of `src/pages` as the site's own pages plugin found them (which files are pages, and the route of
 * each): React pages and Markdown pages, built by docs-build like its own.
 */
export async function pagesFromPlugin(output: ContentPluginOutput, site: { siteDir: string; baseUrl: string; format: MarkdownFormat }): Promise<{ sources: ContentSource[]; problems: Diagnostic[] }> {
  const problems: Diagnostic[] = [];
  const pages = (Array.isArray(output.content) ? output.content : []) as PageMetadata[];
  const sources = await Promise.all(
    pages.map(async (page): Promise<ContentSource> => {
      const file = sourceFile(page.source, site.siteDir);
      const route = routeOfPermalink(page.permalink, site.baseUrl);
      const written = withoutBase(page.permalink, site.baseUrl);
      const permalink = written !== route ? { permalink: written } : {};
      if (page.type === 'jsx') return { plugin: 'pages', file, displayPath: relative(site.siteDir, file), route, ...permalink, format: 'tsx', source: '', frontmatter: {} };
      const read = await readContent(file, site.siteDir);
      problems.push(...read.problems);
      return { plugin: 'pages', file, displayPath: read.displayPath, route, ...permalink, format: contentFormat(file, site.format), source: read.source, frontmatter: read.frontmatter, h1: firstHeading(read.source) };
    }),
  );
  return { sources, problems };
}

import { join, relative } from 'node:path';
import type { Config } from '../config/schema.ts';
import { isModulePage, type ContentSource } from '../content/content-source.ts';
import { findContentFiles, skipContentFolder } from '../content/content-files.ts';
import { firstHeading } from '../content/first-heading.ts';
import { contentFormat } from '../content/format.ts';
import { readContent } from '../content/read-content.ts';
import { pageRoute } from '../content/routes.ts';
import { markdownPageData } from '../model/page-data.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { ContentPlugin, LoadedContent } from './content-plugin.ts';
import { reactRoute } from './react-page.ts';
import { pagesFromPlugin } from '../docusaurus-content/pages-content.ts';

/** The pages folder: React page modules, and Markdown pages rendered without a sidebar. */
export const pagesPlugin: ContentPlugin = {
  name: 'pages',
  loadContent: loadPages,
  async loadDocusaurusContent(outputs, ctx) {
    const loaded: LoadedContent = { sources: [], problems: [] };
    for (const output of outputs) {
      const pages = await pagesFromPlugin(output, { siteDir: ctx.root, baseUrl: ctx.config.baseUrl, format: ctx.config.markdown.format });
      loaded.sources.push(...pages.sources);
      loaded.problems.push(...pages.problems);
    }
    return loaded;
  },
  async routeOf(source, ctx) {
    if (isModulePage(source)) return reactRoute(source, ctx);
    const page = markdownPageData(ctx.site, ctx.config, { route: source.route, frontmatter: source.frontmatter, h1: source.h1, toc: [] });
    return { page, source, outFile: ctx.htmlFileFor(source.route), lvl0: page.title, tocLevels: ctx.tocLevels(source) };
  },
  getPathsToWatch: (config, root) => [join(root, config.pages.path)],
  readAgain(edited, config, root) {
    return { ...edited, route: pageRoute(relative(join(root, config.pages.path), edited.file), edited.frontmatter.slug) };
  },
};

/** Every page of the pages folder, as Docusaurus's pages plugin finds them. */
async function loadPages(config: Config, root: string): Promise<LoadedContent> {
  const problems: Diagnostic[] = [];
  const sources: ContentSource[] = [];
  const pagesDir = join(root, config.pages.path);
  // As in Docusaurus: files and folders starting with '_', tests and type declarations are not pages.
  const pageGlob = findContentFiles(pagesDir, root, {
    patterns: ['**/*.{md,mdx,js,jsx,tsx}'],
    ignore: ['**/_*', '**/_*/**', '**/node_modules/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts'],
    skipFolder: skipContentFolder,
  });
  problems.push(...pageGlob.problems);
  for (const rel of pageGlob.files.sort()) {
    const file = join(pagesDir, rel);
    const format = /\.(jsx?|tsx)$/.test(rel) ? 'tsx' : contentFormat(rel, config.markdown.format);
    if (format === 'tsx') {
      sources.push({ plugin: 'pages', file, displayPath: relative(root, file), route: pageRoute(rel), format, source: '', frontmatter: {} });
      continue;
    }
    const { source, displayPath, frontmatter, problems: fmProblems } = await readContent(file, root);
    problems.push(...fmProblems);
    sources.push({ plugin: 'pages', file, displayPath, route: pageRoute(rel, frontmatter.slug), format, source, frontmatter, h1: firstHeading(source) });
  }
  return { sources, problems };
}

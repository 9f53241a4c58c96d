import { isModulePage } from '../content/content-source.ts';
import { pathToFileURL } from 'node:url';
import type { HighlightedCode, PageChunk, PageData, SidebarItemData, SiteData } from '../../shared/types.ts';
import { decodePathSegments, isExternalUrl, linkUrl, normalisePath, pageUrl, routeOfUrl, routeUrl } from '../../shared/url.ts';
import { idCollector, pageIds } from '../build-checks/ids.ts';
import { missingComponents } from '../build-checks/mdx-components.ts';
import { compileContent, type CompiledContent } from '../markdown/compile.ts';
import type { ContentProcessors } from '../markdown/processor.ts';
import type { ContentReference, EmittedAsset } from '../markdown/vfile-data.ts';
import { codeFrame, diagnosticFromMessage, type Diagnostic } from '../report/diagnostic.ts';
import { pageSearch, type PageSearch } from '../search/page-records.ts';
import { renderDocument, type DocumentAssets } from './document.ts';
import { createHeadCollector } from './page-head.ts';
import { headTitle } from '../model/page-data.ts';
import type { PageComponent, PlannedPage } from '../content-plugins/content-plugin.ts';
import { importPageModule, PageImportError, type PageImports } from './page-imports.ts';
import { loadPageParts } from '../../../theme/page-parts.ts';
import { renderApp, renderContent, renderHast, renderModule, type MdxComponents } from './render-page.ts';
import { installedRenderHighlighter } from '../markdown/render-highlighter.ts';
import { decodeHTML } from 'entities/decode';
import type { VFile } from 'vfile';
import type { BlogPostContextValue } from '../../../theme/docusaurus/blog-post-context.ts';
import type { DocContextValue } from '../../../theme/docusaurus/doc-context.ts';
import type { ContentScope } from '../../../theme/mdx/content-context.ts';

/** What any page needs to be rendered and written; a React page needs nothing more. */
export interface PageShell {
  site: SiteData;
  chunkUrls: ReadonlyMap<string, string>;
  /** A promise in the dev server, whose client bundle may still be in the making while a page compiles and renders. */
  assets: Omit<DocumentAssets, 'preload'> | Promise<Omit<DocumentAssets, 'preload'>>;
  write: (relPath: string, contents: string) => Promise<void>;
}

/** A Markdown or MDX page also needs the compiler and the MDX components. */
export interface PageContext extends PageShell {
  processors: ContentProcessors;
  components: MdxComponents;
  imports: PageImports;
}

export interface PageResult {
  route: string;
  /** Source file as shown in messages. */
  file?: string;
  references: ContentReference[];
  assets: EmittedAsset[];
  /** Files the page's links and images were looked for at, and whether each was there (see rehype-references). */
  lookups?: Record<string, boolean>;
  ids: string[];
  problems: Diagnostic[];
  /** The page's search records (content pages only), inline until the rendering thread spools them. */
  search?: PageSearch;
  /** Served from the page cache rather than rendered. */
  cached?: boolean;
}

/** One page, start to finish: compile (unless `precompiled`), render, write its HTML and its chunk. */
export async function processPage(planned: PlannedPage, ctx: PageShell | PageContext, Component?: PageComponent, precompiled?: CompiledContent): Promise<PageResult> {
  const page: PageData = { ...planned.page };
  const source = planned.source;
  const result: PageResult = { route: page.route, file: source?.displayPath, references: [], assets: [], ids: [], problems: [] };
  let html: string | undefined;
  // The content's ids, read by the parse that makes its search records.
  let contentIds: ReadonlySet<string> | undefined;
  if (source && !isModulePage(source)) {
    if (!('processors' in ctx)) throw new Error(`${source.displayPath}: a content page was given no compiler`);
    const compiled = precompiled ?? (await compileContent(source, ctx.processors));
    for (const message of compiled.file.messages) {
      const diagnostic = diagnosticFromMessage(message, source.displayPath);
      if (message.fatal === true && diagnostic.line !== undefined) {
        diagnostic.frame = codeFrame(source.source, diagnostic.line, diagnostic.column ?? 1);
        diagnostic.hint ??=
          source.format !== 'mdx'
            ? 'Fix the syntax at this position.'
            : source.file.endsWith('.mdx')
              ? 'MDX reads { } and < as code: escape them (\\{, \\<), put them in `backticks`, or use a .md file for plain Markdown.'
              : "With markdown.format 'mdx', .md files are MDX, which reads { } and < as code: escape them (\\{, \\<), put them in `backticks`, or set markdown.format to 'detect' to read .md files as CommonMark.";
      }
      result.problems.push(diagnostic);
    }
    if (compiled.file.messages.some((m) => m.fatal === true)) return result;
    const unprovided = missingComponents(compiled.file.data, ctx.components, source);
    if (unprovided.length > 0) {
      result.problems.push(...unprovided);
      return result;
    }
    const data = compiled.file.data;
    result.references = data.references ?? [];
    result.assets = data.assets ?? [];
    if (data.lookups && Object.keys(data.lookups).length > 0) result.lookups = data.lookups;
    page.title = data.title ?? page.title;
    page.toc = filterToc(data.toc ?? [], planned);
    try {
      const scope: ContentScope = { site: ctx.site, page, doc: page.doc ? docContext(data) : undefined, blogPost: blogPostContext(data, page, ctx.site) };
      let mod: Record<string, unknown> | undefined;
      const render = async () => {
        if (compiled.hast) return renderHast(compiled.hast, ctx.components, scope);
        if (!compiled.module) return renderContent(compiled.code, ctx.components, pathToFileURL(source.file).href, scope);
        mod ??= await importPageModule(compiled.code, source.file, source.source, { ...ctx.imports, partials: ctx.processors.modules(), assets: result.assets });
        return renderModule(mod, ctx.components, scope);
      };
      html = await render();
      // A <CodeBlock> whose grammar was not loaded yet rendered plain: once loaded, the page is rendered again.
      if (await installedRenderHighlighter()?.prepare()) html = await render();
    } catch (error) {
      if (error instanceof PageImportError) {
        result.problems.push(importProblem(error, source.displayPath, source.source));
        return result;
      }
      result.problems.push(renderProblem(error, source.displayPath, source.source));
      return result;
    }
    if (!page.description) page.description = excerpt(html);
    // Extracted here, in whichever thread renders the page, so the content HTML is not kept for the search step.
    const docsVersion = page.doc ? (page.doc.plugin?.version ?? page.doc.version?.name ?? ctx.site.docs.latestVersion) : undefined;
    // An unlisted doc is left out of search, as Docusaurus's search plugins leave out its noindex page.
    if (!page.doc?.unlisted) {
      const ids = idCollector();
      result.search = pageSearch({ html, route: page.route, url: pageUrl(page.permalink ?? page.route, ctx.site), title: page.title, lvl0: planned.lvl0, docsVersion, docsPluginId: page.doc?.plugin?.id, onOpenTag: ids.onOpenTag });
      contentIds = ids.ids;
    }
  }
  await loadPageParts(ctx.site, page);
  let headCollector = createHeadCollector();
  let codeBlocks: Record<string, HighlightedCode> = {};
  let appHtml = renderApp(ctx.site, page, html, Component, headCollector, codeBlocks);
  if (await installedRenderHighlighter()?.prepare()) {
    headCollector = createHeadCollector();
    codeBlocks = {};
    appHtml = renderApp(ctx.site, page, html, Component, headCollector, codeBlocks);
  }
  // On a Docusaurus site a React page is in the navbar and footer only through its own Layout: without it, rendered
  // again as the whole body (the flag goes into its data, so the browser renders it the same way).
  if (source && isModulePage(source) && ctx.site.pagesOwnLayout && !headCollector.result().usedLayout) {
    page.bare = true;
    headCollector = createHeadCollector();
    codeBlocks = {};
    appHtml = renderApp(ctx.site, page, html, Component, headCollector, codeBlocks);
  }
  // The browser shows a React page's code blocks from its data, as the server highlighted them.
  if (Object.keys(codeBlocks).length > 0) page.codeBlocks = codeBlocks;
  for (const language of installedRenderHighlighter()?.takeUnknown() ?? []) {
    result.problems.push({
      file: source?.displayPath ?? page.route,
      message: `Unknown code block language '${language}' in a <CodeBlock> rendered by this page; its blocks are shown as plain text.`,
      ruleId: 'code-language',
      severity: 'warning',
      hint: 'Use a language name the highlighter knows, add it to `additionalLanguages` (Prism), or write `text`.',
    });
  }
  // The page's own title and description win over the defaults, in the head and in the chunk the client router reads.
  const pageHead = headCollector.result();
  if (pageHead.title !== undefined || pageHead.layoutTitle !== undefined) page.headTitle = pageHead.title ?? headTitle(ctx.site, pageHead.layoutTitle);
  if (pageHead.description !== undefined) page.description = pageHead.description;
  result.ids = [...pageIds(appHtml, html, contentIds)];
  // A React page's own links, and a blog page's lists, exist only in its rendered markup; without them its readers
  // would get full reloads.
  const links = linksOf(page, planned.linksInMarkup ? [...result.references, ...renderedLinks(appHtml)] : result.references, ctx);
  const chunk: PageChunk = { page, html, links };
  if (planned.chunkUrl) await ctx.write(planned.chunkUrl.slice(1), JSON.stringify(chunk));
  await ctx.write(planned.outFile, renderDocument(ctx.site, { page, links }, appHtml, { ...(await ctx.assets), preload: page.module ? [page.module] : [] }, pageHead));
  return result;
}

function filterToc(toc: PageData['toc'], planned: PlannedPage): PageData['toc'] {
  return toc.filter((item) => item.level >= planned.tocLevels[0] && item.level <= planned.tocLevels[1]);
}

/** Chunk address of every internal route this page links to: content, sidebar, navbar, footer. */
function linksOf(page: PageData, references: ContentReference[], ctx: PageShell): Record<string, string> {
  const hrefs: string[] = ['/'];
  for (const item of ctx.site.navbar.items) {
    if ('href' in item) hrefs.push(item.href);
    if ('items' in item) hrefs.push(...item.items.map((i) => i.href));
  }
  for (const col of ctx.site.footer.columns) hrefs.push(...col.items.flatMap((i) => ('href' in i ? [i.href] : [])));
  const walk = (items: SidebarItemData[]) => {
    for (const item of items) {
      if (item.type !== 'html' && item.href) hrefs.push(item.href);
      if (item.type === 'category') walk(item.items);
    }
  };
  if (page.doc) {
    walk(page.doc.sidebar);
    for (const crumb of page.doc.breadcrumbs) if (crumb.href) hrefs.push(crumb.href);
    if (page.doc.previous) hrefs.push(page.doc.previous.href);
    if (page.doc.next) hrefs.push(page.doc.next.href);
    if (page.doc.version) hrefs.push(...page.doc.version.links.map((l) => l.href), page.doc.version.mainHref);
  }
  const links: Record<string, string> = {};
  // Keyed as the browser's location.pathname has it past the base (percent-encoded), looked up by the decoded route.
  const add = (route: string | undefined) => {
    if (route === undefined) return;
    const url = ctx.chunkUrls.get(route) ?? ctx.chunkUrls.get(decodePathSegments(route));
    if (url) links[route] = url;
  };
  for (const href of hrefs) {
    if (isExternalUrl(href) || !href.startsWith('/')) continue;
    add(normalisePath(href.split(/[?#]/)[0]!));
  }
  // Links in content and rendered markup are addresses (with the base URL), not routes.
  for (const ref of references) {
    if (ref.kind !== 'link' || isExternalUrl(ref.url) || !ref.url.startsWith('/')) continue;
    add(routeOfUrl(linkUrl(ref.url, ctx.site).split(/[?#]/)[0]!, ctx.site));
  }
  return links;
}

/** Root-relative hrefs in rendered markup, as link references (the only part linksOf reads is the URL). */
function renderedLinks(html: string): ContentReference[] {
  return [...html.matchAll(/\shref="(\/[^"]*)"/g)].map((match): ContentReference => ({ kind: 'link', url: match[1]!.replaceAll('&amp;', '&') }));
}

function renderProblem(error: unknown, file: string, text: string): Diagnostic {
  const message = (error as Error).message ?? String(error);
  const missing = /Expected component `([^`]+)` to be defined/.exec(message)?.[1];
  if (missing) {
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes(`<${missing}`));
    return {
      file,
      line: line === -1 ? undefined : line + 1,
      column: line === -1 ? undefined : lines[line]!.indexOf(`<${missing}`) + 1,
      message: `The MDX component <${missing}> is used but not provided.`,
      ruleId: 'mdx-missing-component',
      severity: 'error',
      hint: 'Import it at the top of the file, or add it to the module named by `markdown.components` in the config.',
    };
  }
  return { file, message: `Rendering failed: ${message}`, ruleId: 'render', severity: 'error', hint: 'Fix the component or expression that throws.' };
}

function importProblem(error: PageImportError, file: string, text: string): Diagnostic {
  return {
    file,
    line: error.line,
    column: error.column,
    message: `Import failed: ${error.message}`,
    ruleId: 'mdx-import',
    severity: 'error',
    hint: error.hint ?? 'Check the path (relative to this file, with its extension for .md/.mdx/.json/.yml) or install the package in the site.',
    frame: error.line === undefined ? undefined : codeFrame(text, error.line, error.column ?? 1),
  };
}

function excerpt(html: string): string {
  const p = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = decodeHTML(p.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}

/** What `useBlogPost()` gives a post's content on its own page, in the shape of Docusaurus's blog post metadata. */
function blogPostContext(data: VFile['data'], page: PageData, site: SiteData): BlogPostContextValue | undefined {
  if (page.blog?.view !== 'post') return undefined;
  const { post, newer, older, editUrl } = page.blog;
  // The view's addresses are hrefs already (percent-encoded): only the base URL goes before them.
  const url = (href: string) => routeUrl(href, { baseUrl: site.baseUrl });
  const frontMatter = data.frontMatter ?? {};
  return {
    metadata: {
      ...(data.metadata as Record<string, unknown> | undefined),
      permalink: url(post.permalink),
      title: post.title,
      description: page.description,
      date: post.date,
      formattedDate: post.formattedDate,
      tags: post.tags.map((tag) => ({ label: tag.label, permalink: url(tag.permalink), ...(tag.description ? { description: tag.description } : {}) })),
      ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
      hasTruncateMarker: post.truncated,
      authors: post.authors.map(({ imageUrl, page: authorPage, ...author }) => ({ ...author, ...(imageUrl ? { imageURL: imageUrl } : {}), ...(authorPage ? { page: { permalink: url(authorPage) } } : {}) })),
      frontMatter,
      unlisted: frontMatter.unlisted === true,
      // Docusaurus's previous item is the newer post, as its "Newer post" link shows.
      ...(newer ? { prevItem: { title: newer.title, permalink: url(newer.permalink) } } : {}),
      ...(older ? { nextItem: { title: older.title, permalink: url(older.permalink) } } : {}),
      ...(editUrl ? { editUrl } : {}),
    },
    frontMatter,
    assets: {},
    toc: (data.toc ?? []).map((item) => ({ value: item.text, id: item.id, level: item.level })),
    isBlogPostPage: true,
  };
}

/** What `useDoc()` gives a doc's content, from what the compiler found in it. */
function docContext(data: VFile['data']): DocContextValue {
  return {
    metadata: (data.metadata ?? {}) as Record<string, unknown>,
    frontMatter: data.frontMatter ?? {},
    toc: (data.toc ?? []).map((item) => ({ value: item.text, id: item.id, level: item.level })),
    contentTitle: data.title,
    assets: {},
  };
}

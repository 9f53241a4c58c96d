import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import type { ComponentType } from 'react';
import type { PageChunk, PageData, SidebarItemData, SiteData } from '../../shared/types.ts';
import { isExternalUrl, normalisePath, routeSlug } from '../../shared/url.ts';
import type { ClientBundle } from '../bundle/client.ts';
import { collectIds, type LinkTargets, type PageReferences } from '../check/links.ts';
import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/scan.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { OutputDir } from '../write/output.ts';
import { builtinPageData, docPageData, markdownPageData, reactPageData } from './page-data.ts';
import { renderApp, renderContent, type MdxComponents } from './render-page.ts';
import type { SiteModel } from './site-model.ts';
import { renderDocument } from './document.ts';
import { mdxComponents as themeComponents } from '../../../theme/mdx-components.tsx';

type PageComponent = ComponentType<{ site: SiteData; page: PageData }>;

interface PlannedPage {
  page: PageData;
  source?: ContentSource;
  code?: string;
  Component?: PageComponent;
  outFile: string;
}

export interface RenderedSite {
  routes: number;
  pages: number;
  references: PageReferences[];
  targets: LinkTargets;
  /** Content HTML per route, for search records. */
  contents: Array<{ route: string; title: string; lvl0: string; html: string }>;
  problems: Diagnostic[];
}

/** Renders every page to its HTML file and its chunk, the chunk names known up front. */
export async function renderPages(input: { model: SiteModel; bundle: ClientBundle; config: Config; root: string; output: OutputDir }): Promise<RenderedSite> {
  const { model, bundle, config, root, output } = input;
  const { site } = model;
  const problems: Diagnostic[] = [];
  const components = { ...(themeComponents as MdxComponents), ...(await loadSiteComponents(config, root, problems)) };
  const planned: PlannedPage[] = [];

  for (const source of model.sources) {
    const compiled = model.compiled.get(source.file);
    if (source.kind === 'react') {
      const loaded = await loadReactPage(source, problems);
      if (!loaded) continue;
      const module = bundle.pageModules.get(resolve(source.file))!;
      planned.push({ page: reactPageData(site, source.route, loaded.meta, module), source, Component: loaded.Component, outFile: htmlFileFor(source.route) });
      continue;
    }
    if (!compiled) continue;
    const facts = { route: source.route, frontmatter: source.frontmatter, h1: compiled.file.data.title, toc: compiled.file.data.toc ?? [] };
    const page =
      source.kind === 'doc'
        ? docPageData(site, config, model.sidebars, { ...facts, id: source.id!, docPath: source.docPath!, sourcePath: source.displayPath })
        : markdownPageData(site, config, facts);
    planned.push({ page, source, code: compiled.code, outFile: htmlFileFor(source.route) });
  }
  planned.push({ page: builtinPageData(site, 'search'), outFile: 'search/index.html' });
  const notFound: PlannedPage = { page: builtinPageData(site, 'notFound'), outFile: '404.html' };

  // Chunk names are fixed before rendering: a page's links can name them at once.
  const salt = buildSalt(bundle, config, root);
  const chunkUrls = new Map<string, string>();
  for (const p of planned) {
    const hash = createHash('sha256').update(salt).update(JSON.stringify(p.page)).update(p.code ?? '').digest('hex').slice(0, 10);
    chunkUrls.set(p.page.route, `/assets/pages/${routeSlug(p.page.route)}-${hash}.json`);
  }

  const references: PageReferences[] = [];
  const ids = new Map<string, Set<string>>();
  const contents: RenderedSite['contents'] = [];
  const siteLinks = siteWideLinks(site);
  for (const p of [...planned, notFound]) {
    let html: string | undefined;
    if (p.code !== undefined && p.source) {
      try {
        html = await renderContent(p.code, components, pathToFileURL(p.source.file).href);
      } catch (error) {
        problems.push(renderProblem(error, p.source));
        continue;
      }
      if (!p.page.description) p.page.description = excerpt(html);
      contents.push({ route: p.page.route, title: p.page.title, lvl0: p.page.doc?.breadcrumbs[0]?.label ?? (p.page.kind === 'doc' ? 'Documentation' : p.page.title), html });
    }
    const appHtml = renderApp(site, p.page, html, p.Component);
    ids.set(p.page.route, collectIds(appHtml));
    const pageRefs = p.source ? (model.compiled.get(p.source.file)?.file.data.references ?? []) : [];
    if (p.source) references.push({ file: p.source.displayPath, route: p.page.route, references: pageRefs });
    const linked = new Set<string>([...siteLinks, ...pageLinks(p.page), ...pageRefs.filter((r) => r.kind === 'link').map((r) => r.url)]);
    const links: Record<string, string> = {};
    for (const href of linked) {
      if (isExternalUrl(href) || !href.startsWith('/')) continue;
      const route = normalisePath(href.split(/[?#]/)[0]!);
      const url = chunkUrls.get(route);
      if (url) links[route] = url;
    }
    const chunk: PageChunk = { page: p.page, html, links };
    const chunkUrl = chunkUrls.get(p.page.route);
    if (chunkUrl) await output.write(chunkUrl.slice(1), JSON.stringify(chunk));
    const preload = p.page.module ? [p.page.module] : [];
    const documentHtml = renderDocument(site, { page: p.page, links }, appHtml, {
      entryScript: bundle.entryScript,
      stylesheets: bundle.stylesheets,
      preload,
      scripts: config.scripts.map((s) => (typeof s === 'string' ? { src: s } : s)),
    });
    await output.write(p.outFile, documentHtml);
  }
  const routes = new Set(planned.map((p) => p.page.route));
  return {
    routes: routes.size,
    pages: planned.length + 1,
    references,
    targets: { routes, ids, files: staticTargets(config, root) },
    contents,
    problems,
  };
}

export function htmlFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

function siteWideLinks(site: SiteData): string[] {
  const out: string[] = [];
  for (const item of site.navbar.items) {
    if ('href' in item) out.push(item.href);
    if ('items' in item) out.push(...item.items.map((i) => i.href));
  }
  for (const col of site.footer.columns) out.push(...col.items.map((i) => i.href));
  out.push('/');
  return out;
}

function pageLinks(page: PageData): string[] {
  const out: string[] = [];
  const walk = (items: SidebarItemData[]) => {
    for (const item of items) {
      if (item.href) out.push(item.href);
      if (item.type === 'category') walk(item.items);
    }
  };
  if (page.doc) {
    walk(page.doc.sidebar);
    for (const crumb of page.doc.breadcrumbs) if (crumb.href) out.push(crumb.href);
    if (page.doc.previous) out.push(page.doc.previous.href);
    if (page.doc.next) out.push(page.doc.next.href);
  }
  return out;
}

/** Anything that changes content HTML without changing a page's own data must change every chunk name. */
function buildSalt(bundle: ClientBundle, config: Config, root: string): string {
  const parts = [bundle.entryScript, ...bundle.stylesheets];
  const themeComponentsFile = new URL('../../../theme/mdx-components.tsx', import.meta.url);
  parts.push(readFileSync(themeComponentsFile, 'utf8'));
  if (config.markdown.components) parts.push(readFileSync(resolve(root, config.markdown.components), 'utf8'));
  return parts.join('\n');
}

async function loadSiteComponents(config: Config, root: string, problems: Diagnostic[]): Promise<MdxComponents> {
  if (!config.markdown.components) return {};
  const file = resolve(root, config.markdown.components);
  try {
    const mod = (await import(pathToFileURL(file).href)) as { default?: MdxComponents };
    return mod.default ?? {};
  } catch (error) {
    problems.push({ file: config.markdown.components, message: `Could not load the MDX components module: ${(error as Error).message}`, ruleId: 'components', severity: 'error', hint: 'Check `markdown.components` in the config and the module it names.' });
    return {};
  }
}

async function loadReactPage(source: ContentSource, problems: Diagnostic[]): Promise<{ Component: PageComponent; meta: { title?: string; description?: string } } | undefined> {
  try {
    const mod = (await import(pathToFileURL(source.file).href)) as { default?: unknown; meta?: { title?: string; description?: string } };
    if (typeof mod.default !== 'function') {
      problems.push({
        file: source.displayPath,
        line: 1,
        column: 1,
        message: 'The page module has no default export.',
        ruleId: 'page-default-export',
        severity: 'error',
        hint: 'Export the page component with `export default function Page() { … }`.',
      });
      return undefined;
    }
    return { Component: mod.default as PageComponent, meta: mod.meta ?? {} };
  } catch (error) {
    problems.push({ file: source.displayPath, message: `The page module failed to load: ${(error as Error).message}`, ruleId: 'page-module', severity: 'error', hint: 'Fix the error in the page module.' });
    return undefined;
  }
}

function renderProblem(error: unknown, source: ContentSource): Diagnostic {
  const message = (error as Error).message ?? String(error);
  const missing = /Expected component `([^`]+)` to be defined/.exec(message)?.[1];
  if (missing) {
    const lines = source.source.split('\n');
    const line = lines.findIndex((l) => l.includes(`<${missing}`));
    return {
      file: source.displayPath,
      line: line === -1 ? undefined : line + 1,
      column: line === -1 ? undefined : lines[line]!.indexOf(`<${missing}`) + 1,
      message: `The MDX component <${missing}> is used but not provided.`,
      ruleId: 'mdx-missing-component',
      severity: 'error',
      hint: 'Import it at the top of the file, or add it to the module named by `markdown.components` in the config.',
    };
  }
  return { file: source.displayPath, message: `Rendering failed: ${message}`, ruleId: 'render', severity: 'error', hint: 'Fix the component or expression that throws.' };
}

function excerpt(html: string): string {
  const p = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = p.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}

function staticTargets(config: Config, root: string): Set<string> {
  const files = new Set<string>();
  const dir = resolve(root, config.staticDir);
  try {
    for (const f of fg.sync('**/*', { cwd: dir })) files.add(`/${f}`);
    const redirects = readFileSync(resolve(dir, '_redirects'), 'utf8');
    for (const line of redirects.split('\n')) {
      const from = line.trim().split(/\s+/)[0];
      if (from && !from.startsWith('#')) files.add(normalisePath(from));
    }
  } catch {
    // No static folder or no _redirects: nothing to add.
  }
  return files;
}

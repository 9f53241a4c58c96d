import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import fg from 'fast-glob';
import { normalisePath } from '../../shared/url.ts';
import type { ClientBundle } from '../bundle/client.ts';
import type { LinkTargets, PageReferences } from '../check/links.ts';
import type { Config } from '../config/schema.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { OutputDir } from '../write/output.ts';
import { createPageContext, createWriter, type PageContextInit } from './page-context.ts';
import { codeFingerprint, openPageCache, processPageCached } from './page-cache.ts';
import { planPages } from './plan.ts';
import type { PageContext, PageResult } from './process-page.ts';
import type { SiteModel } from './site-model.ts';
import { renderInWorkers } from './worker-pool.ts';

// Below this many pages, starting worker threads costs more than it saves.
const WORKER_THRESHOLD = 64;

export interface RenderedSite {
  routes: number;
  pages: number;
  /** Pages reused from the page cache instead of rendered. */
  cachedPages: number;
  references: PageReferences[];
  targets: LinkTargets;
  contents: Array<{ route: string; title: string; lvl0: string; html: string }>;
  problems: Diagnostic[];
}

/** Plans every page, then compiles, renders and writes each one, on worker threads for large sites. */
export async function renderPages(input: {
  model: SiteModel;
  bundle: ClientBundle;
  config: Config;
  root: string;
  output: OutputDir;
  threads?: number;
  /** Reuse unchanged pages from the content-hash cache (default true). */
  cache?: boolean;
  onProgress?: (done: number, total: number) => void;
}): Promise<RenderedSite> {
  const { model, bundle, config, root, output } = input;
  const plan = await planPages(model, bundle, config, root);
  const problems: Diagnostic[] = [...plan.problems];
  const init: PageContextInit = {
    site: model.site,
    config,
    root,
    outDir: output.dir,
    chunkUrls: [...plan.chunkUrls],
    routesByFile: model.sources.filter((s) => s.kind !== 'react').map((s) => [s.file, s.route]),
    assets: { entryScript: bundle.entryScript, stylesheets: bundle.stylesheets, scripts: config.scripts.map((s) => (typeof s === 'string' ? { src: s } : s)) },
  };
  // React pages render here: their components are already loaded.
  const local = plan.pages.filter((p) => plan.components.has(p.page.route) || p.source?.kind !== 'doc');
  const shared = plan.pages.filter((p) => !local.includes(p));
  const threads = input.threads ?? Math.min(availableParallelism(), 8);
  const results = new Map<string, PageResult>();
  if (input.cache !== false) init.cache = openPageCache(join(root, 'node_modules/.cache/docs-build/pages'), cacheSalt(init, bundle, config, root));
  let full: Promise<PageContext> | undefined;
  const fullContext = () => (full ??= createPageContext(init, problems));
  const cheap = { chunkUrls: plan.chunkUrls, write: createWriter(output.dir) };
  let done = 0;
  const total = plan.pages.length;
  if (threads > 1 && shared.length >= WORKER_THRESHOLD) {
    const pooled = await renderInWorkers(shared, init, threads, (n) => input.onProgress?.(done + n, total));
    problems.push(...pooled.problems);
    pooled.results.forEach((r) => results.set(r.route, r));
    done += shared.length;
  } else {
    local.unshift(...shared);
  }
  for (const planned of local) {
    results.set(planned.page.route + (planned.chunkUrl ? '' : '#404'), await processPageCached(planned, cheap, fullContext, init.cache, plan.components.get(planned.page.route)));
    input.onProgress?.(++done, total);
  }
  // Back in plan order, so reports and output do not depend on threading.
  const ordered = plan.pages.map((p) => results.get(p.page.route + (p.chunkUrl ? '' : '#404'))!);
  const copied = new Set<string>();
  for (const result of ordered) {
    problems.push(...result.problems);
    for (const asset of result.assets) {
      if (copied.has(asset.to)) continue;
      copied.add(asset.to);
      await mkdir(dirname(join(output.dir, asset.to)), { recursive: true });
      await copyFile(asset.from, join(output.dir, asset.to));
    }
  }
  const routes = new Set(plan.chunkUrls.keys());
  return {
    routes: routes.size,
    pages: plan.pages.length,
    cachedPages: ordered.filter((r) => r.cached).length,
    references: ordered.filter((r) => r.file).map((r) => ({ file: r.file!, route: r.route, references: r.references })),
    targets: { routes, ids: new Map(ordered.map((r) => [r.route, new Set(r.ids)])), files: staticTargets(config, root) },
    contents: ordered.flatMap((r) => (r.content ? [r.content] : [])),
    problems,
  };
}

/** Everything outside a page that its output depends on: generator code, site data, theme bundle, config, components. */
function cacheSalt(init: PageContextInit, bundle: ClientBundle, config: Config, root: string): string {
  const parts = [codeFingerprint(), JSON.stringify(init.site), JSON.stringify(config), JSON.stringify(init.assets), bundle.entryScript];
  if (config.markdown.components) parts.push(readFileSync(resolve(root, config.markdown.components), 'utf8'));
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** Files a link may point at besides routes: static files and redirect sources. */
function staticTargets(config: Config, root: string): Set<string> {
  const files = new Set<string>();
  const dir = resolve(root, config.staticDir);
  for (const f of fg.sync('**/*', { cwd: dir })) files.add(`/${f}`);
  try {
    for (const line of readFileSync(resolve(dir, '_redirects'), 'utf8').split('\n')) {
      const from = line.trim().split(/\s+/)[0];
      if (from && !from.startsWith('#')) files.add(normalisePath(from));
    }
  } catch {
    // No _redirects file: nothing to add.
  }
  return files;
}

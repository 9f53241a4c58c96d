import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { normalisePath } from '../../shared/url.ts';
import type { ClientBundle } from '../bundle/client.ts';
import type { LinkTargets, PageReferences } from '../check/links.ts';
import type { Config } from '../config/schema.ts';
import { createCodeOptions } from '../markdown/highlighter.ts';
import { createContentProcessors } from '../markdown/processor.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { OutputDir } from '../write/output.ts';
import { planPages } from './plan.ts';
import { processPage, type PageResult } from './process-page.ts';
import type { MdxComponents } from './render-page.ts';
import type { SiteModel } from './site-model.ts';
import { readFileSync } from 'node:fs';
import { mdxComponents as themeComponents } from '../../../theme/mdx-components.tsx';

export interface RenderedSite {
  routes: number;
  pages: number;
  references: PageReferences[];
  targets: LinkTargets;
  contents: Array<{ route: string; title: string; lvl0: string; html: string }>;
  problems: Diagnostic[];
}

/** Plans every page, then compiles, renders and writes each one. */
export async function renderPages(input: { model: SiteModel; bundle: ClientBundle; config: Config; root: string; output: OutputDir }): Promise<RenderedSite> {
  const { model, bundle, config, root, output } = input;
  const plan = await planPages(model, bundle, config, root);
  const problems: Diagnostic[] = [...plan.problems];
  const routesByFile = new Map(model.sources.filter((s) => s.kind !== 'react').map((s) => [s.file, s.route]));
  const processors = createContentProcessors({
    code: await createCodeOptions(),
    references: { routesByFile, staticDir: join(root, config.staticDir) },
    emoji: config.markdown.emoji,
  });
  const components = { ...(themeComponents as MdxComponents), ...(await loadSiteComponents(config, root, problems)) };
  const ctx = {
    site: model.site,
    processors,
    components,
    chunkUrls: plan.chunkUrls,
    assets: { entryScript: bundle.entryScript, stylesheets: bundle.stylesheets, scripts: config.scripts.map((s) => (typeof s === 'string' ? { src: s } : s)) },
    write: output.write,
  };
  const results: PageResult[] = [];
  for (const planned of plan.pages) {
    results.push(await processPage(planned, ctx, plan.components.get(planned.page.route)));
  }
  const copied = new Set<string>();
  for (const result of results) {
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
    references: results.filter((r) => r.file).map((r) => ({ file: r.file!, route: r.route, references: r.references })),
    targets: { routes, ids: new Map(results.map((r) => [r.route, new Set(r.ids)])), files: staticTargets(config, root) },
    contents: results.flatMap((r) => (r.content ? [r.content] : [])),
    problems,
  };
}

async function loadSiteComponents(config: Config, root: string, problems: Diagnostic[]): Promise<MdxComponents> {
  if (!config.markdown.components) return {};
  const file = resolve(root, config.markdown.components);
  try {
    const mod = (await import(pathToFileURL(file).href)) as { default?: MdxComponents };
    return mod.default ?? {};
  } catch (error) {
    problems.push({
      file: config.markdown.components,
      message: `Could not load the MDX components module: ${(error as Error).message}`,
      ruleId: 'components',
      severity: 'error',
      hint: 'Check `markdown.components` in the config and the module it names.',
    });
    return {};
  }
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

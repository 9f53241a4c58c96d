import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/content-source.ts';
import { planPages } from '../model/plan.ts';
import type { SiteModel } from '../model/site-model.ts';
import { isContentOnlyEdit } from './classify.ts';
import type { DevEvent } from './events.ts';
import { devChunkUrl } from './full-build.ts';
import { hasErrors, pageProblemKey, type ProblemBook } from './problems.ts';
import { rereadSource } from './read-source.ts';
import type { RenderScheduler } from './render-scheduler.ts';

export interface EditInput {
  config: Config;
  root: string;
  model: SiteModel;
  scheduler: RenderScheduler;
  problems: ProblemBook;
  emit: (event: DevEvent) => void;
  log: (text: string) => void;
}

/**
 * Edited pages: compiles and renders each alone, and tells open pages. Returns
 * the model with the edited sources, or undefined when an edit reaches other
 * pages (a route, the sidebar, a React page), which needs a full build.
 */
export async function applyEdits(paths: readonly string[], input: EditInput): Promise<SiteModel | undefined> {
  const edited = await readEdits(paths, input);
  if (!edited) return undefined;
  if (edited.length === 0) return input.model;
  const byFile = new Map(edited.map((s) => [s.file, s]));
  const model: SiteModel = { ...input.model, sources: input.model.sources.map((s) => byFile.get(s.file) ?? s) };
  for (const source of edited) {
    const started = performance.now();
    // Only Markdown and MDX pages are edited alone, so no React page module is named.
    const single = await planPages({ ...model, sources: [source] }, { entryScript: '', stylesheets: [], pageModules: new Map() }, input.config, input.root, { chunkUrlFor: devChunkUrl, sourcesOnly: true });
    const page = single.pages[0];
    if (!page) continue;
    const key = await input.scheduler.rerender(page);
    if (!page.chunkUrl || hasErrors(input.problems.get(pageProblemKey(key)) ?? [])) continue;
    input.emit({ type: 'content', route: page.page.route, url: page.chunkUrl });
    input.log(`updated ${page.page.route} in ${Math.round(performance.now() - started)} ms`);
  }
  return model;
}

/** The edited sources read again; undefined when one of them cannot be handled alone. */
async function readEdits(paths: readonly string[], input: EditInput): Promise<ContentSource[] | undefined> {
  const edited: ContentSource[] = [];
  for (const path of paths) {
    const before = input.model.sources.find((s) => s.file === path);
    if (!before) return undefined;
    let reread: Awaited<ReturnType<typeof rereadSource>>;
    try {
      reread = await rereadSource(before, input.config, input.root);
      // An empty file is most likely caught between an editor's truncate and its write: look again shortly.
      for (let tries = 0; tries < 3 && reread?.source.source === '' && before.source !== ''; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        reread = await rereadSource(before, input.config, input.root);
      }
    } catch {
      return undefined;
    }
    if (!reread) return undefined;
    if (hasErrors(reread.problems)) {
      // Broken frontmatter: keep the page as it was and say where the problem is.
      input.problems.set(pageProblemKey(before.route), reread.problems);
      continue;
    }
    // The text the page was last rendered from (an editor saving an unchanged buffer): nothing to do, unless the
    // page has errors to clear, such as broken frontmatter that the save has just undone.
    if (reread.source.source === before.source && !hasErrors(input.problems.get(pageProblemKey(before.route)) ?? [])) continue;
    if (!isContentOnlyEdit(before, reread.source)) return undefined;
    edited.push(reread.source);
  }
  return edited;
}

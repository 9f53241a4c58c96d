import { isModulePage } from '../content/content-source.ts';
import type { PagePlan } from '../model/plan.ts';
import type { PageComponent, PlannedPage } from '../content-plugins/content-plugin.ts';
import { processPage, type PageContext, type PageResult } from '../render/process-page.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { OutputFiles } from './output-files.ts';
import { hasErrors, pageProblemKey, type ProblemBook } from './problems.ts';

export interface RenderSchedulerInput {
  files: OutputFiles;
  problems: ProblemBook;
  /** Read when a page starts rendering, so a rebundled client is picked up without replanning. */
  context: () => PageContext;
  /** The problem a render that threw leaves on its page. */
  renderError: (error: unknown, page: PlannedPage | undefined, key: string) => Diagnostic;
  /** Every page of the current plan has rendered. */
  onComplete: (pageCount: number, started: number) => void;
  /**
   * A React page's module, imported when the page first renders (the plan leaves it out): the page with its
   * `meta` applied and its component, or undefined when the module fails (its problems then filed under the key).
   */
  loadReactPage: (page: PlannedPage, problems: Diagnostic[]) => Promise<{ planned: PlannedPage; Component: PageComponent } | undefined>;
  /** How long the server must have had no request before background renders go on (default 200 ms). */
  quietMs?: number;
  /**
   * How long background renders wait after an edit is shown (default 1 s): an author who saves again soon finds
   * the main thread free, instead of waiting for a page nobody asked for to finish rendering.
   */
  editQuietMs?: number;
}

export interface RenderScheduler {
  /** Starts a new generation of pages: renders of the old one are dropped, and every page renders in the background. */
  replan(plan: PagePlan): void;
  /** Puts a freshly planned page in place of the one with its key, and renders it now. */
  rerender(page: PlannedPage): Promise<string>;
  /** Renders the page behind an output path now, if it is planned but not rendered yet. */
  ensure(relPath: string): Promise<void>;
  /** Whether an output path is a page's HTML or chunk of the current plan. */
  plans(relPath: string): boolean;
  /**
   * Runs a request's work ahead of the background renders: none starts while a request is being answered, nor
   * until the server has been quiet for a moment, so the page asked for never waits behind pages nobody asked for.
   */
  request<T>(work: () => Promise<T>): Promise<T>;
  /** Runs an edit's work like a request's, then keeps the background renders waiting for `editQuietMs`. */
  edit<T>(work: () => Promise<T>): Promise<T>;
  results(): Iterable<PageResult>;
  /** Whether every page of the current generation has rendered once. */
  complete(): boolean;
  pageCount(): number;
  /** Resolves when the background renders (of this and any later generation) are done. */
  settled(): Promise<void>;
}

/** The key of a page in the plan; the search page and the 404 page have no source, and the 404 page has no chunk either. */
export function pageKey(page: PlannedPage): string {
  return page.page.route + (page.chunkUrl ? '' : '#404');
}

/**
 * Renders planned pages once per generation: the page a request asks for
 * first, the others in the background. A later edit of a page wins over an
 * older render of it.
 */
export function createRenderScheduler(input: RenderSchedulerInput): RenderScheduler {
  const { files, problems } = input;
  const results = new Map<string, PageResult>();
  /** The current plan by page key, and which key each output path belongs to. */
  const planned = new Map<string, PlannedPage>();
  const byOutput = new Map<string, string>();
  const rendering = new Map<string, Promise<void>>();
  let plan: PagePlan | undefined;
  let generation = 0;
  let complete = false;
  let background: Promise<void> = Promise.resolve();
  const quietMs = input.quietMs ?? 200;
  const editQuietMs = input.editQuietMs ?? 1000;
  let requests = 0;
  /** Background renders wait until then (and while a request or edit is in progress). */
  let quietUntil = performance.now();

  /** Resolves once no request or edit is in progress, and the wait the last one set has passed. */
  async function quiet(): Promise<void> {
    for (;;) {
      const left = requests > 0 ? quietMs : quietUntil - performance.now();
      if (left <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, left));
    }
  }

  async function beforeBackground<T>(work: () => Promise<T>, waitAfter: number): Promise<T> {
    requests++;
    try {
      return await work();
    } finally {
      requests--;
      quietUntil = Math.max(quietUntil, performance.now() + waitAfter);
    }
  }

  function record(key: string, result: PageResult): void {
    problems.set(pageProblemKey(key), result.problems);
    if (hasErrors(result.problems)) return;
    results.set(key, result);
    for (const asset of result.assets) files.assets.set(asset.to, asset.from);
  }

  function render(key: string): Promise<void> {
    const pending = rendering.get(key);
    if (pending) return pending;
    const page = planned.get(key);
    if (!page) return Promise.resolve();
    const mine = generation;
    const current = () => generation === mine && planned.get(key) === page;
    const task = (async () => {
      const write = async (relPath: string, contents: string) => {
        if (current()) files.write(relPath, contents);
      };
      let ready = page;
      let Component: PageComponent | undefined = plan?.components.get(page.page.route);
      if (page.source && isModulePage(page.source) && !Component) {
        const found: Diagnostic[] = [];
        const loaded = await input.loadReactPage(page, found);
        if (!current()) return;
        if (!loaded) {
          problems.set(pageProblemKey(key), found);
          files.keepPrevious(page);
          return;
        }
        ({ planned: ready, Component } = loaded);
      }
      const result = await processPage(ready, { ...input.context(), write }, Component);
      if (!current()) return;
      if (hasErrors(result.problems)) files.keepPrevious(page);
      record(key, result);
    })();
    rendering.set(key, task);
    return task;
  }

  async function renderCaught(key: string): Promise<void> {
    try {
      await render(key);
    } catch (error) {
      problems.set(pageProblemKey(key), [input.renderError(error, planned.get(key), key)]);
    }
  }

  async function renderRest(mine: number): Promise<void> {
    const started = performance.now();
    for (const key of [...planned.keys()]) {
      // Requests and rebuilds get their turn between pages.
      await new Promise((resolve) => setImmediate(resolve));
      await quiet();
      if (generation !== mine) return;
      await renderCaught(key);
    }
    if (generation !== mine) return;
    complete = true;
    input.onComplete(planned.size, started);
  }

  return {
    replan(next) {
      plan = next;
      generation++;
      complete = false;
      files.newGeneration();
      problems.clearPages();
      results.clear();
      planned.clear();
      byOutput.clear();
      rendering.clear();
      quietUntil = Math.max(quietUntil, performance.now() + quietMs);
      for (const page of next.pages) {
        const key = pageKey(page);
        planned.set(key, page);
        byOutput.set(page.outFile, key);
        if (page.chunkUrl) byOutput.set(page.chunkUrl.slice(1), key);
      }
      background = renderRest(generation);
    },
    async rerender(page) {
      const key = pageKey(page);
      planned.set(key, page);
      rendering.delete(key);
      await render(key);
      return key;
    },
    async ensure(relPath) {
      const key = byOutput.get(relPath);
      if (key === undefined || results.has(key)) return;
      await renderCaught(key);
    },
    plans: (relPath) => byOutput.has(relPath),
    request: (work) => beforeBackground(work, quietMs),
    edit: (work) => beforeBackground(work, editQuietMs),
    results: () => results.values(),
    complete: () => complete,
    pageCount: () => planned.size,
    async settled() {
      let seen: Promise<void> | undefined;
      while (seen !== background) {
        seen = background;
        await seen;
      }
    },
  };
}

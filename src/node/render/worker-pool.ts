import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../report/diagnostic.ts';
import { BUNDLED, packagePath } from '../runtime/package-root.ts';
import { stopOnInterrupt } from '../write/output.ts';
import type { PlanInit, RendererInit } from './page-context.ts';
import type { PlannedPage } from '../content-plugins/content-plugin.ts';
import type { PageResult } from './process-page.ts';

// From sources a worker must register the TypeScript loader first. From the bundle (a CommonJS script, where
// __filename is the bundle itself) a worker runs the same bundle file, passed as its last argument.
const ENTRY = BUNDLED ? packagePath('bin/page-worker.js') : new URL('./page-worker-entry.js', import.meta.url);
const ENTRY_ARGV = BUNDLED ? [__filename] : [];
// Pages in flight per worker: while the main thread is busy with a page of its own, a worker still has the next ones.
const IN_FLIGHT = 3;

type Reply = { id: number; result?: PageResult; error?: string; fs?: Pick<NodeJS.ErrnoException, 'code' | 'path' | 'syscall'> } | { ready: true; problems: Diagnostic[] } | { settled: true };

/** Pages waiting to be rendered, taken in order by the main thread and the workers alike. */
export interface PageQueue {
  pages: readonly PlannedPage[];
  /** Index of the next page, or undefined once all are taken. */
  take(): number | undefined;
  /** Settles when the last page has been taken. */
  emptied: Promise<void>;
}

export function createPageQueue(pages: readonly PlannedPage[]): PageQueue {
  let next = 0;
  let empty!: () => void;
  const emptied = new Promise<void>((resolve) => (empty = resolve));
  if (pages.length === 0) empty();
  return {
    pages,
    emptied,
    take() {
      if (next < pages.length) return next++;
      empty();
      return undefined;
    },
  };
}

export interface RenderPool {
  /**
   * Hands the workers what was planned, then feeds them pages from `queue`
   * until it is empty; resolves when every page they took is back.
   */
  drain(plan: PlanInit, queue: PageQueue, onResult: (index: number, result: PageResult) => void): Promise<void>;
  /** Setup problems the workers found (such as an MDX components module that fails to load). */
  problems: Diagnostic[];
  close(): Promise<void>;
}

/**
 * Kept by hand rather than tinypool or piscina: those hand each task to any
 * free thread, while a build needs three things they have no way to say. The
 * threads start and warm up before the plan exists (while the client is
 * bundled) and then get it once each, not with every page; the main thread
 * takes pages from the same queue; and each thread is asked to settle (its
 * compressed copies on disk) before the build goes on.
 *
 * Starts `count` render threads right away, so they load the compiler and
 * start the highlighter while the main thread is still bundling the client.
 * A thread takes pages only once it is warm: on a small site the main thread
 * may have rendered them all by then.
 */
export function startRenderPool(base: RendererInit, count: number): RenderPool {
  const workers = Array.from({ length: count }, () => new Worker(ENTRY, { workerData: base, argv: ENTRY_ARGV }));
  const problems: Diagnostic[] = [];
  const ready = workers.map(
    (worker) =>
      new Promise<Worker>((resolve, reject) => {
        const onReply = (reply: Reply) => {
          if (!('ready' in reply)) return;
          worker.off('message', onReply);
          problems.push(...reply.problems);
          resolve(worker);
        };
        worker.on('message', onReply);
        worker.once('error', reject);
      }),
  );
  // On Ctrl-C the threads stop first, so none writes into the output folder while it is removed.
  const undo = stopOnInterrupt(() => Promise.all(workers.map((w) => w.terminate())));
  let draining = false;

  const feed = (worker: Worker, queue: PageQueue, onResult: (index: number, result: PageResult) => void) =>
    new Promise<void>((resolve, reject) => {
      let pending = 0;
      const send = () => {
        while (pending < IN_FLIGHT) {
          const id = queue.take();
          if (id === undefined) break;
          pending++;
          worker.postMessage({ id, planned: queue.pages[id] });
        }
        if (pending === 0) resolve();
      };
      worker.on('message', (reply: Reply) => {
        if (!('id' in reply)) return;
        pending--;
        if (reply.error) {
          reject(Object.assign(new Error(`Rendering ${queue.pages[reply.id]!.page.route} failed in a worker: ${reply.error}`), reply.fs));
          return;
        }
        onResult(reply.id, reply.result!);
        send();
      });
      worker.on('error', reject);
      send();
    });

  const settle = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const onReply = (reply: Reply) => {
        if (!('settled' in reply)) return;
        worker.off('message', onReply);
        resolve();
      };
      worker.on('message', onReply);
      worker.once('error', reject);
      worker.postMessage({ settle: true });
    });

  return {
    problems,
    async drain(plan, queue, onResult) {
      if (draining) throw new Error('A render pool drains one plan only.');
      draining = true;
      for (const worker of workers) worker.postMessage({ plan });
      // A worker still warming up when the last page is taken gets nothing and is not waited for.
      const feeding: Array<Promise<void>> = [];
      const fed: Worker[] = [];
      await Promise.all(
        ready.map(async (starting) => {
          const worker = await Promise.race([starting, queue.emptied.then(() => undefined)]);
          if (!worker) return;
          fed.push(worker);
          feeding.push(feed(worker, queue, onResult));
        }),
      );
      await Promise.all(feeding);
      // A worker answers for a page before its compressed copies are on disk; wait for those too.
      await Promise.all(fed.map((worker) => settle(worker)));
    },
    async close() {
      undo();
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

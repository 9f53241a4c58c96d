import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../report/diagnostic.ts';
import { stopOnInterrupt } from '../write/output.ts';
import type { PageContextInit } from './page-context.ts';
import type { PlannedPage } from './plan.ts';
import type { PageResult } from './process-page.ts';
import { BUNDLED } from '../runtime/package-root.ts';

// From sources a worker must register the TypeScript loader first; the bundle has the worker as its own entry beside this chunk.
const ENTRY = BUNDLED ? new URL('./page-worker.mjs', import.meta.url) : new URL('./page-worker-entry.js', import.meta.url);

type Reply = { id: number; result?: PageResult; error?: string } | { ready: true; problems: Diagnostic[] };

/**
 * Renders pages on worker threads. Each worker pulls the next page when it
 * finishes one, so memory holds only the pages in flight; results come back
 * in plan order, so the output does not depend on the number of threads.
 */
export async function renderInWorkers(
  pages: PlannedPage[],
  init: PageContextInit,
  threads: number,
  onProgress?: (done: number, total: number) => void,
): Promise<{ results: PageResult[]; problems: Diagnostic[] }> {
  const results: PageResult[] = new Array(pages.length);
  const problems: Diagnostic[] = [];
  let next = 0;
  let done = 0;
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const send = () => {
        if (next >= pages.length) {
          resolve();
          return;
        }
        const id = next++;
        worker.postMessage({ id, planned: pages[id] });
      };
      worker.on('message', (reply: Reply) => {
        if ('ready' in reply) {
          // Every worker reports the same setup problems; keep one copy.
          if (problems.length === 0) problems.push(...reply.problems);
          send();
          return;
        }
        if (reply.error) {
          reject(new Error(`Rendering ${pages[reply.id]!.page.route} failed in a worker: ${reply.error}`));
          return;
        }
        results[reply.id] = reply.result!;
        onProgress?.(++done, pages.length);
        send();
      });
      worker.on('error', reject);
    });
  const workers = Array.from({ length: threads }, () => new Worker(ENTRY, { workerData: init }));
  // On Ctrl-C the threads stop first, so none writes into the output folder while it is removed.
  const undo = stopOnInterrupt(() => Promise.all(workers.map((w) => w.terminate())));
  try {
    await Promise.all(workers.map(run));
  } finally {
    undo();
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return { results, problems };
}

import { parentPort, workerData } from 'node:worker_threads';
import type { Diagnostic } from '../report/diagnostic.ts';
import { createPageContext, type PageContextInit } from './page-context.ts';
import type { PlannedPage } from './plan.ts';
import { processPage } from './process-page.ts';

// One worker thread: builds its own context once, then renders the pages it is sent.
const problems: Diagnostic[] = [];
const ctx = await createPageContext(workerData as PageContextInit, problems);
parentPort!.on('message', async (task: { id: number; planned: PlannedPage }) => {
  try {
    const result = await processPage(task.planned, ctx);
    parentPort!.postMessage({ id: task.id, result });
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: (error as Error).stack ?? String(error) });
  }
});
parentPort!.postMessage({ ready: true, problems });

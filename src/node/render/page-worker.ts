import { parentPort, workerData } from 'node:worker_threads';
import type { Diagnostic } from '../report/diagnostic.ts';
import { createPageContext, createWriter, type PageContextInit } from './page-context.ts';
import { processPageCached } from './page-cache.ts';
import type { PlannedPage } from './plan.ts';
import type { PageContext } from './process-page.ts';

// One worker thread: builds its own context once, then renders the pages it is sent.
const problems: Diagnostic[] = [];
const init = workerData as PageContextInit;
// Created on the first cache miss only: a warm rebuild never loads the highlighter.
let full: Promise<PageContext> | undefined;
const fullContext = () => (full ??= createPageContext(init, problems));
const cheap = { chunkUrls: new Map(init.chunkUrls), write: createWriter(init.outDir) };
parentPort!.on('message', async (task: { id: number; planned: PlannedPage }) => {
  try {
    const result = await processPageCached(task.planned, cheap, fullContext, init.cache);
    parentPort!.postMessage({ id: task.id, result });
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: (error as Error).stack ?? String(error) });
  }
});
parentPort!.postMessage({ ready: true, problems });

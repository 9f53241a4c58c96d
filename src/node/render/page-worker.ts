import { parentPort, workerData } from 'node:worker_threads';
import type { Diagnostic } from '../report/diagnostic.ts';
import { createPageShell, createRenderer, type PlanInit, type RendererInit } from './page-context.ts';
import { processPageCached } from './page-cache.ts';
import type { PlannedPage } from '../content-plugins/content-plugin.ts';
import type { PageContext } from './process-page.ts';
import { openRecordSpool, type RecordSpool } from '../search/spool.ts';

// One worker thread: warms up at once (compiler, highlighter, MDX components),
// then takes the plan and renders the pages it is sent.
const problems: Diagnostic[] = [];
const base = workerData as RendererInit;
const renderer = createRenderer(base, problems);
let plan: { shell: ReturnType<typeof createPageShell>; cache: PlanInit['cache']; spool: RecordSpool } | undefined;
let full: Promise<PageContext> | undefined;

parentPort!.on('message', async (message: { plan: PlanInit } | { settle: true } | { id: number; planned: PlannedPage }) => {
  if ('plan' in message) {
    plan = { shell: createPageShell({ ...base, ...message.plan }), cache: message.plan.cache, spool: openRecordSpool(base.outDir) };
    return;
  }
  if ('settle' in message) {
    // Compressed copies still being written; the pool stops this thread once they are done.
    await plan?.shell.settled();
    await plan?.spool.close();
    if (base.grammarCache) await (await import('../markdown/grammar-cache.ts')).saveConvertedPatterns(base.grammarCache);
    parentPort!.postMessage({ settled: true });
    return;
  }
  try {
    const { shell, cache, spool } = plan!;
    const result = await processPageCached(message.planned, shell, () => (full ??= renderer.then((r) => ({ ...shell, ...r }))), cache);
    // The records wait on disk for the search step; the main thread gets only where they are.
    if (result.search) result.search = await spool.spool(result.search);
    parentPort!.postMessage({ id: message.id, result });
  } catch (error) {
    // A file-system error keeps its code and path across the thread, so a full output disk is told as one.
    const { code, path, syscall } = error as NodeJS.ErrnoException;
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error), fs: typeof code === 'string' ? { code, path, syscall } : undefined });
  }
});

// A renderer that fails to start rejects unhandled, which ends the thread with an error the pool reports.
void renderer.then(() => parentPort!.postMessage({ ready: true, problems }));

export interface RebuildQueue<T> {
  push(item: T): void;
  /** Resolves once nothing is queued, waiting or running. */
  idle(): Promise<void>;
  /** Drops queued items; a running batch finishes. */
  close(): Promise<void>;
}

export interface RebuildQueueOptions<T> {
  /** A batch starts after this long without a new item… */
  quietMs: number;
  /** …or this long after its first item, so a steady stream of saves still shows progress. */
  maxWaitMs: number;
  run: (batch: T[]) => Promise<void>;
  /** A failed batch never stops the queue; this hears about it. */
  onError?: (error: unknown) => void;
}

/**
 * Debounces bursts of changes into batches and runs one batch at a time.
 * Items that arrive while a batch runs are coalesced into the next one, so
 * the last batch always sees the last change.
 */
export function createRebuildQueue<T>(options: RebuildQueueOptions<T>): RebuildQueue<T> {
  let pending: T[] = [];
  let firstAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let waiters: Array<() => void> = [];

  const settleIfIdle = () => {
    if (running || timer || pending.length > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (running || pending.length === 0 || closed) return settleIfIdle();
    const now = performance.now();
    firstAt ??= now;
    const wait = Math.max(0, Math.min(options.quietMs, firstAt + options.maxWaitMs - now));
    timer = setTimeout(flush, wait);
  };

  const flush = () => {
    timer = undefined;
    const batch = pending;
    pending = [];
    firstAt = undefined;
    running = options
      .run(batch)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
        schedule();
      });
  };

  return {
    push(item) {
      if (closed) return;
      pending.push(item);
      firstAt ??= performance.now();
      schedule();
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settleIfIdle();
      });
    },
    async close() {
      closed = true;
      pending = [];
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
      settleIfIdle();
    },
  };
}

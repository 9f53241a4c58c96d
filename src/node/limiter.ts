export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs at most `limit` tasks at once; the rest wait in order. */
export function createLimiter(limit: number): Limiter {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = (): void => {
    running--;
    waiting.shift()?.();
  };
  return async (task) => {
    if (running >= limit) await new Promise<void>((start) => waiting.push(start));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

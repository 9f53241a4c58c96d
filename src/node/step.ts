export interface StepTimings {
  [name: string]: number;
}

/** Runs one named stage of the pipeline and records how long it took. */
export async function step<T>(timings: StepTimings, name: string, fn: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings[name] = (timings[name] ?? 0) + performance.now() - start;
  }
}

export interface ProgressSink {
  isTTY: boolean;
  write(text: string): void;
}

/**
 * Page progress for long builds: a redrawn bar on a terminal, a plain line
 * every few seconds otherwise (CI logs). Silent for the first second, so
 * small sites print nothing but the summary.
 */
export function createProgress(sink: ProgressSink, now: () => number = () => performance.now()) {
  const start = now();
  let lastLine = start;
  let drawn = false;
  return {
    update(done: number, total: number) {
      const t = now();
      const elapsed = (t - start) / 1000;
      if (elapsed < 1) return;
      const rate = done / elapsed;
      if (sink.isTTY) {
        const width = 24;
        const filled = Math.round((done / total) * width);
        sink.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} pages, ${rate.toFixed(0)} pages/s`);
        drawn = true;
      } else if (t - lastLine >= 5000 || done === total) {
        sink.write(`${done}/${total} pages rendered (${rate.toFixed(0)} pages/s)\n`);
        lastLine = t;
      }
    },
    finish() {
      if (drawn) sink.write('\r\u001b[K');
    },
  };
}

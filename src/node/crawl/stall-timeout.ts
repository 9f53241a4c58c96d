/**
 * A time limit that counts only while the whole crawl stands still. The
 * site's server answers on the crawl's own thread, so a request waits for
 * every other one in flight: counted from its start, 256 requests at once
 * put a healthy site's pages over ten seconds by the thousand, and the server
 * then went on serving the abandoned ones. Here a request is given up only
 * when no answer at all, its own or another's, came for the whole limit: a
 * server that hangs is still caught, a busy one never.
 */
export interface StallWatch {
  /** Something came back: every waiting request's clock starts again. */
  progress(): void;
  /** A signal for one request, aborted with a TimeoutError once the crawl stood still for the limit; `done` ends it. */
  start(): { signal: AbortSignal; done(): void };
}

export function createStallWatch(timeoutMs: number): StallWatch {
  let last = 0;
  return {
    progress() {
      last = performance.now();
    },
    start() {
      const controller = new AbortController();
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const check = () => {
        const still = performance.now() - Math.max(started, last);
        if (still >= timeoutMs) controller.abort(new DOMException(`timeout after ${timeoutMs} ms`, 'TimeoutError'));
        else timer = setTimeout(check, timeoutMs - still);
      };
      timer = setTimeout(check, timeoutMs);
      return { signal: controller.signal, done: () => clearTimeout(timer) };
    },
  };
}

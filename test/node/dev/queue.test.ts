import { describe, expect, it } from 'vitest';
import { createRebuildQueue } from '../../../src/node/dev/queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createRebuildQueue', () => {
  it('coalesces a burst into one batch after a quiet period', async () => {
    const batches: number[][] = [];
    const queue = createRebuildQueue<number>({ quietMs: 20, maxWaitMs: 1000, run: async (b) => void batches.push(b) });
    for (let i = 0; i < 5; i++) queue.push(i);
    await queue.idle();
    expect(batches).toEqual([[0, 1, 2, 3, 4]]);
  });

  it('never runs two batches at once, and the last batch holds the last item', async () => {
    let running = 0;
    let most = 0;
    const batches: number[][] = [];
    const queue = createRebuildQueue<number>({
      quietMs: 5,
      maxWaitMs: 20,
      run: async (b) => {
        running++;
        most = Math.max(most, running);
        await sleep(15);
        batches.push(b);
        running--;
      },
    });
    for (let i = 0; i < 50; i++) {
      queue.push(i);
      await sleep(2);
    }
    await queue.idle();
    expect(most).toBe(1);
    expect(batches.flat()).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(batches.at(-1)!.at(-1)).toBe(49);
    expect(batches.length).toBeGreaterThan(1);
  });

  it('starts a batch by maxWaitMs even while items keep coming', async () => {
    // Items every 10 ms never leave the queue quiet for a second: only maxWaitMs can start a batch before the last.
    // Timers fire in the order they are due, so this holds on a loaded machine too, where every wait runs long.
    const started: number[] = [];
    const pushed: number[] = [];
    const queue = createRebuildQueue<number>({ quietMs: 1000, maxWaitMs: 60, run: async () => void started.push(performance.now()) });
    for (let i = 0; i < 20; i++) {
      queue.push(i);
      pushed.push(performance.now());
      await sleep(10);
    }
    await queue.idle();
    expect(started.length).toBeGreaterThan(1);
    expect(started[0]).toBeLessThan(pushed.at(-1)!);
  });

  it('keeps going after a batch fails', async () => {
    const errors: unknown[] = [];
    const seen: number[] = [];
    const queue = createRebuildQueue<number>({
      quietMs: 5,
      maxWaitMs: 50,
      run: async (b) => {
        if (b.includes(1)) throw new Error('boom');
        seen.push(...b);
      },
      onError: (e) => errors.push(e),
    });
    queue.push(1);
    await queue.idle();
    queue.push(2);
    await queue.idle();
    expect(errors).toHaveLength(1);
    expect(seen).toEqual([2]);
  });
});

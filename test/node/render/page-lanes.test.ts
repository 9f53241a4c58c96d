import { describe, expect, it } from 'vitest';
import { runLanes } from '../../../src/node/render/page-lanes.ts';

/**
 * A render thread's answer arrives as a message, a macrotask: it is the
 * stand-in here, taking one page from the same queue each time it gets a turn.
 */
async function share(yieldTurns: boolean): Promise<{ here: number; thread: number }> {
  const pages = Array.from({ length: 40 }, (_, i) => i);
  let next = 0;
  const take = () => (next < pages.length ? pages[next++] : undefined);
  const counts = { here: 0, thread: 0 };
  let threadDone = false;
  const thread = new Promise<void>((resolve) => {
    const turn = () => {
      if (take() === undefined) {
        threadDone = true;
        return resolve();
      }
      counts.thread++;
      setImmediate(turn);
    };
    setImmediate(turn);
  });
  // Pages on this thread settle through promises alone, as a page whose writes are synchronous does.
  await runLanes(take, async () => void counts.here++, 2, yieldTurns);
  await thread;
  expect(threadDone).toBe(true);
  return counts;
}

describe('page lanes on the main thread', () => {
  it('leave the render threads their share of the queue', async () => {
    const { here, thread } = await share(true);
    expect(here + thread).toBe(40);
    expect(thread).toBeGreaterThan(5);
  });

  it('would take every page without a turn of the event loop (what the turn is for)', async () => {
    expect(await share(false)).toEqual({ here: 40, thread: 0 });
  });
});

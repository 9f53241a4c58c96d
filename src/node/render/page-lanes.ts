import { setImmediate as nextTurn } from 'node:timers/promises';

// Off only to measure what it gains (bench/build-ab.mjs with DOCS_BUILD_AB_OFF=lane-yield).
const LANE_YIELD = !(process.env.DOCS_BUILD_AB_OFF ?? '').split(',').includes('lane-yield');

/**
 * Works through pages on this thread in `count` lanes: while one page waits
 * on the disk, another compiles. A page here can settle through promises
 * alone (its writes are synchronous); without a turn of the event loop after
 * each one, the render threads' answers, and so their next pages, would wait
 * until this thread had taken every page in the queue.
 */
export async function runLanes<T>(take: () => T | undefined, work: (item: T) => Promise<void>, count = 2, yieldTurns = LANE_YIELD): Promise<void> {
  const lane = async () => {
    for (let item = take(); item !== undefined; item = take()) {
      await work(item);
      if (yieldTurns) await nextTurn();
    }
  };
  await Promise.all(Array.from({ length: count }, lane));
}

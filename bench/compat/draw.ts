import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom } from '../synthetic/random.ts';

/**
 * The pool in drawing order: a Fisher–Yates shuffle (from the last place
 * down) driven by mulberry32 with `seed`. Position n of the result is draw #n.
 */
export function drawOrder(pool: readonly string[], seed: number): string[] {
  const order = [...pool];
  const random = createRandom(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The pool as listed in bench/compat/pool.txt, one repository a line. */
export function readPool(compatDir: string): string[] {
  return readFileSync(join(compatDir, 'pool.txt'), 'utf8').split('\n').filter(Boolean);
}

// `node bin/run-ts.js bench/compat/draw.ts FROM COUNT` prints draws FROM to FROM + COUNT - 1.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const compatDir = fileURLToPath(new URL('.', import.meta.url));
  const { seed } = JSON.parse(readFileSync(join(compatDir, 'sites.json'), 'utf8')) as { seed: number };
  const from = Number(process.argv[2] ?? 0);
  const count = Number(process.argv[3] ?? 10);
  const drawn = drawOrder(readPool(compatDir), seed).slice(from, from + count);
  for (const [index, repo] of drawn.entries()) process.stdout.write(`${from + index}\t${repo}\n`);
}

import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** CPU seconds the file's process and the processes under it used while the file ran (Linux only). */
    cpuSeconds?: number;
  }
}

// /proc counts CPU time in clock ticks of 1/100 s on Linux.
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used so far by this process and every live process under it,
 * each counted with the time of the children it has collected: a browser, a
 * CLI run or the bundler's service, whether still running or done. Undefined
 * where there is no /proc.
 */
function processTreeCpu(): number | undefined {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // Gone since the listing.
    }
    // After the command name, in parentheses: state, parent id, …, then user, system, children's user and system time.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
    ticks.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  let total = 0;
  const pending = [process.pid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += ticks.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total / TICKS_PER_SECOND;
}

let start: number | undefined;
beforeAll(() => {
  start = processTreeCpu();
});
// biome-ignore lint/correctness/noEmptyPattern: Vitest reads a hook's first parameter as fixtures and wants a pattern; the file comes second.
afterAll(({}, file) => {
  const end = processTreeCpu();
  if (start !== undefined && end !== undefined) file.meta.cpuSeconds = end - start;
});

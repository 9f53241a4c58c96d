import { type Agent, request } from 'node:http';

export const CONNECTIONS = 220;
const ROUND_MS = 2500;
/** A hard stop besides the clock, so the loop is bounded in count as well as time. */
const MAX_REQUESTS_PER_ROUND = 200_000;
export const MIN_REQUESTS_PER_CONNECTION = 3;

const TARGETS: Array<{ path: string; encoding?: string }> = [
  { path: '/' },
  { path: '/page' },
  { path: '/docs/installation' },
  { path: '/docs/big/', encoding: 'gzip' },
  { path: '/assets/app.abc123.js', encoding: 'br, gzip' },
  { path: '/assets/style.def456.css', encoding: 'br' },
  { path: '/image.png' },
];

export interface RoundResult {
  requests: number;
  errors: number;
  unexpected: number;
  peakSockets: number;
}

function fetchOnce(origin: string, agent: Agent, target: (typeof TARGETS)[number]): Promise<number> {
  return new Promise((done, fail) => {
    const headers = target.encoding ? { 'Accept-Encoding': target.encoding } : {};
    request(`${origin}${target.path}`, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

/** Keeps CONNECTIONS keep-alive connections busy for a while, counting requests, failures and open sockets. */
export async function loadRound(origin: string, agent: Agent): Promise<RoundResult> {
  const result: RoundResult = { requests: 0, errors: 0, unexpected: 0, peakSockets: 0 };
  const deadline = performance.now() + ROUND_MS;
  const sampler = setInterval(() => {
    const open = Object.values(agent.sockets).reduce((sum, list) => sum + (list?.length ?? 0), 0);
    result.peakSockets = Math.max(result.peakSockets, open);
  }, 25);
  const worker = async (offset: number) => {
    // At least MIN_REQUESTS_PER_CONNECTION each, however slow the machine: the tests count on them.
    for (let i = offset; (performance.now() < deadline || i < offset + MIN_REQUESTS_PER_CONNECTION) && result.requests < MAX_REQUESTS_PER_ROUND; i++) {
      result.requests++;
      try {
        const status = await fetchOnce(origin, agent, TARGETS[i % TARGETS.length]!);
        if (status !== 200) result.unexpected++;
      } catch {
        result.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => worker(n)));
  clearInterval(sampler);
  return result;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import { startStaticServer, type StaticServer } from '../../../src/node/server/serve.ts';
import { makeFixtureSite, type FixtureSite } from './helpers/fixture-site.ts';

const CONNECTIONS = 220;
const ROUND_MS = 2500;
/** A hard stop besides the clock, so the loop is bounded in count as well as time. */
const MAX_REQUESTS_PER_ROUND = 200_000;
const MB = 1024 * 1024;

const TARGETS: Array<{ path: string; encoding?: string }> = [
  { path: '/' },
  { path: '/page' },
  { path: '/docs/installation' },
  { path: '/docs/big/', encoding: 'gzip' },
  { path: '/assets/app.abc123.js', encoding: 'br, gzip' },
  { path: '/assets/style.def456.css', encoding: 'br' },
  { path: '/image.png' },
];

interface RoundResult {
  requests: number;
  errors: number;
  unexpected: number;
  peakSockets: number;
}

let site: FixtureSite;
let server: StaticServer;

beforeAll(async () => {
  site = await makeFixtureSite();
  server = await startStaticServer({ dir: site.dir, port: 0 });
});
afterAll(async () => {
  await server?.close();
  await site?.remove();
});

function fetchOnce(agent: Agent, target: (typeof TARGETS)[number]): Promise<number> {
  return new Promise((done, fail) => {
    const headers = target.encoding ? { 'Accept-Encoding': target.encoding } : {};
    request(`${server.url}${target.path}`, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

async function round(agent: Agent): Promise<RoundResult> {
  const result: RoundResult = { requests: 0, errors: 0, unexpected: 0, peakSockets: 0 };
  const deadline = performance.now() + ROUND_MS;
  const sampler = setInterval(() => {
    const open = Object.values(agent.sockets).reduce((sum, list) => sum + (list?.length ?? 0), 0);
    result.peakSockets = Math.max(result.peakSockets, open);
  }, 25);
  const worker = async (offset: number) => {
    for (let i = offset; performance.now() < deadline && result.requests < MAX_REQUESTS_PER_ROUND; i++) {
      result.requests++;
      try {
        const status = await fetchOnce(agent, TARGETS[i % TARGETS.length]);
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

describe('static server under load', () => {
  it(`serves ${CONNECTIONS} concurrent keep-alive connections without errors or leaks`, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 256 });
    try {
      const first = await round(agent);
      const rssAfterFirst = process.memoryUsage().rss;
      const second = await round(agent);
      const rssAfterSecond = process.memoryUsage().rss;

      for (const result of [first, second]) {
        expect(result.errors).toBe(0);
        expect(result.unexpected).toBe(0);
        expect(result.peakSockets).toBeGreaterThanOrEqual(200);
        expect(result.requests).toBeGreaterThan(CONNECTIONS * 2);
      }
      expect((rssAfterSecond - rssAfterFirst) / MB).toBeLessThan(50);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});

import { describe, expect, it } from 'vitest';
import { Agent } from 'node:http';
import type { StaticServer } from '../../../src/node/server/serve.ts';
import { serveFixtureSite, type FixtureSite } from './helpers/fixture-site.ts';
import { CONNECTIONS, loadRound, MIN_REQUESTS_PER_CONNECTION } from './helpers/load-round.ts';

let site: FixtureSite;
let server: StaticServer;
serveFixtureSite((made, started) => ([site, server] = [made, started]));

describe('static server under load', () => {
  it(`serves ${CONNECTIONS} concurrent keep-alive connections without errors`, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 256 });
    try {
      // Memory growth between rounds is a budget of `npm run bench:budgets`, not a test: it depends on the machine.
      const first = await loadRound(server.url, agent);
      const second = await loadRound(server.url, agent);

      for (const result of [first, second]) {
        expect(result.errors).toBe(0);
        expect(result.unexpected).toBe(0);
        expect(result.peakSockets).toBeGreaterThanOrEqual(200);
        expect(result.requests).toBeGreaterThanOrEqual(CONNECTIONS * MIN_REQUESTS_PER_CONNECTION);
      }
    } finally {
      agent.destroy();
    }
  }, 30_000);
});

import { Agent } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../src/node/server/serve.ts';
import { makeFixtureSite, type FixtureSite } from '../../test/node/server/helpers/fixture-site.ts';
import { CONNECTIONS, loadRound } from '../../test/node/server/helpers/load-round.ts';

const MAX_GROWTH_MB = 50;

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

it(`static server: a second round of ${CONNECTIONS} keep-alive connections grows RSS by less than ${MAX_GROWTH_MB} MB`, async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  try {
    await loadRound(server.url, agent);
    const before = process.memoryUsage().rss;
    await loadRound(server.url, agent);
    const grownMb = (process.memoryUsage().rss - before) / 1024 / 1024;
    console.log(`static server RSS growth over the second round: ${grownMb.toFixed(1)} MB`);
    expect(grownMb).toBeLessThan(MAX_GROWTH_MB);
  } finally {
    agent.destroy();
  }
});

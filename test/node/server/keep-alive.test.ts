import { describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import type { StaticServer } from '../../../src/node/server/serve.ts';
import { serveFixtureSite } from './helpers/fixture-site.ts';

let server: StaticServer;
serveFixtureSite((_, started) => (server = started));

/** One GET through `agent`; tells whether it went over a connection opened for an earlier request. */
function fetchReused(agent: Agent, path: string): Promise<boolean> {
  return new Promise((done, fail) => {
    const req = request(`${server.url}${path}`, { agent }, (res) => res.resume().on('end', () => done(req.reusedSocket)));
    req.on('error', fail).end();
  });
}

describe('keep-alive connections', () => {
  // Node's default closes a connection 5 s after the last response was handed to the kernel; a client still busy
  // reading that response under load then sends its next request into a closed connection and gets a reset.
  it('stay open longer than the 5 s of Node\'s default between requests', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await fetchReused(agent, '/page')).toBe(false);
      await new Promise((wait) => setTimeout(wait, 6000));
      expect(await fetchReused(agent, '/page')).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 15_000);
});

import { startStaticServer, type StaticServer } from '../../src/node/server/serve.ts';
import { buildFixture, type BuiltFixture } from '../fixtures/search-site/site.ts';

/** The search fixture site, built with the given search options and served on 127.0.0.1. */
export interface ServedSearchSite {
  fixture: BuiltFixture;
  server: StaticServer;
}

export async function serveSearchSite(search: Record<string, unknown>): Promise<ServedSearchSite> {
  const fixture = await buildFixture(search);
  const server = await startStaticServer({ dir: fixture.dir, port: 0, host: '127.0.0.1' });
  return { fixture, server };
}

export async function stopSearchSite(served: ServedSearchSite | undefined): Promise<void> {
  await served?.server.close();
  await served?.fixture.remove();
}

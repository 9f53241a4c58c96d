import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { closeContexts, sharedBrowser } from './browser.ts';
import { serveRealSite, type ServedSite } from './site.ts';

/** Serves the real site and takes the process's browser before the file's tests; after them, stops serving and closes the file's contexts. */
export function realSiteInBrowser(receive: (site: ServedSite, browser: Browser) => void): void {
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([serveRealSite(), sharedBrowser()]);
    receive(site, browser);
  });
  afterAll(async () => {
    await closeContexts(browser);
    await site?.close();
  });
}

export interface FixtureServer {
  url: string;
  close(): Promise<void>;
}

export interface FixtureInBrowserOptions {
  /** The fixture site's folder. */
  fixture: string;
  /** Build a copy, for a fixture whose build writes beside its sources. */
  copy?: boolean;
  /** Fail on warnings too, not only on errors. */
  strict?: boolean;
}

/**
 * Builds a fixture site into a temporary folder before the file's tests,
 * serves it on 127.0.0.1 and takes the process's browser; after them, stops
 * serving, closes the file's contexts and removes the build.
 */
export function fixtureInBrowser(options: FixtureInBrowserOptions, receive: (server: FixtureServer, browser: Browser) => void): void {
  let base: string | undefined;
  let server: FixtureServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'docs-build-fixture-e2e-'));
    let cwd = options.fixture;
    if (options.copy) {
      cwd = join(base, 'site');
      await cp(options.fixture, cwd, { recursive: true });
    }
    const report = await build({ cwd, outDir: join(base, 'build'), cache: false, threads: 1 });
    expect(options.strict ? report.problems : report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    [server, browser] = await Promise.all([startStaticServer({ dir: join(base, 'build'), port: 0, host: '127.0.0.1' }), sharedBrowser()]);
    receive(server, browser);
  }, 120_000);
  afterAll(async () => {
    await closeContexts(browser);
    await server?.close();
    if (base) await rm(base, { recursive: true, force: true });
  });
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_CONFIG_FILE } from '../config/load.ts';
import { bundleDevClient } from './bundle.ts';
import type { FileChange, WatchedPaths } from './classify.ts';
import { createEventHub } from './events.ts';
import { createRebuildQueue } from './queue.ts';
import { createDevHandler } from './server.ts';
import { mountAtBase } from '../server/base-url.ts';
import { createDevSession, type DevSession } from './session.ts';
import { type SourceWatcher, watchSources } from './watch.ts';
import { listen } from '../server/listen.ts';
import { createHostCheck } from './host-check.ts';

export interface DevServerOptions {
  config?: string;
  cwd?: string;
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Extra `Host` names answered besides IP addresses, localhost and `host` (`.example.org` takes subdomains); `true` answers any. */
  allowedHosts?: string[] | true;
  log?: (text: string) => void;
  color?: boolean;
  /** Quiet time before a burst of saves is rebuilt. */
  debounceMs?: number;
  /**
   * Called as soon as the server answers, with the site's address (its base URL known from the config): before
   * the site is planned. Requests made then are answered once what they need is ready.
   */
  onListening?: (siteUrl: string) => void;
}

export interface DevServer {
  url: string;
  port: number;
  session: DevSession;
  /** Resolves once every change seen so far is built and announced. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `docs-build dev`: builds the site in memory, serves it, watches its sources
 * and rebuilds only what each save changed, telling open pages over
 * server-sent events.
 */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const cwd = options.cwd ?? process.cwd();
  const debounceMs = options.debounceMs ?? 20;
  const session = createDevSession({ config: options.config, cwd, log: options.log, color: options.color });
  // The server answers at once; each request waits for what it needs (the config to route it, the plan, its page).
  const starting = session.start();
  const devClient = bundleDevClient();
  const hub = createEventHub();
  session.onEvent((event) => hub.send(event));

  const fallback = fallbackPaths(resolve(cwd, options.config ?? DEFAULT_CONFIG_FILE));
  let watcher: SourceWatcher | undefined;
  const queue = createRebuildQueue<FileChange>({
    quietMs: debounceMs,
    maxWaitMs: debounceMs * 5,
    run: async (batch) => {
      await session.apply(batch);
      watcher?.update(session.watched() ?? fallback);
      for (const path of await session.stale(batch.filter((c) => c.event !== 'unlink').map((c) => c.path))) queue.push({ event: 'change', path });
    },
    onError: (error) => options.log?.(`Rebuild failed: ${(error as Error).message}`),
  });

  const devHandle = createDevHandler(session, hub, devClient);
  // The site is served under its base URL, read per request (a config edit may change it); the live-reload
  // endpoints stay at the root, where every page finds them.
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').startsWith('/__docs-build/')) return devHandle(req, res);
    await session.configured();
    return mountAtBase(session.baseUrl(), devHandle)(req, res);
  };
  const host = options.host ?? '127.0.0.1';
  const hostAllowed = createHostCheck(host, options.allowedHosts);
  const server = createServer((req, res) => {
    if (hostAllowed(req.headers.host)) return void handle(req, res);
    const body = `Blocked request: the host '${req.headers.host ?? ''}' is not allowed. Start the dev server with --allowed-hosts ${req.headers.host?.replace(/:\d+$/, '') ?? ''} to answer it.\n`;
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) }).end(req.method === 'HEAD' ? undefined : body);
  });
  const port = await listen(server, options.port ?? 3000, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  await session.configured();
  options.onListening?.(`${url}${session.baseUrl()}`);
  // Watched from the first plan on (what to watch comes with the config), so its scan of the folders does not
  // hold up the first page.
  await starting;
  const watching = watchSources(session.watched() ?? fallback, (change) => queue.push(change));
  watcher = watching.watcher;
  await watching.ready;
  let closed: Promise<void> | undefined;
  return {
    url,
    port,
    session,
    idle: () => queue.idle(),
    close() {
      closed ??= (async () => {
        await queue.close();
        await watcher?.close();
        hub.close();
        await new Promise<void>((done) => {
          server.close(() => done());
          // Event streams never end by themselves.
          server.closeAllConnections();
        });
        await session.dispose();
      })();
      return closed;
    },
  };
}

/** Before a config has loaded, watch where the usual folders would be, so the fixing save is seen. */
function fallbackPaths(configFile: string): WatchedPaths {
  const root = dirname(configFile);
  return { configFile, contentDirs: [join(root, 'content')], bundleDirs: [], staticDir: join(root, 'static') };
}

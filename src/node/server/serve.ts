import { readFile, realpath } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { createHandler } from './handler.ts';
import { parseRedirects, type RedirectRule } from './redirects.ts';
import { createSiteFiles } from './site-files.ts';
import { listen } from './listen.ts';
import { createCompressedCache } from './compressed-cache.ts';
import { createMemoryCompressedCache } from './memory-cache.ts';
import { builtBaseUrl, mountAtBase } from './base-url.ts';

export { installShutdownHandlers } from './shutdown.ts';

export interface StaticServerOptions {
  /** The built site. */
  dir: string;
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1: serving to the network is an explicit choice. */
  host?: string;
  /** Page sent with every 404, relative to `dir`. Default `404.html`. */
  notFoundPage?: string;
  /** Receives one line per request, and `_redirects` problems. Silent by default. */
  log?: (line: string) => void;
  /** Receives server errors (500) with their cause. Default: `log`. */
  errorLog?: (line: string) => void;
  /** Path the site is served under; default: the base URL the folder was built for. */
  baseUrl?: string;
}

export interface StaticServer {
  /** Origin of the server. */
  url: string;
  /** Where the site is: the origin and the site's base URL. */
  siteUrl: string;
  port: number;
  /** Stops accepting, lets in-flight responses finish, drops idle keep-alive sockets. */
  close(): Promise<void>;
}

/** Past this, connections still open at shutdown are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Serves a built site the way production hosts do: clean URLs, redirects, caching, compression. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const { dir, port = 3000, host = '127.0.0.1', notFoundPage = '404.html', log, errorLog = log } = options;
  let root: string;
  try {
    root = await realpath(resolve(dir));
  } catch (cause) {
    throw new Error(`Cannot serve ${dir}: the folder does not exist. Run \`docs-build build\` first.`, { cause });
  }
  const redirects = await loadRedirects(root, log);
  const compressed = createCompressedCache();
  const compressedInMemory = createMemoryCompressedCache();
  const baseUrl = options.baseUrl ?? (await builtBaseUrl(root));
  const handle = mountAtBase(baseUrl, createHandler({ files: createSiteFiles(root), redirects, notFoundPage: join(root, notFoundPage), compressed, compressedInMemory, log: errorLog }));

  let closing = false;
  const server = createServer((req, res) => {
    const started = performance.now();
    if (closing) res.setHeader('Connection', 'close');
    res.on('close', () => {
      log?.(`${req.method} ${(req.url ?? '').slice(0, 200)} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
      // A keep-alive socket that just finished its last response is idle now: let it go.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    void handle(req, res);
  });

  const boundPort = await listen(server, port, host);
  let closed: Promise<void> | undefined;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  return {
    url: origin,
    siteUrl: `${origin}${baseUrl}`,
    port: boundPort,
    close() {
      closing = true;
      closed ??= new Promise<void>((done, fail) => {
        const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
        server.close((error) => {
          clearTimeout(force);
          void compressed.close().finally(() => (error ? fail(error) : done()));
        });
        server.closeIdleConnections();
      });
      return closed;
    },
  };
}

async function loadRedirects(root: string, log: ((line: string) => void) | undefined): Promise<RedirectRule[]> {
  let source: string;
  try {
    source = await readFile(join(root, '_redirects'), 'utf8');
  } catch {
    return [];
  }
  const { rules, warnings } = parseRedirects(source);
  for (const warning of warnings) log?.(warning);
  return rules;
}

import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { createHandler } from './handler.ts';
import { parseRedirects, type RedirectRule } from './redirects.ts';
import { createSiteFiles } from './site-files.ts';
import { listen } from './listen.ts';
import { createCompressedCache } from './compressed-cache.ts';
import { OUTPUT_MARKER } from '../write/output-guard.ts';
import { DocsBuildError } from '../report/diagnostic.ts';
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
  /**
   * Refuse a folder a build did not write (no `.docs-build-output` in it). The CLI sets it: `--dir /` or
   * `--dir ~` would otherwise serve every readable file below it to whoever reaches the port.
   */
  onlyBuiltSite?: boolean;
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

/**
 * How long a keep-alive connection may wait for its next request. Node's 5 s counts from the moment the last
 * bytes of a response are handed to the kernel, not from when the client has read them: a client still reading
 * a large body under load then sends its next request on a connection the server has just closed, and gets a
 * reset (up to 7 % of requests with 500 connections on a 2-core machine). A minute outlasts any such reading;
 * idle connections cost a socket each and are dropped at once on shutdown.
 */
const KEEP_ALIVE_MS = 65_000;

/** Past this, connections still open at shutdown are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Serves a built site the way production hosts do: clean URLs, redirects, caching, compression. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const { dir, port = 3000, host = '127.0.0.1', notFoundPage = '404.html', log, errorLog = log, onlyBuiltSite = false } = options;
  let root: string;
  try {
    root = await realpath(resolve(dir));
  } catch (cause) {
    throw new Error(`Cannot serve ${dir}: the folder does not exist. Run \`docs-build build\` first.`, { cause });
  }
  if (onlyBuiltSite && !(await isBuiltSite(root))) {
    throw new DocsBuildError(`Cannot serve ${dir}: it is not a site written by \`docs-build build\` (it has no ${OUTPUT_MARKER} file), and serving it would publish every file below it.`, {
      location: '--dir',
      hint: 'Pass --dir the folder the build wrote (`build` by default, or the --out-dir you gave it), or run `docs-build build` first.',
    });
  }
  const redirects = await loadRedirects(root, log);
  const compressed = createCompressedCache();
  const baseUrl = options.baseUrl ?? (await builtBaseUrl(root));
  const handle = mountAtBase(baseUrl, createHandler({ files: createSiteFiles(root), redirects, notFoundPage: join(root, notFoundPage), compressed, log: errorLog }));

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

  server.keepAliveTimeout = KEEP_ALIVE_MS;
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

async function isBuiltSite(root: string): Promise<boolean> {
  try {
    return (await stat(join(root, OUTPUT_MARKER))).isFile();
  } catch {
    return false;
  }
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

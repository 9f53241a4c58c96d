import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveClean, resolveRequest, type FoundFile } from './resolve-path.ts';
import type { SiteFiles } from './site-files.ts';
import { displayPath, parseRequestPath } from './request-path.ts';
import { matchRedirect, type RedirectRule } from './redirects.ts';
import { REVALIDATE } from './headers.ts';
import { sendFile } from './send-file.ts';
import type { CompressedCache } from './compressed-cache.ts';

export interface Site {
  files: SiteFiles;
  redirects: RedirectRule[];
  /** Absolute path of the page sent with every 404. */
  notFoundPage: string;
  /** Compressed copies of text files made by the server; without it, files without a build-time copy are sent uncompressed. */
  compressed?: CompressedCache;
  /** Receives a line for every request that failed with a 500, with the error. */
  log?: (line: string) => void;
}

/** The request listener: redirects, then file lookup, then the 404 page. */
export function createHandler(site: Site): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      await route(site, req, res);
    } catch (error) {
      // Whatever went wrong stays on the server: clients get a status, never internals.
      site.log?.(`500 ${req.method} ${(req.url ?? '').slice(0, 200)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendText(req, res, 500, 'Internal Server Error');
      else res.destroy();
    }
  };
}

async function route(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendText(req, res, 405, 'Method Not Allowed');
  }
  const parsed = parseRequestPath(req.url ?? '/');
  if (!parsed.ok) return sendText(req, res, parsed.status, parsed.status === 414 ? 'URI Too Long' : 'Bad Request');
  const { path } = parsed;

  const rule = matchRedirect(site.redirects, displayPath(path), path.search);
  if (rule && rule.status !== 200) return redirect(req, res, rule.status, rule.location);
  if (rule) {
    const target = parseRequestPath(rule.location);
    const rewritten = target.ok ? await resolveClean(site.files, target.path.segments, target.path.trailingSlash) : null;
    if (rewritten?.kind === 'file') return sendFile(req, res, site.files, rewritten, 200, site.compressed);
    return notFound(site, req, res);
  }

  const resolution = await resolveRequest(site.files, path);
  if (resolution.kind === 'redirect') return redirect(req, res, 301, resolution.location);
  if (resolution.kind === 'file') return sendFile(req, res, site.files, resolution, 200, site.compressed);
  return notFound(site, req, res);
}

async function notFound(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const page = await site.files.find(site.notFoundPage);
  if (!page) return sendText(req, res, 404, 'Not Found');
  const found: FoundFile = { ...page, relative: '404.html' };
  return sendFile(req, res, site.files, found, 404);
}

function redirect(req: IncomingMessage, res: ServerResponse, status: number, location: string): void {
  res.setHeader('Location', location);
  sendText(req, res, status, `Redirecting to ${location}`);
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': REVALIDATE,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

import { readFile, realpath } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeFor } from '../server/headers.ts';
import { parseRequestPath } from '../server/request-path.ts';
import { resolveClean } from '../server/resolve-path.ts';
import { createSiteFiles } from '../server/site-files.ts';
import type { EventHub } from './events.ts';
import { DEV_CLIENT_URL, injectDevClient } from './output-files.ts';
import type { DevSession } from './session.ts';

export const EVENTS_URL = '/__docs-build/events';

/**
 * Serves the dev session: live-reload endpoints, then built pages, chunks and
 * bundle from memory (clean URLs), then files emitted by compiling, then the
 * static folder from disk. Nothing is cached by the browser.
 */
export function createDevHandler(session: DevSession, hub: EventHub, devClient: Promise<Uint8Array>): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed\n');
      const parsed = parseRequestPath(req.url ?? '/');
      if (!parsed.ok) return send(req, res, parsed.status, 'text/plain; charset=utf-8', `${parsed.reason}\n`);
      const pathname = `/${parsed.path.segments.join('/')}`;
      if (pathname === EVENTS_URL) return hub.attach(req, res, session.greeting());
      if (pathname === DEV_CLIENT_URL) return send(req, res, 200, contentTypeFor(DEV_CLIENT_URL), await devClient);
      // Read before the page: a page rendered after an update that this count
      // misses only costs one extra reload; the other way round would go stale.
      const version = session.version();
      const found = await lookUp(session, parsed.path.segments, parsed.path.trailingSlash);
      if (found) return send(req, res, 200, contentTypeFor(found.name), stampVersion(found.body, found.name, version));
      const notFound = session.files.get('404.html') ?? injectDevClient(FALLBACK_PAGE);
      return send(req, res, 404, contentTypeFor('404.html'), stampVersion(notFound, '404.html', version));
    } catch {
      if (!res.headersSent) send(req, res, 500, 'text/plain; charset=utf-8', 'Internal Server Error\n');
      else res.destroy();
    }
  };
}

// Shown when the very first build failed: the dev client on it still shows the overlay.
const FALLBACK_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built yet</title></head><body><p>Nothing is built here yet.</p></body></html>';

async function lookUp(session: DevSession, segments: string[], trailingSlash: boolean): Promise<{ name: string; body: string | Uint8Array } | undefined> {
  if (segments.some((s) => s.startsWith('.'))) return undefined;
  const joined = segments.join('/');
  const candidates = [...(segments.length > 0 && !trailingSlash ? [joined] : []), joined ? `${joined}/index.html` : 'index.html', ...(segments.length > 0 ? [`${joined}.html`] : [])];
  for (const name of candidates) {
    await session.ensure(name);
    const body = session.files.get(name);
    if (body !== undefined) return { name, body };
    const asset = session.files.assets.get(name);
    if (asset) return { name, body: await readFile(asset) };
    const extra = session.extra(name);
    if (extra !== undefined) return { name, body: extra };
  }
  const dir = session.staticDir();
  if (!dir) return undefined;
  let root: string;
  try {
    root = await realpath(dir);
  } catch {
    return undefined;
  }
  // No memo: a file saved a moment ago must be served at once.
  const resolved = await resolveClean(createSiteFiles(root, 0), segments, trailingSlash);
  return resolved.kind === 'file' ? { name: resolved.relative, body: await readFile(resolved.file) } : undefined;
}

/** Tells the dev client on an HTML page which update the page was served at. */
function stampVersion(body: string | Uint8Array, name: string, version: number): string | Uint8Array {
  if (typeof body !== 'string' || !name.endsWith('.html')) return body;
  return body.replace(`src="${DEV_CLIENT_URL}"`, `src="${DEV_CLIENT_URL}?v=${version}"`);
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': bytes.byteLength, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

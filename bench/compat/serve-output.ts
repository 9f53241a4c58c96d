import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * The file a static host serves for `pathname` from a build output whose
 * URLs start with `baseUrl`: the file itself, else `x.html`, else
 * `x/index.html` — the lookups Docusaurus's own `serve` makes, so both
 * generators' outputs are served the same way. Undefined outside the
 * baseUrl, outside the folder, or when nothing matches.
 */
export function fileForPath(outDir: string, baseUrl: string, pathname: string): string | undefined {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (!`${pathname}/`.startsWith(base)) return undefined;
  let rest: string;
  try {
    rest = decodeURIComponent(pathname.slice(base.length - 1));
  } catch {
    return undefined;
  }
  const root = normalize(outDir);
  const target = normalize(join(root, rest));
  if (target !== root && !target.startsWith(`${root}${sep}`)) return undefined;
  const candidates = rest.endsWith('/') || target === root ? [join(target, 'index.html')] : [target, `${target}.html`, join(target, 'index.html')];
  return candidates.find(isFile);
}

export interface ServedOutput {
  origin: string;
  close(): Promise<void>;
}

/** Serves a build output on 127.0.0.1 under its baseUrl, with its 404 page for anything missing. */
export async function serveOutput(outDir: string, baseUrl: string): Promise<ServedOutput> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const file = fileForPath(outDir, baseUrl, pathname);
    const notFound = join(outDir, '404.html');
    const served = file ?? (isFile(notFound) ? notFound : undefined);
    res.statusCode = file ? 200 : 404;
    res.setHeader('content-type', served ? (TYPES[extname(served)] ?? 'application/octet-stream') : 'text/plain');
    res.end(served ? readFileSync(served) : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

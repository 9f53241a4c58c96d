import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stats } from 'node:fs';
import { basename, dirname } from 'node:path';
import send from 'send';
import type { CompressedCache } from './compressed-cache.ts';
import { acceptedCodings, precompressedVariants, type Coding, type Variant } from './encoding.ts';
import { cacheControlFor, contentTypeFor, etagFor, isCompressible, REVALIDATE } from './headers.ts';
import type { FoundFile } from './resolve-path.ts';
import type { SiteFiles } from './site-files.ts';

/** Below this, compression costs more in headers and CPU than it saves. */
const MIN_COMPRESS_BYTES = 1024;

/** The bytes sent for a request: the file, a copy made by the build, or one made by the server. */
interface Representation {
  file: string;
  stat: Stats;
  coding?: Coding;
  etag: string;
}

/**
 * Sends a resolved file with caching and content negotiation; `send` does the
 * rest (Range and If-Range, If-None-Match and If-Modified-Since, If-Match,
 * HEAD, Content-Length). A non-200 `status` (the 404 page) is sent without
 * validators or ranges: an error page is never "not modified".
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  files: SiteFiles,
  found: FoundFile,
  status = 200,
  compressed?: CompressedCache,
): Promise<void> {
  // A copy older than its source was left behind by an edit after the build: it would serve old bytes.
  const variants = (await precompressedVariants(files, found.file)).filter((v) => v.stat.mtimeMs >= found.stat.mtimeMs);
  const compressible = isCompressible(found.relative);
  const chosen = await choose(found, variants, compressible, acceptedCodings(req.headers['accept-encoding']), compressed);

  res.statusCode = status;
  res.setHeader('Content-Type', contentTypeFor(found.relative));
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(found.relative) : REVALIDATE);
  if (compressible || variants.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (chosen.coding) res.setHeader('Content-Encoding', chosen.coding);
  if (status === 200) {
    // Set before send sees the request: it answers conditional requests and If-Range against these.
    res.setHeader('ETag', chosen.etag);
    res.setHeader('Last-Modified', found.stat.mtime.toUTCString());
  }
  await stream(status === 200 ? wholeForLongSuffix(req, chosen.stat.size) : unconditional(req), res, chosen.file, status === 200);
}

async function choose(
  found: FoundFile,
  variants: Variant[],
  compressible: boolean,
  accepted: Coding[],
  compressed: CompressedCache | undefined,
): Promise<Representation> {
  for (const coding of accepted) {
    const variant = variants.find((v) => v.coding === coding);
    if (variant) return { file: variant.file, stat: variant.stat, coding, etag: etagFor(variant.stat, coding) };
  }
  const coding = accepted[0];
  if (coding && compressible && compressed && found.stat.size > MIN_COMPRESS_BYTES) {
    const copy = await compressed.get(found.file, found.stat, coding);
    // The validator names the source and the coding: the copy's own mtime changes whenever the cache remakes it.
    if (copy) return { file: copy.file, stat: copy.stat, coding, etag: etagFor(found.stat, coding) };
  }
  return { file: found.file, stat: found.stat, etag: etagFor(found.stat) };
}

/** Resolves once the response is done; rejects (for a 500) only while nothing has been sent. */
function stream(req: IncomingMessage, res: ServerResponse, file: string, ranges: boolean): Promise<void> {
  return new Promise((done, fail) => {
    res.once('close', () => done());
    // The file was found and checked by the caller: send only reads it. Its folder is the root, so the site's
    // location (which may sit under a dot folder) is not judged by send's dot-file rule.
    send(req, encodeURIComponent(basename(file)), {
      root: dirname(file),
      dotfiles: 'allow',
      index: false,
      etag: false,
      lastModified: false,
      cacheControl: false,
      acceptRanges: ranges,
    })
      .on('error', (error: Error & { status?: number; headers?: Record<string, string> }) => {
        if (res.headersSent) {
          res.destroy();
        } else if (error.status === 412 || error.status === 416) {
          // A failed If-Match, or a range past the end (with its Content-Range): answers, not failures. Anything
          // else (the file gone since it was found) is a server error, logged by the handler.
          res.statusCode = error.status;
          for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
          res.setHeader('Content-Length', 0);
          res.end();
        } else {
          fail(error);
        }
      })
      .pipe(res);
  });
}

/** The request with other headers, for what send reads (`headers`, `method`). */
function withHeaders(req: IncomingMessage, headers: IncomingMessage['headers']): IncomingMessage {
  return Object.create(req, { headers: { value: headers } }) as IncomingMessage;
}

/**
 * A suffix range longer than the file (`bytes=-30000` of 5,000 bytes) asks for the whole file (RFC 9110 §14.1.3);
 * range-parser, under send, answers it with 416, so it is handed over as `bytes=0-`.
 */
function wholeForLongSuffix(req: IncomingMessage, size: number): IncomingMessage {
  const suffix = /^\s*bytes\s*=\s*-\s*(\d+)\s*$/i.exec(req.headers.range ?? '');
  if (!suffix || size === 0 || Number(suffix[1]) <= size) return req;
  return withHeaders(req, { ...req.headers, range: 'bytes=0-' });
}

/**
 * The request as send should see it for the 404 page: conditions and ranges apply to the resource asked for, which
 * does not exist (RFC 9110 §13.2.1), not to the error page sent instead.
 */
function unconditional(req: IncomingMessage): IncomingMessage {
  return withHeaders(req, {});
}

import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { CompressedCache } from './compressed-cache.ts';
import type { MemoryCompressedCache } from './memory-cache.ts';
import { acceptedCodings, createCompressor, precompressedVariants, type Coding, type Variant } from './encoding.ts';
import { cacheControlFor, contentTypeFor, etagFor, isCompressible, matchesIfNoneMatch, notModifiedSince, REVALIDATE } from './headers.ts';
import { ifRangeAllows, parseRange, type ByteRange } from './range.ts';
import type { FoundFile } from './resolve-path.ts';
import type { SiteFiles } from './site-files.ts';

/** Below this, compression costs more in headers and CPU than it saves. */
const MIN_COMPRESS_BYTES = 1024;
/** From this size, a file is compressed once into the on-disk cache instead of once per request. */
export const CACHE_COMPRESSED_BYTES = 256 * 1024;

interface Plan {
  file: string;
  coding?: Coding;
  /** Compress while streaming (no precompressed or cached copy). */
  compress: boolean;
  /** The compressed body, already in memory. */
  body?: Buffer;
  /** Known for files sent as they are on disk; only those can answer a Range. */
  length?: number;
  etag: string;
}

/**
 * Sends a resolved file with caching, content negotiation and byte ranges. A
 * non-200 `status` (the 404 page) skips validators and ranges: an error page
 * is never "not modified".
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  files: SiteFiles,
  found: FoundFile,
  status = 200,
  compressed?: CompressedCache,
  inMemory?: MemoryCompressedCache,
): Promise<void> {
  const contentType = contentTypeFor(found.relative);
  // A copy older than its source was left behind by an edit after the build: it would serve old bytes.
  const variants = (await precompressedVariants(files, found.file)).filter((v) => v.stat.mtimeMs >= found.stat.mtimeMs);
  const compressible = isCompressible(found.relative);
  let plan = choosePlan(found, variants, compressible, acceptedCodings(req.headers['accept-encoding']));
  if (plan.compress && plan.coding && compressed && found.stat.size >= CACHE_COMPRESSED_BYTES) {
    const copy = await compressed.get(found.file, found.stat, plan.coding);
    if (copy) plan = { ...plan, file: copy.file, compress: false, length: copy.stat.size };
  } else if (plan.compress && plan.coding && inMemory) {
    const body = await inMemory.get(found.file, found.stat, plan.coding);
    if (body) plan = { ...plan, body, compress: false, length: body.length };
  }

  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(found.relative) : REVALIDATE);
  if (compressible || variants.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  let range: ByteRange | undefined;
  if (status === 200) {
    res.setHeader('ETag', plan.etag);
    res.setHeader('Last-Modified', found.stat.mtime.toUTCString());
    const ifNoneMatch = req.headers['if-none-match'];
    // If-None-Match wins over If-Modified-Since when both are sent (RFC 9110 §13.1.3).
    if (ifNoneMatch ? matchesIfNoneMatch(ifNoneMatch, plan.etag) : notModifiedSince(req.headers['if-modified-since'], found.stat.mtime)) {
      res.writeHead(304).end();
      return;
    }
    if (plan.length !== undefined) {
      res.setHeader('Accept-Ranges', 'bytes');
      const wanted = ifRangeAllows(headerText(req.headers['if-range']), plan.etag, found.stat.mtime)
        ? parseRange(req.headers.range, plan.length)
        : 'whole';
      if (wanted === 'unsatisfiable') {
        res.setHeader('Content-Range', `bytes */${plan.length}`);
        if (plan.coding) res.setHeader('Content-Encoding', plan.coding);
        res.setHeader('Content-Length', 0);
        res.writeHead(416).end();
        return;
      }
      if (wanted !== 'whole') range = wanted;
    }
  }
  if (plan.coding) res.setHeader('Content-Encoding', plan.coding);
  if (range && plan.length !== undefined) {
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${plan.length}`);
    res.setHeader('Content-Length', range.end - range.start + 1);
  } else if (plan.length !== undefined) {
    res.setHeader('Content-Length', plan.length);
  }
  res.writeHead(range ? 206 : status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }

  if (plan.body) {
    res.end(range ? plan.body.subarray(range.start, range.end + 1) : plan.body);
    return;
  }
  const source = createReadStream(plan.file, range);
  try {
    if (plan.compress && plan.coding) await pipeline(source, createCompressor(plan.coding, found.stat.size), res);
    else await pipeline(source, res);
  } catch {
    // pipeline has destroyed the streams; with headers already sent, a cut connection is the only signal left.
  }
}

function choosePlan(found: FoundFile, variants: Variant[], compressible: boolean, accepted: Coding[]): Plan {
  for (const coding of accepted) {
    const variant = variants.find((v) => v.coding === coding);
    if (variant) return { file: variant.file, coding, compress: false, length: variant.stat.size, etag: etagFor(variant.stat, coding) };
  }
  const coding = accepted[0];
  if (coding && compressible && found.stat.size > MIN_COMPRESS_BYTES) {
    return { file: found.file, coding, compress: true, etag: etagFor(found.stat, coding) };
  }
  return { file: found.file, compress: false, length: found.stat.size, etag: etagFor(found.stat) };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

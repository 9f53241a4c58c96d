import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { acceptedCodings, createCompressor, precompressedVariants, type Coding, type Variant } from './encoding.ts';
import { cacheControlFor, contentTypeFor, etagFor, isCompressible, matchesIfNoneMatch, REVALIDATE } from './headers.ts';
import type { FoundFile } from './resolve-path.ts';
import type { SiteFiles } from './site-files.ts';

/** Below this, compression costs more in headers and CPU than it saves. */
const MIN_COMPRESS_BYTES = 1024;

interface Plan {
  file: string;
  coding?: Coding;
  /** Compress while streaming (no precompressed file was found). */
  compress: boolean;
  length?: number;
  etag: string;
}

/**
 * Sends a resolved file with caching and content negotiation. A non-200
 * `status` (the 404 page) skips validators: an error page is never "not modified".
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  files: SiteFiles,
  found: FoundFile,
  status = 200,
): Promise<void> {
  const contentType = contentTypeFor(found.relative);
  const variants = await precompressedVariants(files, found.file);
  const compressible = isCompressible(found.relative);
  const plan = choosePlan(found, variants, compressible, acceptedCodings(req.headers['accept-encoding']));

  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(found.relative) : REVALIDATE);
  if (compressible || variants.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    res.setHeader('ETag', plan.etag);
    res.setHeader('Last-Modified', found.stat.mtime.toUTCString());
    if (matchesIfNoneMatch(req.headers['if-none-match'], plan.etag)) {
      res.writeHead(304).end();
      return;
    }
  }
  if (plan.coding) res.setHeader('Content-Encoding', plan.coding);
  if (plan.length !== undefined) res.setHeader('Content-Length', plan.length);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }

  const source = createReadStream(plan.file);
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

import type { Stats } from 'node:fs';
import { createBrotliCompress, createGzip } from 'node:zlib';
import type { Transform } from 'node:stream';
import { brotliOptions, gzipOptions } from '../write/compression-levels.ts';
import type { SiteFiles } from './site-files.ts';

export type Coding = 'br' | 'gzip';

export interface Variant {
  coding: Coding;
  file: string;
  stat: Stats;
}

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * Codings the client accepts, best first; brotli wins a tie because it is smaller. Kept by hand: twenty lines
 * with their own tests, where `negotiator` would add a package and still need the tie rule and `x-gzip`.
 */
export function acceptedCodings(header: string | undefined): Coding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get('*') ?? 0;
  const ranked = (['br', 'gzip'] as const).map((coding) => ({ coding, q: quality.get(coding) ?? wildcard }));
  return ranked
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ coding }) => coding);
}

/** `.br` / `.gz` files written next to `file` at build time. */
export async function precompressedVariants(files: SiteFiles, file: string): Promise<Variant[]> {
  const found = await Promise.all(
    (Object.keys(SUFFIX) as Coding[]).map(async (coding) => {
      const hit = await files.find(file + SUFFIX[coding]);
      return hit && { coding, ...hit };
    }),
  );
  return found.filter((variant): variant is Variant => variant !== null);
}

/** A compressor at the levels of `build --precompress`, so a file's bytes are the same with or without copies. */
export function createCompressor(coding: Coding, file: string, size: number): Transform {
  return coding === 'gzip' ? createGzip(gzipOptions(file)) : createBrotliCompress(brotliOptions(file, size));
}

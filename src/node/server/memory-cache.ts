import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Coding } from './encoding.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Compressed bodies of small text files (pages, chunks, scripts), made on
 * the first request for each and kept in memory. A build writes no
 * compressed copies unless asked, so without this every request for a page
 * would compress it again; with it, each page is compressed once per coding
 * while the total stays under a byte budget.
 */
export interface MemoryCompressedCache {
  /** `file` compressed in `coding`, made now if needed; null when the file cannot be read. */
  get(file: string, stat: Stats, coding: Coding): Promise<Buffer | null>;
  /** Bytes of compressed bodies held now. */
  readonly bytes: number;
}

/** `maxBytes` bounds the bodies kept; the least recently used go first. */
export function createMemoryCompressedCache(maxBytes = 32 * 1024 * 1024): MemoryCompressedCache {
  let total = 0;
  // Insertion order is recency order: a hit is deleted and set again.
  const entries = new Map<string, Promise<Buffer | null>>();
  const sizes = new Map<string, number>();

  const make = (key: string, file: string, coding: Coding): Promise<Buffer | null> => {
    // Assigned before any await below reads it: the entry's own promise, to tell it from a newer one under the same key.
    let made!: Promise<Buffer | null>;
    made = (async () => {
      try {
        const body = await compress(await readFile(file), coding, STRONG.has(extname(file)));
        // Evicted meanwhile (a burst of other files): this request still gets it, but nothing is kept.
        if (entries.get(key) === made) {
          sizes.set(key, body.length);
          total += body.length;
          evict(key);
        }
        return body;
      } catch {
        if (entries.get(key) === made) entries.delete(key);
        return null;
      }
    })();
    return made;
  };

  const evict = (keep: string): void => {
    for (const key of entries.keys()) {
      if (total <= maxBytes) return;
      if (key === keep || !sizes.has(key)) continue;
      total -= sizes.get(key)!;
      sizes.delete(key);
      entries.delete(key);
    }
  };

  return {
    get(file, stat, coding) {
      const key = `${coding}\0${file}\0${stat.size}\0${stat.mtimeMs}`;
      let entry = entries.get(key);
      if (entry) entries.delete(key);
      entry ??= make(key, file, coding);
      entries.set(key, entry);
      return entry;
    },
    get bytes() {
      return total;
    },
  };
}

// The levels `build --precompress` uses. Scripts and styles are few and cached for a year: brotli 7 and gzip 9.
// Pages and data: brotli 5 and gzip 6, within 0.5 % of that in half the time.
const STRONG = new Set(['.js', '.css']);

function compress(data: Buffer, coding: Coding, strong: boolean): Promise<Buffer> {
  if (coding === 'gzip') return gz(data, { level: strong ? 9 : 6 });
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: strong ? 7 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      // A window sized to the file: the default 4 MB window costs milliseconds of set-up per file.
      [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(data.length)))),
    },
  });
}

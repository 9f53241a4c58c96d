import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { mkdtemp, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createCompressor, type Coding } from './encoding.ts';

export interface CompressedCopy {
  file: string;
  stat: Stats;
}

/**
 * Compressed copies of the site's text files, made on the first request for
 * each and shared by every later one. A build writes no compressed copies
 * unless asked, so without this every request for a page would compress it
 * again. A copy on disk costs one compressor while it is made and is then
 * sent like any file (by `send`: length, ranges, validators), and the
 * operating system's page cache keeps the busy ones in memory.
 */
export interface CompressedCache {
  /** The copy of `file` in `coding`, made now if needed; null when it cannot be made. */
  get(file: string, stat: Stats, coding: Coding): Promise<CompressedCopy | null>;
  /** Bytes of copies on disk now. */
  readonly bytes: number;
  close(): Promise<void>;
}

/** `maxBytes` bounds the copies kept on disk; the least recently used go first. */
export function createCompressedCache(maxBytes = 256 * 1024 * 1024): CompressedCache {
  let folder: Promise<string> | undefined;
  let counter = 0;
  let total = 0;
  // Insertion order is recency order: a hit is deleted and set again.
  const entries = new Map<string, Promise<CompressedCopy | null>>();
  const sizes = new Map<string, number>();

  const make = async (key: string, file: string, size: number, coding: Coding): Promise<CompressedCopy | null> => {
    folder ??= mkdtemp(join(tmpdir(), 'docs-build-serve-'));
    const target = join(await folder, `${counter++}.${coding}`);
    try {
      await pipeline(createReadStream(file), createCompressor(coding, file, size), createWriteStream(target));
      const info = await stat(target);
      sizes.set(key, info.size);
      total += info.size;
      evict(key);
      return { file: target, stat: info };
    } catch {
      entries.delete(key);
      await unlink(target).catch(() => undefined);
      return null;
    }
  };

  const evict = (keep: string): void => {
    for (const [key, entry] of entries) {
      if (total <= maxBytes) return;
      if (key === keep || !sizes.has(key)) continue;
      total -= sizes.get(key) ?? 0;
      sizes.delete(key);
      entries.delete(key);
      // A response still streaming the file keeps reading it after the unlink.
      void entry.then((copy) => copy && unlink(copy.file).catch(() => undefined));
    }
  };

  return {
    get(file, info, coding) {
      const key = `${coding}\0${file}\0${info.size}\0${info.mtimeMs}`;
      let entry = entries.get(key);
      if (entry) entries.delete(key);
      entry ??= make(key, file, info.size, coding);
      entries.set(key, entry);
      return entry;
    },
    get bytes() {
      return total;
    },
    async close() {
      if (folder) await rm(await folder, { recursive: true, force: true });
    },
  };
}

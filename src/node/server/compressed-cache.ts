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
 * Compressed copies of large files, made once on disk and shared by every
 * request. Compressing a large file separately for each of hundreds of
 * connections holds one compressor and its buffers per connection; a copy on
 * disk costs one compressor while it is made and then streams like any file.
 */
export interface CompressedCache {
  /** The copy of `file` in `coding`, made now if needed; null when it cannot be made. */
  get(file: string, stat: Stats, coding: Coding): Promise<CompressedCopy | null>;
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
      await pipeline(createReadStream(file), createCompressor(coding, size), createWriteStream(target));
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
    async close() {
      if (folder) await rm(await folder, { recursive: true, force: true });
    },
  };
}

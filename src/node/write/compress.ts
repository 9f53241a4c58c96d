import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import fg from 'fast-glob';
import { keepFile } from '../cache/file-set.ts';
import { isCompressible } from '../server/headers.ts';
import { brotliOptions, gzipOptions, isStronglyCompressed } from './compression-levels.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const MIN_BYTES = 1024;

/**
 * Writes `path.br` and `path.gz` beside a file worth compressing, from
 * contents already in memory. With a cache folder, copies made by an earlier
 * build for the same contents are reused; most files of a rebuild are unchanged.
 */
export async function writeCompressed(path: string, contents: string | Uint8Array, cacheDir?: string): Promise<boolean> {
  const data = typeof contents === 'string' ? Buffer.from(contents) : contents;
  if (data.length < MIN_BYTES || !isCompressible(path)) return false;
  const strong = isStronglyCompressed(path);
  const key = cacheDir && `${sha(data, 32)}${strong ? 's' : ''}`;
  if (key && (await reuse(cacheDir!, key, path))) return true;
  const [br, gzipped] = await Promise.all([brotli(data, brotliOptions(path, data.length)), gz(data, gzipOptions(path))]);
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipped);
  if (key) await keep(cacheDir!, key, path, br, gzipped);
  return true;
}

const sha = (data: Uint8Array, length: number) => createHash('sha256').update(data).digest('hex').slice(0, length);

/**
 * The cache folder's entries by contents key, read once per thread. An
 * entry's name also carries the hash of its own bytes, `<key>-<hash>.br`:
 * entries are hard links to files of an earlier build's output, which may
 * have been edited in place since, and the name tells whether they were.
 */
const indexes = new Map<string, Map<string, string>>();
function indexOf(cacheDir: string): Map<string, string> {
  let index = indexes.get(cacheDir);
  if (!index) {
    index = new Map();
    try {
      for (const name of readdirSync(cacheDir)) {
        const match = /^(\w+)-\w+(\.br|\.gz)$/.exec(name);
        if (match) index.set(match[1]! + match[2]!, name);
      }
    } catch {
      // No cache yet.
    }
    indexes.set(cacheDir, index);
  }
  return index;
}

async function keep(cacheDir: string, key: string, path: string, br: Uint8Array, gzipped: Uint8Array): Promise<void> {
  try {
    await mkdir(cacheDir, { recursive: true });
    for (const [ext, data] of [['.br', br], ['.gz', gzipped]] as const) {
      const name = `${key}-${sha(data, 12)}${ext}`;
      keepFile(`${path}${ext}`, join(cacheDir, name));
      indexOf(cacheDir).set(key + ext, name);
    }
  } catch {
    // A cache that cannot be written only costs the next build time.
  }
}

/** Copies kept by an earlier build, if their bytes are still the ones their names promise. */
async function reuse(cacheDir: string, key: string, path: string): Promise<boolean> {
  const index = indexOf(cacheDir);
  const copies: Array<[string, Buffer]> = [];
  for (const ext of ['.br', '.gz']) {
    const name = index.get(key + ext);
    if (!name) return false;
    // Synchronous on purpose: for files this small, a round trip through the thread pool costs more than the read.
    let data: Buffer;
    try {
      data = readFileSync(join(cacheDir, name));
    } catch {
      return false;
    }
    if (!name.endsWith(`-${sha(data, 12)}${ext}`)) return false;
    copies.push([`${path}${ext}`, data]);
  }
  await Promise.all(copies.map(([to, data]) => writeFile(to, data)));
  return true;
}

/**
 * Removes compressed copies made more than `maxAgeMs` ago. Entries in use are
 * not marked (that would cost every rebuild a write per file), so a file
 * unchanged for longer is simply compressed once more on its next build.
 */
export async function pruneCompressCache(cacheDir: string, maxAgeMs = 7 * 24 * 60 * 60 * 1000): Promise<void> {
  let names: string[];
  try {
    names = await readdir(cacheDir);
  } catch {
    return;
  }
  const oldest = Date.now() - maxAgeMs;
  await Promise.all(
    names.map(async (name) => {
      const path = join(cacheDir, name);
      // Another build may remove the same entry meanwhile; either way it is gone.
      const made = await stat(path).then((s) => s.mtimeMs, () => Infinity);
      if (made < oldest) await rm(path, { force: true }).catch(() => undefined);
    }),
  );
}

/**
 * Writes `.br` and `.gz` next to every text file worth compressing that has
 * none yet (pages are compressed as they are written), so a server (ours, or
 * nginx/Caddy with precompressed files on) sends them as-is. `skip` takes
 * globs of files left for the server to compress as it sends them. zlib runs on
 * libuv's thread pool, so files compress in parallel.
 */
export async function precompress(dir: string, cacheDir?: string, skip: string[] = []): Promise<number> {
  const files = (await fg('**/*', { cwd: dir, ignore: skip })).filter(isCompressible);
  let count = 0;
  const queue = files.filter((file) => !existsSync(join(dir, `${file}.br`)));
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const path = join(dir, file);
      if (await writeCompressed(path, await readFile(path), cacheDir)) count++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return count;
}

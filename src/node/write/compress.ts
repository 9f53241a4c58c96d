import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fg from 'fast-glob';
import { keepFile } from '../cache/file-set.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.map', '.webmanifest']);
const MIN_BYTES = 1024;
// Scripts and styles are few, hashed and cached for a year: brotli 7 (within 1 % of 9 on our bundles) and gzip 9.
// Pages and data are most of the files: brotli 5 and gzip 6 came within 0.5 % of that on our pages in half the time.
const STRONG = new Set(['.js', '.css']);

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path));
}

/**
 * Writes `path.br` and `path.gz` beside a file worth compressing, from
 * contents already in memory. With a cache folder, copies made by an earlier
 * build for the same contents are reused; most files of a rebuild are unchanged.
 */
export async function writeCompressed(path: string, contents: string | Uint8Array, cacheDir?: string): Promise<boolean> {
  const data = typeof contents === 'string' ? Buffer.from(contents) : contents;
  if (data.length < MIN_BYTES || !isCompressible(path)) return false;
  const strong = STRONG.has(extname(path));
  const key = cacheDir && join(cacheDir, `${createHash('sha256').update(data).digest('hex').slice(0, 32)}${strong ? '-s' : ''}`);
  if (key && (await reuse(key, path))) return true;
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: strong ? 7 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        // A window sized to the file: the default 4 MB window costs ~10 ms of table set-up per file.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(data.length)))),
      },
    }),
    gz(data, { level: strong ? 9 : 6 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  if (key) await keep(key, path, cacheDir!);
  return true;
}

async function keep(key: string, path: string, cacheDir: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  // The .gz goes last: reuse() takes its presence to mean both are complete.
  await keepFile(`${path}.br`, `${key}.br`);
  await keepFile(`${path}.gz`, `${key}.gz`);
}

async function reuse(key: string, path: string): Promise<boolean> {
  try {
    await copyFile(`${key}.gz`, `${path}.gz`);
    await copyFile(`${key}.br`, `${path}.br`);
  } catch {
    return false;
  }
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
      if ((await stat(path)).mtimeMs < oldest) await rm(path, { force: true });
    }),
  );
}

/**
 * Writes `.br` and `.gz` next to every text file worth compressing that has
 * none yet (pages are compressed as they are written), so a server (ours, or
 * nginx/Caddy with precompressed files on) sends them as-is. zlib runs on
 * libuv's thread pool, so files compress in parallel.
 */
export async function precompress(dir: string, cacheDir?: string): Promise<number> {
  const files = await fg(`**/*{${[...COMPRESSIBLE].join(',')}}`, { cwd: dir });
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

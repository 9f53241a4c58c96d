import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fg from 'fast-glob';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = '**/*.{html,js,css,json,svg,xml,txt,map,webmanifest}';
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` next to every text file worth compressing, so a
 * server (ours, or nginx/Caddy with precompressed files on) sends them as-is.
 * zlib runs on libuv's thread pool, so files compress in parallel.
 */
export async function precompress(dir: string): Promise<number> {
  const files = await fg(COMPRESSIBLE, { cwd: dir });
  let count = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const path = join(dir, file);
      const data = await readFile(path);
      if (data.length < MIN_BYTES) continue;
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            // Quality 7: measured within 1 % of quality 9 on our bundles, and about a third less build time.
            [constants.BROTLI_PARAM_QUALITY]: 7,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            // A window sized to the file: the default 4 MB window costs ~10 ms of table set-up per file.
            [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(data.length)))),
          },
        }),
        gz(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
      count++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return count;
}

import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { debugNote } from './debug-note.ts';

/**
 * Output files of one build step kept between builds under a key, with
 * whatever the step needs to use them again (`meta`). Writing a few dozen
 * files back costs milliseconds; making them again costs the step.
 */
export interface FileSetCache<Meta> {
  /** Writes the kept files into `outDir` and returns their meta; undefined on a miss or when `valid` refuses the entry. */
  restore(outDir: string, valid?: (meta: Meta) => boolean): Promise<Meta | undefined>;
  /** Keeps `files` (relative to `outDir`) under this key, in place of any set kept before. Never throws. */
  store(outDir: string, files: string[], meta: Meta): Promise<void>;
}

interface Entry<Meta> {
  /** Path relative to the output folder → sha256 of its contents. */
  files: Record<string, string>;
  meta: Meta;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export function openFileSetCache<Meta>(dir: string, key: string): FileSetCache<Meta> {
  const name = createHash('sha256').update(key).digest('hex').slice(0, 24);
  const folder = join(dir, name);
  return {
    async restore(outDir, valid) {
      // Anything unexpected (a missing or edited file, an entry of an older layout) is a miss: a cache never fails a build.
      let entry: Entry<Meta>;
      const contents = new Map<string, Buffer>();
      try {
        const text = await readFile(join(folder, 'entry.json'), 'utf8');
        const split = text.indexOf('\n');
        // The entry's own hash leads it: its meta is published too (asset names, counts), not only its files.
        if (split !== 64 || text.slice(0, split) !== sha256(Buffer.from(text.slice(split + 1)))) {
          debugNote(`cache: ${join(folder, 'entry.json')} does not match its hash; made again`);
          return undefined;
        }
        entry = JSON.parse(text.slice(split + 1)) as Entry<Meta>;
        if (typeof entry.files !== 'object' || entry.meta === undefined || (valid && !valid(entry.meta))) return undefined;
        for (const [file, hash] of Object.entries(entry.files)) {
          // Synchronous on purpose: small files read faster without a round trip through the thread pool.
          const data = readFileSync(join(folder, 'files', file));
          if (sha256(data) !== hash) {
            debugNote(`cache: ${join(folder, 'files', file)} does not match its hash; made again`);
            return undefined;
          }
          contents.set(file, data);
        }
      } catch {
        return undefined;
      }
      // Only checked files are written, so a miss leaves nothing behind in the output.
      await Promise.all([...new Set([...contents.keys()].map((file) => dirname(resolve(outDir, file))))].map((d) => mkdir(d, { recursive: true })));
      await Promise.all([...contents].map(([file, data]) => writeFile(resolve(outDir, file), data)));
      return entry.meta;
    },
    async store(outDir, files, meta) {
      const partial = `${folder}.${process.pid}.tmp`;
      try {
        const entry: Entry<Meta> = { files: {}, meta };
        await mkdir(join(partial, 'files'), { recursive: true });
        for (const file of files) entry.files[file] = sha256(readFileSync(resolve(outDir, file)));
        await Promise.all([...new Set(files.map((file) => dirname(join(partial, 'files', file))))].map((d) => mkdir(d, { recursive: true })));
        // A link shares the output's data instead of writing it twice. A built file edited in place later
        // changes the kept one too, which restore() notices by its hash.
        for (const file of files) keepFile(resolve(outDir, file), join(partial, 'files', file));
        const body = JSON.stringify(entry);
        await writeFile(join(partial, 'entry.json'), `${sha256(Buffer.from(body))}\n${body}`);
        // One set per step: an older one would only be used again if the site went back to exactly that state.
        for (const old of await readdir(dir)) if (old !== `${name}.${process.pid}.tmp`) await rm(join(dir, old), { recursive: true, force: true });
        // Renamed into place whole, so a reader never sees half a set.
        await rename(partial, folder);
      } catch (error) {
        // A cache that cannot be written (full disk, read-only folder, a parallel build) only costs the next build time.
        debugNote(`cache: could not keep ${folder} (${(error as Error).message})`);
        await rm(partial, { recursive: true, force: true }).catch(() => undefined);
      }
    },
  };
}

/**
 * A hard link where the file system allows one, else a copy. Synchronous on
 * purpose: a link is one cheap call, quicker than a trip through the thread pool.
 */
export function keepFile(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    copyFileSync(from, to);
  }
}

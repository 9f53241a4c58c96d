import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Output files of one build step kept between builds under a key, with
 * whatever the step needs to use them again (`meta`). Copying a few dozen
 * files back costs milliseconds; making them again costs the step.
 */
export interface FileSetCache<Meta> {
  /** Copies the kept files into `outDir` and returns their meta; undefined on a miss or when `valid` refuses the entry. */
  restore(outDir: string, valid?: (meta: Meta) => boolean): Promise<Meta | undefined>;
  /** Keeps `files` (relative to `outDir`) under this key, in place of any set kept before. */
  store(outDir: string, files: string[], meta: Meta): Promise<void>;
}

interface Entry<Meta> {
  files: string[];
  meta: Meta;
}

export function openFileSetCache<Meta>(dir: string, key: string): FileSetCache<Meta> {
  const name = createHash('sha256').update(key).digest('hex').slice(0, 24);
  const folder = join(dir, name);
  const entryFile = join(folder, 'entry.json');
  return {
    async restore(outDir, valid) {
      // Anything unexpected (a missing file, an entry of an older layout) is a miss: a cache never fails a build.
      try {
        const entry = JSON.parse(await readFile(entryFile, 'utf8')) as Entry<Meta>;
        if (!Array.isArray(entry.files) || entry.meta === undefined || (valid && !valid(entry.meta))) return undefined;
        await eachFile(entry.files, join(folder, 'files'), outDir, copyFile);
        return entry.meta;
      } catch {
        return undefined;
      }
    },
    async store(outDir, files, meta) {
      // One set per step: an older one would only be used again if the site went back to exactly that state.
      for (const old of await readdir(dir).catch(() => [])) await rm(join(dir, old), { recursive: true, force: true });
      const partial = `${folder}.${process.pid}.tmp`;
      await eachFile(files, outDir, join(partial, 'files'), keepFile);
      await writeFile(join(partial, 'entry.json'), JSON.stringify({ files, meta } satisfies Entry<Meta>));
      // Renamed into place whole, so a reader never sees half a set.
      await rename(partial, folder);
    },
  };
}

/**
 * A hard link where possible: the cache shares the output's data instead of
 * writing it a second time. Copies are made on the way back, so editing a
 * built file can never change what the cache holds.
 */
export async function keepFile(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    await copyFile(from, to);
  }
}

async function eachFile(files: string[], from: string, to: string, transfer: (from: string, to: string) => Promise<void>): Promise<void> {
  const folders = new Set(files.map((file) => dirname(resolve(to, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map((file) => transfer(resolve(from, file), resolve(to, file))));
}

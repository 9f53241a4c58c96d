import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { DocsBuildError } from '../report/diagnostic.ts';
import { announceTemp, supervisorGone } from '../build-supervisor.ts';
import { withPath } from '../report/fs-error.ts';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './output-guard.ts';

/** A folder of the output being written: the whole of it, or one locale's part. */
export interface OutputFolder {
  /** The folder, inside the temporary folder everything is written into. */
  dir: string;
  write(relPath: string, contents: string | Uint8Array): Promise<void>;
  /** Opens a file to write in pieces: a large file need not be built in memory first. */
  open(relPath: string): Promise<FileWriter>;
}

export interface OutputDir extends OutputFolder {
  /** Swaps the finished folder into place; the old output is removed only now. */
  commit(): Promise<void>;
  /** Removes the temporary folder; the previous output stays untouched. */
  abort(): Promise<void>;
}

export interface FileWriter {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

const live = new Set<string>();
// Previous output moved aside during a swap (aside → target): put back if the swap is cut short.
const swaps = new Map<string, string>();
// Work that must stop before an interrupted build's folder can go: render threads still writing into it.
const stoppers = new Set<() => Promise<unknown>>();
let handlersInstalled = false;

/** Registers work to stop before the temporary folder of an interrupted build is removed. Returns the undo. */
export function stopOnInterrupt(stop: () => Promise<unknown>): () => void {
  stoppers.add(stop);
  return () => {
    stoppers.delete(stop);
  };
}

/** Interrupted builds (Ctrl-C, kill) must not leave temporary folders behind. */
function installCleanup(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // Synchronous on purpose: the process is about to exit.
  const cleanup = () => {
    for (const [aside, target] of swaps) {
      if (!existsSync(target) && existsSync(aside)) renameSync(aside, target);
      else rmSync(aside, { recursive: true, force: true });
    }
    // Retries: render threads may still be adding files while the folder is removed.
    for (const dir of live) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Bounded: a thread that will not stop must not keep the process alive.
      const stopped = Promise.allSettled([...stoppers].map((stop) => stop()));
      const timeout = new Promise((resolve) => setTimeout(resolve, 3000).unref());
      void Promise.race([stopped, timeout]).then(() => {
        cleanup();
        process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    });
  }
  process.once('exit', cleanup);
}

/**
 * The full path of `relPath` under `dir`, checked to stay inside it: a route or
 * file name that would lead out of the output folder is an error, never a write.
 */
export function pathInside(dir: string, relPath: string): string {
  const path = resolve(dir, relPath);
  if (!path.startsWith(dir.endsWith(sep) ? dir : dir + sep) || relPath.includes('\0')) {
    throw new DocsBuildError(`The build tried to write ${JSON.stringify(relPath)}, which lies outside its output folder.`, {
      hint: "A page's route comes from its file name and its 'slug' or 'id' frontmatter: remove '..' segments from them.",
    });
  }
  return path;
}

/**
 * Writes files under a folder, creating each sub-folder once; resolves to the file's full path.
 * Synchronous calls on purpose: a build writes several small files per page, and each promise-based
 * write (open, write, close through the thread pool) cost more CPU than the write itself.
 */
export function folderWriter(dir: string): (relPath: string, contents: string | Uint8Array) => Promise<string> {
  const made = new Set<string>();
  return async (relPath, contents) => {
    const path = pathInside(dir, relPath);
    const folder = dirname(path);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    try {
      writeFileSync(path, contents);
    } catch (error) {
      withPath(error, path);
    }
    return path;
  };
}

/** A sub-folder of an output folder (a locale's), written through it: it becomes the output with the rest, or not at all. */
export function outputFolder(parent: OutputFolder, relPath: string): OutputFolder {
  if (relPath === '') return parent;
  const dir = pathInside(parent.dir, relPath);
  mkdirSync(dir, { recursive: true });
  const inside = (path: string) => relative(parent.dir, pathInside(dir, path));
  return {
    dir,
    write: (path, contents) => parent.write(inside(path), contents),
    open: (path) => parent.open(inside(path)),
  };
}

/** A temporary folder beside the target, swapped in only when the build succeeded. */
export async function createOutputDir(target: string): Promise<OutputDir> {
  const parent = dirname(target);
  await mkdir(parent, { recursive: true });
  await removeStaleTemps(parent, basename(target));
  const dir = join(parent, `.${basename(target)}.tmp-${process.pid}-${Date.now().toString(36)}`);
  await mkdir(dir, { recursive: true });
  live.add(dir);
  installCleanup();
  announceTemp(dir, target);
  try {
    writeFileSync(join(dir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
  } catch (error) {
    // The first write into the new folder: on a full disk, the folder must go now, not when the process ends.
    rmSync(dir, { recursive: true, force: true });
    live.delete(dir);
    withPath(error, join(dir, OUTPUT_MARKER));
  }
  const write = folderWriter(dir);
  return {
    dir,
    async write(relPath, contents) {
      await write(relPath, contents);
    },
    async open(relPath) {
      const path = pathInside(dir, relPath);
      mkdirSync(dirname(path), { recursive: true });
      // Synchronous writes: a file written a page at a time would wait for libuv's threads thousands of times.
      const fd = openSync(path, 'w');
      return {
        write: async (text) => {
          try {
            writeAll(fd, Buffer.from(text));
          } catch (error) {
            withPath(error, path);
          }
        },
        close: async () => closeSync(fd),
      };
    },
    async commit() {
      if (supervisorGone()) {
        throw new DocsBuildError('The command that started this build has gone, so its output is not put in place.', {
          hint: 'Run the build again: the previous output was left untouched.',
        });
      }
      const old = `${dir}.old`;
      swaps.set(old, target);
      if (existsSync(target)) await rename(target, old);
      await rename(dir, target);
      live.delete(dir);
      swaps.delete(old);
      // The new output is in place: a previous one that cannot be removed now is retried by the next build.
      await rm(old, { recursive: true, force: true }).catch(() => undefined);
    },
    async abort() {
      await rm(dir, { recursive: true, force: true });
      live.delete(dir);
    },
  };
}

/**
 * A build killed outright (SIGKILL, power loss) cannot clean up after itself;
 * the next build removes the temporary folders of processes that are gone.
 */
async function removeStaleTemps(parent: string, name: string): Promise<void> {
  const prefix = `.${name}.tmp-`;
  for (const entry of await readdir(parent)) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length).split('-')[0]);
    if (!Number.isInteger(pid) || pid === process.pid || isAlive(pid)) continue;
    // Cut off in the middle of a swap: the aside folder is the last good output.
    try {
      if (entry.endsWith('.old') && !existsSync(join(parent, name))) await rename(join(parent, entry), join(parent, name));
      else await rm(join(parent, entry), { recursive: true, force: true });
    } catch {
      // Not this build's folder, and not in its way: a later build tries again.
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Writes all of `bytes` at `position` (default: where the file stands); write(2) may take less than it is given. */
export function writeAll(fd: number, bytes: Buffer, position?: number): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, position === undefined ? null : position + done);
}

import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface OutputDir {
  /** The temporary folder everything is written into. */
  dir: string;
  write(relPath: string, contents: string | Uint8Array): Promise<void>;
  /** Swaps the finished folder into place; the old output is removed only now. */
  commit(): Promise<void>;
  /** Removes the temporary folder; the previous output stays untouched. */
  abort(): Promise<void>;
}

const live = new Set<string>();
let handlersInstalled = false;

/** Interrupted builds (Ctrl-C, kill) must not leave temporary folders behind. */
function installCleanup(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // Synchronous on purpose: the process is about to exit.
  const cleanup = () => {
    for (const dir of live) rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      cleanup();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  process.once('exit', cleanup);
}

/** A temporary folder beside the target, swapped in only when the build succeeded. */
export async function createOutputDir(target: string): Promise<OutputDir> {
  const parent = dirname(target);
  await mkdir(parent, { recursive: true });
  const dir = join(parent, `.${basename(target)}.tmp-${process.pid}-${Date.now().toString(36)}`);
  await mkdir(dir, { recursive: true });
  live.add(dir);
  installCleanup();
  const made = new Set<string>();
  return {
    dir,
    async write(relPath, contents) {
      const path = join(dir, relPath);
      const folder = dirname(path);
      if (!made.has(folder)) {
        await mkdir(folder, { recursive: true });
        made.add(folder);
      }
      await writeFile(path, contents);
    },
    async commit() {
      const old = `${dir}.old`;
      if (existsSync(target)) await rename(target, old);
      await rename(dir, target);
      live.delete(dir);
      await rm(old, { recursive: true, force: true });
    },
    async abort() {
      await rm(dir, { recursive: true, force: true });
      live.delete(dir);
    },
  };
}

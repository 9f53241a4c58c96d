import { relative } from 'node:path';

// What to do about the file-system errors a build meets, by code: Node's own message names the call, not the way out.
const HINTS: Record<string, string> = {
  ENOSPC: 'The disk is full: free some space, or build to another disk with --out-dir, and build again.',
  EDQUOT: 'Your disk quota is used up: free some space, or build to another disk with --out-dir.',
  EROFS: 'That file system is read-only: build to a writable folder with --out-dir.',
  EACCES: 'Permission denied: check the owner and permissions of that path (ls -l), or build to another folder with --out-dir.',
  EPERM: 'The operation is not permitted on that path: check its permissions and attributes (lsattr), or use another folder.',
  ENOENT: 'The file or folder does not exist (any more): check the path, and that nothing else removes it during the build.',
  ENOTDIR: 'A file stands where a folder is expected: rename or remove it.',
  EEXIST: 'A file stands where the build makes a folder: rename or remove it, or use another --out-dir.',
  EISDIR: 'A folder stands where a file is expected: rename or remove it.',
  EMFILE: 'Too many files are open at once: raise the limit (ulimit -n) or build with fewer --threads.',
  ELOOP: 'A symlink on that path leads to itself: remove the loop.',
};

/** A file-system error as one sentence naming its path, with a hint; undefined for other errors. */
export function describeFsError(error: unknown, cwd = process.cwd()): { message: string; hint: string } | undefined {
  const e = error as NodeJS.ErrnoException;
  const hint = typeof e?.code === 'string' && Object.hasOwn(HINTS, e.code) ? HINTS[e.code] : undefined;
  if (hint === undefined) return undefined;
  const path = e.path ? relative(cwd, e.path) || e.path : undefined;
  const message = path && e.path && !e.message.includes(e.path) ? `${e.message} (${path})` : e.message;
  return { message, hint };
}

/** Rethrows a file-system error with the path it was about, when Node left it out (write(2) failing with ENOSPC). */
export function withPath(error: unknown, path: string): never {
  const e = error as NodeJS.ErrnoException;
  if (e && typeof e === 'object' && e.path === undefined) e.path = path;
  throw error;
}

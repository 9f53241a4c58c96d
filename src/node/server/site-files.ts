import { realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { sep } from 'node:path';

export interface FileOnDisk {
  /** Real path, symlinks resolved. */
  file: string;
  stat: Stats;
}

/** Looks up regular files under one root, never answering for anything outside it. */
export interface SiteFiles {
  root: string;
  find(file: string): Promise<FileOnDisk | null>;
}

/**
 * Clean URLs probe several candidates per request, and most probes miss. A
 * short-lived memo keeps that off the disk under load while a rebuilt site
 * still shows up within `ttlMs`.
 */
export function createSiteFiles(root: string, ttlMs = 1000, maxEntries = 10_000): SiteFiles {
  const memo = new Map<string, { at: number; found: Promise<FileOnDisk | null> }>();
  return {
    root,
    find(file) {
      const now = performance.now();
      const hit = memo.get(file);
      if (hit && now - hit.at < ttlMs) return hit.found;
      if (memo.size >= maxEntries) memo.clear();
      const found = fileInside(root, file);
      memo.set(file, { at: now, found });
      return found;
    },
  };
}

/** Stats a regular file, refusing anything whose real path leaves `root`. */
async function fileInside(root: string, file: string): Promise<FileOnDisk | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const real = await realpath(file);
    const prefix = root.endsWith(sep) ? root : root + sep;
    return real.startsWith(prefix) ? { file: real, stat: info } : null;
  } catch {
    return null;
  }
}

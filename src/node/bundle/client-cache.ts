import { statSync } from 'node:fs';
import { openFileSetCache } from '../cache/file-set.ts';
import type { ClientBundle } from './client.ts';

interface Meta {
  /** [absolute path, size, mtime] of every input file. */
  inputs: Array<[string, number, number]>;
  bundle: Omit<ClientBundle, 'pageModules'> & { pageModules: Array<[string, string]> };
}

export interface ClientCache {
  /** The bundle made from the same options and unchanged inputs, copied into `outDir`; undefined on a miss. */
  restore(outDir: string): Promise<ClientBundle | undefined>;
  store(outDir: string, bundle: ClientBundle, inputs: string[]): Promise<void>;
}

/**
 * The client bundle depends only on source files (site data rides in the
 * pages), so an unchanged theme and unchanged React pages give the same
 * files: copying them back takes a few milliseconds, esbuild about a hundred.
 * `key` covers everything else the bundle depends on (options, plugins, esbuild).
 */
export function openClientCache(dir: string, key: string): ClientCache {
  const files = openFileSetCache<Meta>(dir, key);
  return {
    async restore(outDir) {
      const meta = await files.restore(outDir, (m) => m.inputs.every(([path, size, mtime]) => sameStat(path, size, mtime)));
      return meta && { ...meta.bundle, pageModules: new Map(meta.bundle.pageModules) };
    },
    async store(outDir, bundle, inputs) {
      const stats = inputs.map((path): [string, number, number] => {
        const stat = statSync(path);
        return [path, stat.size, stat.mtimeMs];
      });
      await files.store(outDir, bundle.files, { inputs: stats, bundle: { ...bundle, pageModules: [...bundle.pageModules] } });
    },
  };
}

function sameStat(path: string, size: number, mtime: number): boolean {
  try {
    const stat = statSync(path);
    return stat.size === size && stat.mtimeMs === mtime;
  } catch {
    return false;
  }
}

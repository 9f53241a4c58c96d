import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { openFileSetCache } from '../cache/file-set.ts';
import type { ClientBundle } from './client-bundle-output.ts';

interface Meta {
  /** [absolute path, size, mtime] of every input file. */
  inputs: Array<[string, number, number]>;
  /** [folder, hash of its listing] of every folder holding an input: a new file there may change how an import resolves. */
  folders: Array<[string, string]>;
  bundle: Omit<ClientBundle, 'pageModules'> & { pageModules: Array<[string, string]> };
}

export interface ClientCache {
  /** The bundle made from the same options and unchanged inputs, written into `outDir`; undefined on a miss. */
  restore(outDir: string): Promise<ClientBundle | undefined>;
  /**
   * Keeps a bundle made by a run of esbuild that started at `startedAt` (ms since the epoch) from `modules`
   * (whose folders are watched for new files too) and `others` (files that steer resolution, and plugin inputs).
   */
  store(outDir: string, bundle: ClientBundle, files: { modules: string[]; others: string[] }, startedAt: number): Promise<void>;
}

/**
 * The client bundle depends only on source files (site data rides in the
 * pages), so an unchanged theme and unchanged React pages give the same
 * files: writing them back takes a few milliseconds, esbuild about a hundred.
 * `key` covers everything else the bundle depends on (options, plugins, esbuild).
 */
export function openClientCache(dir: string, key: string): ClientCache {
  const files = openFileSetCache<Meta>(dir, key);
  return {
    async restore(outDir) {
      const meta = await files.restore(outDir, (m) => m.inputs.every(([path, size, mtime]) => sameStat(path, size, mtime)) && m.folders.every(([folder, hash]) => listing(folder) === hash));
      return meta && { ...meta.bundle, pageModules: new Map(meta.bundle.pageModules) };
    },
    async store(outDir, bundle, { modules, others }, startedAt) {
      const stats: Meta['inputs'] = [];
      for (const path of [...new Set([...modules, ...others])]) {
        const stat = statSync(path);
        // Edited while esbuild ran: the bundle may hold the old text, so it is not kept.
        if (stat.mtimeMs >= startedAt) return;
        stats.push([path, stat.size, stat.mtimeMs]);
      }
      const folders = [...new Set(modules.map((path) => dirname(path)))].map((folder): [string, string] => [folder, listing(folder)]);
      await files.store(outDir, bundle.files, { inputs: stats, folders, bundle: { ...bundle, pageModules: [...bundle.pageModules] } });
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

function listing(folder: string): string {
  try {
    // Dot names left out: a build's temporary output folder may sit beside the sources.
    const names = readdirSync(folder).filter((name) => !name.startsWith('.'));
    return createHash('sha256').update(names.sort().join('\n')).digest('hex').slice(0, 16);
  } catch {
    return '';
  }
}

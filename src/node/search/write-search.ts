import type { Config } from '../config/schema.ts';
import type { OutputDir } from '../write/output.ts';
import { createHash } from 'node:crypto';
import { openFileSetCache } from '../cache/file-set.ts';
import { createLimiter } from '../limiter.ts';
import { codeFingerprint } from '../cache/dirs.ts';
import { buildLocalIndex } from './local-index.ts';
import { buildRecordsFile, extractRecords } from './records.ts';

// Below this many records the whole index is a few hundred KB at most.
const SMALL_INDEX_RECORDS = 2000;

export interface SearchablePage {
  route: string;
  title: string;
  lvl0: string;
  html: string;
}

/**
 * Search records of every page, in DocSearch's shape: written to
 * search/records.json (ready to push to Algolia) and, for the local provider,
 * turned into the sharded index the browser loads on first search.
 */
export async function writeSearch(
  output: OutputDir,
  config: Config,
  pages: SearchablePage[],
  indexFolder: string,
  facets: { language: string; version: string },
  /** Folder to keep the output in between builds: unchanged pages give the same files. */
  cacheDir?: string,
): Promise<{ records: number }> {
  const folder = indexFolder.replace(/^\/|\/$/g, '');
  const cache = cacheDir ? openFileSetCache<{ records: number }>(cacheDir, searchKey(config, pages, folder, facets)) : undefined;
  const restored = await cache?.restore(output.dir);
  if (restored) return restored;
  const written: string[] = [];
  const write = async (path: string, contents: string) => {
    await output.write(path, contents);
    written.push(path);
  };
  const records = [];
  for (const page of pages) records.push(...extractRecords({ ...page, startIndex: records.length }));
  // language and version are the facets contextual search filters on (Algolia).
  await write('search/records.json', buildRecordsFile(records.map((r) => ({ ...r, ...facets }))));
  if (config.search.provider === 'local') {
    // Every file is created, compressed and fetched on its own: a small index gets one dictionary shard
    // per first letter instead of per two, still a few KB per query.
    const { files } = buildLocalIndex(records, { shardKeyLength: records.length < SMALL_INDEX_RECORDS ? 1 : 2 });
    // Hundreds of small files: written one at a time, the waits on the disk add up.
    const limit = createLimiter(32);
    await Promise.all(files.map((file) => limit(() => write(`${folder}/${file.path}`, file.contents))));
  }
  await cache?.store(output.dir, written, { records: records.length });
  return { records: records.length };
}

/** Everything the search output depends on: the pages' text, the settings, and the generator's code. */
function searchKey(config: Config, pages: SearchablePage[], folder: string, facets: object): string {
  const hash = createHash('sha256').update(JSON.stringify([codeFingerprint(), config.search, folder, facets, SMALL_INDEX_RECORDS]));
  for (const page of pages) hash.update(JSON.stringify(page));
  return hash.digest('hex');
}

import type { Config } from '../config/schema.ts';
import type { OutputDir } from '../write/output.ts';
import { createLimiter } from '../limiter.ts';
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
export async function writeSearch(output: OutputDir, config: Config, pages: SearchablePage[], indexFolder: string, facets: { language: string; version: string }): Promise<{ records: number }> {
  const records = [];
  for (const page of pages) records.push(...extractRecords({ ...page, startIndex: records.length }));
  // language and version are the facets contextual search filters on (Algolia).
  await output.write('search/records.json', buildRecordsFile(records.map((r) => ({ ...r, ...facets }))));
  if (config.search.provider === 'local') {
    // Each file costs the build a file creation (most of a small site's write time): a small index gets
    // one dictionary shard per first letter instead of per two, still a few KB per query.
    const { files } = buildLocalIndex(records, { shardKeyLength: records.length < SMALL_INDEX_RECORDS ? 1 : 2 });
    const folder = indexFolder.replace(/^\/|\/$/g, '');
    // Hundreds of small files: written one at a time, waiting on the disk would take most of a small site's build.
    const limit = createLimiter(32);
    await Promise.all(files.map((file) => limit(() => output.write(`${folder}/${file.path}`, file.contents))));
  }
  return { records: records.length };
}

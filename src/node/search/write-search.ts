import { createHash } from 'node:crypto';
import type { Config } from '../config/schema.ts';
import type { OutputFolder } from '../write/output.ts';
import type { SearchRecord } from '../../shared/search-types.ts';
import { openFileSetCache } from '../cache/file-set.ts';
import { codeFingerprint } from '../cache/dirs.ts';
import { createLocalIndexBuilder, indexOrder, type LocalIndexFile } from './local-index.ts';
import { placeRecords, type PageSearch } from './page-records.ts';
import { recordsFileEnd, recordsFileLines } from './records.ts';
import { openSpoolReader } from './spool.ts';

// Below this many records the whole index is a few hundred KB at most.
const SMALL_INDEX_RECORDS = 2000;

/**
 * Search records of every page, in DocSearch's shape: written to
 * search/records.json (ready to push to Algolia) and, for the local provider,
 * turned into the sharded index the browser loads on first search. Pages'
 * records are read back one page at a time (from the spool, see spool.ts)
 * and written as they go, so memory holds the index's postings, not the site.
 */
export async function writeSearch(
  output: OutputFolder,
  config: Config,
  pages: readonly PageSearch[],
  indexFolder: string,
  /** Site-wide facets; the docs version is each record's own. */
  facets: { language: string },
  /** Folder to keep the output in between builds: unchanged pages give the same files. */
  cacheDir?: string,
): Promise<{ records: number }> {
  const folder = indexFolder.replace(/^\/|\/$/g, '');
  const cache = cacheDir ? openFileSetCache<{ records: number }>(cacheDir, searchKey(config, pages, folder, facets)) : undefined;
  const restored = await cache?.restore(output.dir);
  if (restored) return restored;
  const written: string[] = [];
  const total = pages.reduce((sum, page) => sum + page.count, 0);
  const reader = openSpoolReader();
  // output.write does its work before it returns (synchronous calls, see folderWriter): its promises only carry errors.
  const pending: Array<Promise<void>> = [];
  const writeIndexFile = (file: LocalIndexFile) => {
    const path = `${folder}/${file.path}`;
    written.push(path);
    pending.push(output.write(path, file.contents));
  };

  // Pages of one lvl0 are usually consecutive already; then one pass over them makes both outputs.
  const ordered = indexOrder(pages, (page) => page.lvl0);
  const onePass = ordered.every((page, i) => page === pages[i]);
  const builder =
    config.search.provider === 'local'
      ? createLocalIndexBuilder(documentsHash(ordered), {
          // Every file is created, compressed and fetched on its own: a small index gets one dictionary shard
          // per first letter instead of per two, still a few KB per query.
          shardKeyLength: total < SMALL_INDEX_RECORDS ? 1 : 2,
        })
      : undefined;
  const index = (records: SearchRecord[]) => {
    for (const record of records) {
      const shard = builder!.add(record);
      if (shard) writeIndexFile(shard);
    }
  };

  try {
    const recordsFile = await output.open('search/records.json');
    written.push('search/records.json');
    // The same text as buildRecordsFile, written a page at a time.
    let recordsWritten = 0;
    for (const page of pages) {
      const records = await reader.read(page);
      if (builder && onePass) index(records);
      if (records.length === 0) continue;
      // language is a facet contextual search filters on (Algolia), with each record's docusaurus_tag.
      await recordsFile.write(recordsFileLines(placeRecords(records, recordsWritten, facets), recordsWritten));
      recordsWritten += records.length;
    }
    await recordsFile.write(recordsFileEnd(recordsWritten));
    await recordsFile.close();
    if (builder) {
      if (!onePass) for (const page of ordered) index(await reader.read(page));
      for (const file of builder.finish().files) writeIndexFile(file);
    }
    await Promise.all(pending);
  } finally {
    await reader.close();
  }
  await cache?.store(output.dir, written, { records: total });
  return { records: total };
}

/** Names the document shards: any record that changes, or moves, changes it. */
function documentsHash(ordered: readonly PageSearch[]): string {
  const hash = createHash('sha256');
  for (const page of ordered) hash.update(`${page.hash}\n`);
  return hash.digest('hex').slice(0, 10);
}

/** Everything the search output depends on: the pages' records, the settings, and the generator's code. */
function searchKey(config: Config, pages: readonly PageSearch[], folder: string, facets: object): string {
  const hash = createHash('sha256').update(JSON.stringify([codeFingerprint(), config.search, folder, facets, SMALL_INDEX_RECORDS]));
  for (const page of pages) hash.update(JSON.stringify([page.route, page.title, page.lvl0, page.count, page.hash]));
  return hash.digest('hex');
}

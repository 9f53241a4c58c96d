import type { PageResult } from '../render/process-page.ts';
import { buildLocalIndex } from '../search/local-index.ts';
import { buildRecordsFile, extractRecords } from '../search/records.ts';

/** Rebuilds the search records and local index from the pages rendered so far, so search follows edits in dev. */
export function writeDevSearch(results: Iterable<PageResult>, indexFolder: string, write: (relPath: string, contents: string) => void): number {
  const records = [];
  for (const result of results) {
    if (result.content) records.push(...extractRecords({ ...result.content, startIndex: records.length }));
  }
  write('search/records.json', buildRecordsFile(records));
  const folder = indexFolder.replace(/^\/|\/$/g, '');
  for (const file of buildLocalIndex(records).files) write(`${folder}/${file.path}`, file.contents);
  return records.length;
}

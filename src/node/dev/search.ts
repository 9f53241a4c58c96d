import type { PageResult } from '../render/process-page.ts';
import { buildLocalIndex } from '../search/local-index.ts';
import { placeRecords } from '../search/page-records.ts';
import { buildRecordsFile } from '../search/records.ts';
import type { SearchRecord } from '../../shared/search-types.ts';

/** Rebuilds the search records and local index from the pages rendered so far, so search follows edits in dev. */
export function writeDevSearch(results: Iterable<PageResult>, indexFolder: string, write: (relPath: string, contents: string) => void): number {
  const records: SearchRecord[] = [];
  for (const result of results) {
    // The dev server keeps its pages' records inline.
    records.push(...placeRecords(JSON.parse(result.search?.records ?? '[]') as SearchRecord[], records.length));
  }
  write('search/records.json', buildRecordsFile(records));
  const folder = indexFolder.replace(/^\/|\/$/g, '');
  for (const file of buildLocalIndex(records).files) write(`${folder}/${file.path}`, file.contents);
  return records.length;
}

import { createHash } from 'node:crypto';
import type { SearchRecord } from '../../shared/search-types.ts';
import { DEFAULT_SEARCH_TAG, docsSearchTag } from '../../shared/search/context-tags.ts';
import { extractRecords, type PageRecordsInput } from './records.ts';

/**
 * One page's search records on their way from the thread that rendered the
 * page to the search step: inline as JSON, or spooled to disk (spool.ts), so
 * the build never holds every page's HTML or records at once.
 */
export interface PageSearch {
  route: string;
  title: string;
  lvl0: string;
  /** Records on the page. */
  count: number;
  /** Hash of the records: the search output's cache key is made of these. */
  hash: string;
  /** The records as one JSON array, until they are spooled. */
  records?: string;
  /** Where the spool holds them: a byte range of a file. */
  spooled?: { file: string; offset: number; length: number };
}

/** Extracts a page's records from its content HTML, tagged with the docs version (and instance, when not the default one) of a doc. Positions start at 0: the search step offsets them. */
export function pageSearch(input: Omit<PageRecordsInput, 'startIndex'> & { docsVersion?: string; docsPluginId?: string }): PageSearch {
  const { docsVersion, docsPluginId, ...page } = input;
  const facets = docsVersion === undefined ? { docusaurus_tag: DEFAULT_SEARCH_TAG } : { docusaurus_tag: docsSearchTag(docsVersion, docsPluginId), version: docsVersion };
  const list = extractRecords(page).map((record) => ({ ...record, ...facets }));
  const records = JSON.stringify(list);
  const hash = createHash('sha256').update(records).digest('hex').slice(0, 16);
  return { route: input.route, title: input.title, lvl0: input.lvl0, count: list.length, hash, records };
}

/** A page's records with site-wide positions, when `start` records of earlier pages come first, and any `extra` fields. */
export function placeRecords<T extends object = object>(records: readonly SearchRecord[], start: number, extra?: T): Array<SearchRecord & T> {
  return records.map((record) => ({ ...record, weight: { ...record.weight, position: record.weight.position + start }, ...(extra as T) }));
}

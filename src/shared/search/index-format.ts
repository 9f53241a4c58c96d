// The files of the embedded search index. The node builder writes them and the
// browser client reads them; this module is the contract between the two.
//
// Records are numbered in index order (pages grouped by lvl0, records in page
// order), so every record that shares a hierarchy value forms one run of
// consecutive numbers and a posting list of runs stays short.

import type { RecordType } from '../search-types.ts';

export const INDEX_FORMAT_VERSION = 2;

/** Searchable attributes, most important first (DocSearch's `searchableAttributes`). */
export const ATTRIBUTES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type AttributeName = (typeof ATTRIBUTES)[number];
export const CONTENT_ATTRIBUTE = ATTRIBUTES.indexOf('content');

/** One character per record in the structure file; the index of a type is its rank (lvl1 best). */
export const TYPE_CODES: Record<RecordType, string> = {
  lvl1: '1',
  lvl2: '2',
  lvl3: '3',
  lvl4: '4',
  lvl5: '5',
  lvl6: '6',
  content: 'c',
};

export interface LocalIndexManifest {
  version: typeof INDEX_FORMAT_VERSION;
  recordCount: number;
  /** Dictionary shard file per term prefix (the first `shardKeyLength` characters of a term). */
  shardKeyLength: number;
  dictionary: Record<string, string>;
  /** File with one TYPE_CODES character per record, in index order. */
  structure: string;
  /**
   * Record n lives in shard k = Math.floor(n / documentShardSize), file
   * `documentPath(manifest, k)`. One hash covers all shards: a per-file hash
   * would cost four incompressible bytes per shard in this manifest.
   */
  documentShardSize: number;
  documentShardCount: number;
  documentsHash: string;
  /**
   * Terms so frequent that their content postings were dropped to keep shards
   * small; a query word that matches one is treated as present in every
   * record's content (stop-word removal). Their heading postings are kept.
   */
  frequentTerms: string[];
  /** Each record's `docusaurus_tag` (contextual search), as runs over the records in index order. */
  tags: TagRuns;
}

/**
 * Values of one facet over the records: `runs` alternates an index into
 * `values` and how many consecutive records have it. A site's pages of one
 * version mostly sit together, so this stays a few numbers long.
 */
export interface TagRuns {
  values: string[];
  runs: number[];
}

/** The value of every record, by record number, from its runs. */
export function expandTagRuns({ values, runs }: TagRuns): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < runs.length; i += 2) {
    for (let n = 0; n < runs[i + 1]!; n++) out.push(values[runs[i]!]!);
  }
  return out;
}

/**
 * A dictionary shard: the sorted terms that start with one key, and where
 * their postings are. Postings live apart, in blocks of consecutive terms, so
 * a word that matches a few terms downloads a few kilobytes, not every
 * posting list of its key.
 */
export interface DictionaryShard {
  terms: string[];
  /** Paths of the postings blocks; block k holds terms blockStarts[k] up to blockStarts[k + 1]. */
  blocks: string[];
  blockStarts: number[];
}

/**
 * Per term of the block, a flat list alternating an attribute index (into
 * ATTRIBUTES) and that attribute's encoded posting list.
 */
export type PostingsBlock = Array<Array<number | number[]>>;

/** Block number of the term at `termIndex`. */
export function blockOf(shard: DictionaryShard, termIndex: number): number {
  let low = 0;
  let high = shard.blockStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (shard.blockStarts[middle]! <= termIndex) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A record in a document shard: [objectID, type code, url, content, lvl0 … lvl6 with trailing nulls cut]. */
export type StoredRecord = [objectID: string, typeCode: string, url: string, content: string | null, ...hierarchy: Array<string | null>];

export function documentPath(manifest: Pick<LocalIndexManifest, 'documentsHash'>, shard: number): string {
  return `r/${manifest.documentsHash}/${shard}.json`;
}

export function shardKey(term: string, length: number): string {
  return term.slice(0, length);
}

/**
 * Posting lists are ascending record numbers written as gaps from the end of
 * the previous entry; a negative value -k extends the previous entry by k more
 * consecutive records.
 */
export function encodePostings(ids: readonly number[]): number[] {
  const out: number[] = [];
  let next = 0;
  let run = 0;
  for (const id of ids) {
    if (out.length > 0 && id === next) {
      run++;
      next++;
      continue;
    }
    if (run > 0) out.push(-run);
    run = 0;
    out.push(id - next);
    next = id + 1;
  }
  if (run > 0) out.push(-run);
  return out;
}

/** Calls `visit(first, last)` for every run of consecutive records, inclusive. */
export function forEachRun(encoded: readonly number[], visit: (first: number, last: number) => void): void {
  let next = 0;
  let first = -1;
  for (const value of encoded) {
    if (value < 0) {
      next -= value;
      continue;
    }
    if (first >= 0) visit(first, next - 1);
    first = next + value;
    next = first + 1;
  }
  if (first >= 0) visit(first, next - 1);
}

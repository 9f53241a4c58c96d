// Builds the embedded search index: a small manifest, dictionary shards keyed
// by the first characters of each term, a structure file (one character per
// record) and document shards by record number. A query downloads the
// manifest, the structure, the dictionary shards of its words and the
// document shards of the hits it shows — never the whole index.

import { createHash } from 'node:crypto';
import {
  ATTRIBUTES,
  CONTENT_ATTRIBUTE,
  INDEX_FORMAT_VERSION,
  TYPE_CODES,
  documentPath,
  encodePostings,
  shardKey,
  type DictionaryShard,
  type LocalIndexManifest,
  type PostingsBlock,
  type StoredRecord,
  type TagRuns,
} from '../../shared/search/index-format.ts';
import { DEFAULT_SEARCH_TAG } from '../../shared/search/context-tags.ts';
import { terms } from '../../shared/search/text.ts';
import type { SearchRecord } from '../../shared/search-types.ts';

export interface LocalIndexFile {
  /** Relative to the index folder. */
  path: string;
  contents: string;
}

export interface LocalIndexOptions {
  /** Characters of a term that choose its dictionary shard. */
  shardKeyLength?: number;
  /** Records per document shard. */
  documentShardSize?: number;
  /** Postings blocks close once their JSON passes this many characters. */
  postingsBlockSize?: number;
  /**
   * A term whose content appears in more than this share of records (and in
   * at least `minFrequentTermRecords`) loses its content postings.
   */
  frequentTermRatio?: number;
  minFrequentTermRecords?: number;
}

export const MANIFEST_FILE = 'manifest.json';

const DEFAULTS: Required<LocalIndexOptions> = {
  shardKeyLength: 2,
  // 64 records (~20 KB) per shard: half the files of 32, which a large build spends most of its search step
  // creating, while a first query on a 10,000-page index still downloads at most ~110 KB gzip (~80 KB with 32).
  documentShardSize: 64,
  postingsBlockSize: 12_000,
  frequentTermRatio: 0.02,
  minFrequentTermRecords: 2000,
};

function contentHash(contents: string): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10);
}

/** Items of one lvl0 (records, or pages) become consecutive so lvl0 postings collapse into a few runs. */
export function indexOrder<T>(items: readonly T[], lvl0Of: (item: T) => string): T[] {
  const byLvl0 = new Map<string, T[]>();
  for (const item of items) {
    const key = lvl0Of(item);
    let group = byLvl0.get(key);
    if (!group) byLvl0.set(key, (group = []));
    group.push(item);
  }
  return [...byLvl0.values()].flat();
}

function toStored(record: SearchRecord): StoredRecord {
  const hierarchy = ATTRIBUTES.slice(0, -1).map((level) => record.hierarchy[level as keyof SearchRecord['hierarchy']]);
  while (hierarchy.length > 0 && hierarchy[hierarchy.length - 1] === null) hierarchy.pop();
  return [record.objectID, TYPE_CODES[record.type], record.url, record.content, ...hierarchy];
}

export interface LocalIndexBuilder {
  /** Adds the next record in index order; gives back a document shard when one fills up. */
  add(record: SearchRecord): LocalIndexFile | undefined;
  /** The remaining files: the last document shard, dictionary and postings, structure, manifest. */
  finish(): { files: LocalIndexFile[]; manifest: LocalIndexManifest };
}

/**
 * Builds the index one record at a time, so a large site's records never
 * need to be in memory together: document shards leave as soon as they fill
 * up, and only the postings (term → record numbers) stay until the end.
 * `documentsHash` names the document shards; it must change whenever any
 * record does (it is part of their addresses, for caching).
 */
export function createLocalIndexBuilder(documentsHash: string, options: LocalIndexOptions = {}): LocalIndexBuilder {
  const settings = { ...DEFAULTS, ...options };
  // term → per attribute, the ascending record numbers that contain it.
  const postings = new Map<string, number[][]>();
  // Hierarchy strings repeat on every record below a heading; tokenize each once.
  const termCache = new Map<string, string[]>();
  const termsOf = (text: string): string[] => {
    let cached = termCache.get(text);
    if (!cached) termCache.set(text, (cached = [...new Set(terms(text))]));
    return cached;
  };
  let structure = '';
  const tags: TagRuns = { values: [], runs: [] };
  const addTag = (tag: string) => {
    let value = tags.values.indexOf(tag);
    if (value < 0) value = tags.values.push(tag) - 1;
    const last = tags.runs.length - 2;
    if (last >= 0 && tags.runs[last] === value) tags.runs[last + 1]!++;
    else tags.runs.push(value, 1);
  };
  let shard: StoredRecord[] = [];
  let shardCount = 0;
  let count = 0;
  const closeShard = (): LocalIndexFile => {
    const file = { path: documentPath({ documentsHash }, shardCount++), contents: JSON.stringify(shard) };
    shard = [];
    return file;
  };

  return {
    add(record) {
      const id = count++;
      ATTRIBUTES.forEach((attribute, attributeIndex) => {
        const text = attribute === 'content' ? record.content : record.hierarchy[attribute];
        if (!text) return;
        const unique = attribute === 'content' ? new Set(terms(text)) : termsOf(text);
        for (const term of unique) {
          let perAttribute = postings.get(term);
          if (!perAttribute) postings.set(term, (perAttribute = ATTRIBUTES.map(() => [])));
          perAttribute[attributeIndex]!.push(id);
        }
      });
      structure += TYPE_CODES[record.type];
      addTag(record.docusaurus_tag ?? DEFAULT_SEARCH_TAG);
      shard.push(toStored(record));
      return shard.length === settings.documentShardSize ? closeShard() : undefined;
    },
    finish() {
      const files: LocalIndexFile[] = [];
      if (shard.length > 0) files.push(closeShard());
      const addFile = (folder: string, extension: string, contents: string): string => {
        const path = `${folder}${contentHash(contents)}.${extension}`;
        files.push({ path, contents });
        return path;
      };
      const frequentLimit = Math.max(settings.minFrequentTermRecords, count * settings.frequentTermRatio);
      const frequentTerms: string[] = [];
      const shards = new Map<string, string[]>();
      for (const [term, perAttribute] of postings) {
        if (perAttribute[CONTENT_ATTRIBUTE]!.length > frequentLimit) {
          frequentTerms.push(term);
          perAttribute[CONTENT_ATTRIBUTE] = [];
        }
        const key = shardKey(term, settings.shardKeyLength);
        let shardTerms = shards.get(key);
        if (!shardTerms) shards.set(key, (shardTerms = []));
        shardTerms.push(term);
      }

      const dictionary: Record<string, string> = {};
      for (const key of [...shards.keys()].sort()) {
        const shardTerms = shards.get(key)!.sort();
        const dictionaryShard: DictionaryShard = { terms: shardTerms, blocks: [], blockStarts: [] };
        let block: PostingsBlock = [];
        let blockSize = 0;
        const closeBlock = (): void => {
          dictionaryShard.blocks.push(addFile('p/', 'json', JSON.stringify(block)));
          block = [];
          blockSize = 0;
        };
        shardTerms.forEach((term, index) => {
          const entry = postings.get(term)!.flatMap((ids, attribute) => (ids.length > 0 ? [attribute, encodePostings(ids)] : []));
          if (blockSize > 0 && blockSize >= settings.postingsBlockSize) closeBlock();
          if (blockSize === 0) dictionaryShard.blockStarts.push(index);
          block.push(entry);
          blockSize += JSON.stringify(entry).length + 1;
        });
        closeBlock();
        dictionary[key] = addFile('d/', 'json', JSON.stringify(dictionaryShard));
      }

      const manifest: LocalIndexManifest = {
        version: INDEX_FORMAT_VERSION,
        recordCount: count,
        shardKeyLength: settings.shardKeyLength,
        dictionary,
        structure: addFile('s/', 'txt', structure),
        documentShardSize: settings.documentShardSize,
        documentShardCount: shardCount,
        documentsHash,
        frequentTerms: frequentTerms.sort(),
        tags,
      };
      files.push({ path: MANIFEST_FILE, contents: JSON.stringify(manifest) });
      return { files, manifest };
    },
  };
}

/** The whole index of records held in memory (the dev server, tests). */
export function buildLocalIndex(
  records: readonly SearchRecord[],
  options: LocalIndexOptions = {},
): { files: LocalIndexFile[]; manifest: LocalIndexManifest } {
  const ordered = indexOrder(records, (record) => record.hierarchy.lvl0 ?? '');
  const builder = createLocalIndexBuilder(contentHash(JSON.stringify(ordered.map(toStored))), options);
  const files: LocalIndexFile[] = [];
  for (const record of ordered) {
    const shard = builder.add(record);
    if (shard) files.push(shard);
  }
  const rest = builder.finish();
  return { files: [...files, ...rest.files], manifest: rest.manifest };
}

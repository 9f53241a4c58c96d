// A search client over the embedded index with the `search({ requests })`
// method DocSearch calls, answering in Algolia's response shape so the modal
// cannot tell it from Algolia. Plug it in with
// `transformSearchClient={() => createLocalSearchClient(…)}`.

import { ATTRIBUTES, TYPE_CODES, blockOf, shardKey, type PostingsBlock, type StoredRecord } from '../../src/shared/search/index-format.ts';
import { escapeHtml } from '../../src/shared/escape.ts';
import { highlight, snippet, type HighlightOptions } from '../../src/shared/search/highlight.ts';
import { queryWords, type QueryWord } from '../../src/shared/search/query.ts';
import { matchingTerms, rankRecords, type WordMatch } from '../../src/shared/search/rank.ts';
import type {
  DocSearchCompatibleClient,
  Hierarchy,
  HierarchyLevel,
  RecordType,
  SearchHit,
  SearchMethodParams,
  SearchRequest,
  SearchResponses,
  SearchResult,
} from '../../src/shared/search-types.ts';
import { facetFilter } from './facet-filter.ts';
import { createIndexLoader, type IndexLoader, type IndexLoaderOptions } from './index-loader.ts';

export type LocalSearchClientOptions = IndexLoaderOptions;

export interface LocalSearchClient extends DocSearchCompatibleClient {
  /** Same as `search`; newer DocSearch and InstantSearch versions call this name. */
  searchForHits(params: SearchMethodParams): Promise<SearchResponses>;
}

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_SNIPPET_WORDS = 10;
const LEVELS = ATTRIBUTES.filter((attribute) => attribute !== 'content') as HierarchyLevel[];
const TYPE_BY_CODE = new Map(Object.entries(TYPE_CODES).map(([type, code]) => [code, type as RecordType]));

interface LoadedRecord {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
}

function fromStored([objectID, code, url, content, ...levels]: StoredRecord): LoadedRecord {
  const hierarchy = Object.fromEntries(LEVELS.map((level, index) => [level, levels[index] ?? null])) as Hierarchy;
  return { objectID, url, type: TYPE_BY_CODE.get(code) ?? 'content', hierarchy, content };
}

/** `hierarchy.lvl1:10` → ['hierarchy.lvl1', 10]; attributes are named as in the record. */
function parseSnippetAttribute(spec: string): [string, number] {
  // split always returns at least one part.
  const [name = '', words] = spec.split(':');
  const count = Number(words);
  return [name, Number.isInteger(count) && count > 0 ? count : DEFAULT_SNIPPET_WORDS];
}

function selects(list: readonly string[] | undefined, attribute: string): boolean {
  if (!list) return true;
  return list.some((entry) => entry === '*' || entry === attribute || attribute.startsWith(`${entry}.`));
}

/** Echo of the request parameters, URL-encoded like Algolia's `params`. */
function encodeParams(request: SearchRequest): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (name === 'indexName' || value === undefined) continue;
    params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

function randomQueryID(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function buildHit(record: LoadedRecord, words: readonly QueryWord[], request: SearchRequest): SearchHit {
  const tags: HighlightOptions = {
    preTag: request.highlightPreTag ?? '<mark>',
    postTag: request.highlightPostTag ?? '</mark>',
  };
  const ellipsis = request.snippetEllipsisText ?? '…';
  const retrieve = request.attributesToRetrieve;
  const hit: SearchHit = { objectID: record.objectID };
  // Record text is escaped in the hit itself too: DocSearch renders saved
  // (recent and favorite) searches from these fields as HTML.
  if (selects(retrieve, 'url')) hit.url = record.url;
  if (selects(retrieve, 'type')) hit.type = record.type;
  if (selects(retrieve, 'content')) hit.content = record.content === null ? null : escapeHtml(record.content);
  const retrievedLevels = LEVELS.filter((level) => selects(retrieve, `hierarchy.${level}`));
  if (retrievedLevels.length > 0) {
    hit.hierarchy = Object.fromEntries(
      retrievedLevels.map((level) => [level, record.hierarchy[level] === null ? null : escapeHtml(record.hierarchy[level]!)]),
    );
  }

  const texts: Array<[string, string]> = LEVELS.flatMap((level): Array<[string, string]> =>
    record.hierarchy[level] === null ? [] : [[`hierarchy.${level}`, record.hierarchy[level]!]],
  );
  if (record.content !== null) texts.push(['content', record.content]);

  const highlightResult: NonNullable<SearchHit['_highlightResult']> = {};
  for (const [attribute, text] of texts) {
    if (!selects(request.attributesToHighlight, attribute)) continue;
    const result = highlight(text, words, tags);
    if (attribute === 'content') highlightResult.content = result;
    else (highlightResult.hierarchy ??= {})[attribute.slice('hierarchy.'.length) as HierarchyLevel] = result;
  }
  hit._highlightResult = highlightResult;

  const snippetResult: NonNullable<SearchHit['_snippetResult']> = {};
  for (const [attribute, maxWords] of (request.attributesToSnippet ?? []).map(parseSnippetAttribute)) {
    for (const [name, text] of texts) {
      if (name !== attribute && !name.startsWith(`${attribute}.`)) continue;
      const result = snippet(text, words, { ...tags, maxWords, ellipsis });
      if (name === 'content') snippetResult.content = result;
      else (snippetResult.hierarchy ??= {})[name.slice('hierarchy.'.length) as HierarchyLevel] = result;
    }
  }
  if (request.attributesToSnippet) hit._snippetResult = snippetResult;
  return hit;
}

/** The terms a word matches, with their postings (fetching only the blocks that hold them). */
async function wordMatches(index: IndexLoader, word: QueryWord, keyLength: number): Promise<WordMatch[]> {
  const shard = await index.dictionary(shardKey(word.term, keyLength));
  if (!shard) return [];
  const hits = matchingTerms(word, shard.terms);
  const blocks = new Map<number, Promise<PostingsBlock>>();
  for (const hit of hits) {
    const block = blockOf(shard, hit.term);
    const file = shard.blocks[block];
    if (file !== undefined && !blocks.has(block)) blocks.set(block, index.postings(file));
  }
  // A term the index lists without postings (a damaged or half-deployed index) matches nothing.
  const matches = await Promise.all(
    hits.map(async (hit): Promise<WordMatch | undefined> => {
      const block = blockOf(shard, hit.term);
      const postings = (await blocks.get(block))?.[hit.term - (shard.blockStarts[block] ?? 0)];
      const term = shard.terms[hit.term];
      return term === undefined || postings === undefined ? undefined : { term, typos: hit.typos, kind: hit.kind, postings };
    }),
  );
  return matches.filter((match) => match !== undefined);
}

async function runRequest(index: IndexLoader, request: SearchRequest): Promise<SearchResult> {
  const started = Date.now();
  const query = request.query ?? '';
  const words = queryWords(query);
  const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = request.page ?? 0;
  const result = (hits: SearchHit[], nbHits: number): SearchResult => ({
    hits,
    nbHits,
    page,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Date.now() - started,
    query,
    params: encodeParams(request),
    index: request.indexName,
    queryID: randomQueryID(),
  });
  // Unlike Algolia, an empty query lists nothing: DocSearch never sends one.
  if (words.length === 0) return result([], 0);

  const manifest = await index.manifest();
  const [structure, ...matches] = await Promise.all([
    index.structure(),
    ...words.map((word) => wordMatches(index, word, manifest.shardKeyLength)),
  ]);
  const ranked = rankRecords({ words: matches, frequentTerms: new Set(manifest.frequentTerms), structure });
  const allowed = facetFilter(request.facetFilters, manifest);
  const matching = allowed ? ranked.ids.filter(allowed) : ranked.ids;
  const ids = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const documentShards = [...new Set(ids.map((id) => Math.floor(id / manifest.documentShardSize)))];
  const loaded = new Map(
    await Promise.all(documentShards.map(async (shard) => [shard, await index.documents(shard)] as const)),
  );
  const hits = ids.flatMap((id) => {
    const stored = loaded.get(Math.floor(id / manifest.documentShardSize))?.[id % manifest.documentShardSize];
    return stored ? [buildHit(fromStored(stored), words, request)] : [];
  });
  return result(hits, matching.length);
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const index = createIndexLoader(options);
  const search = async ({ requests }: SearchMethodParams): Promise<SearchResponses> => ({
    results: await Promise.all(requests.map((request) => runRequest(index, request))),
  });
  return { search, searchForHits: search };
}

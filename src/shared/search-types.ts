// Shapes of search records and of the Algolia multi-query call, shared by the
// record extractor (node), the local index builder (node) and both browser
// clients. The record shape is the one DocSearch reads, so records.json can be
// pushed to Algolia unchanged.

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type Hierarchy = Record<HierarchyLevel, string | null>;

export interface SearchRecord {
  /** Stable across builds as long as the page's own structure does not change: `route-n`. */
  objectID: string;
  /** Route, plus `#id` of the nearest heading above the text. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Plain text (never HTML); null for heading records. */
  content: string | null;
  /**
   * Same fields as the DocSearch crawler, so an Algolia index can use
   * `customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']`.
   */
  weight: { pageRank: number; level: number; position: number };
  /** Contextual search facet, as Docusaurus tags its pages: 'default', or 'docs-default-<version>' on a doc. */
  docusaurus_tag?: string;
  /** Name of the docs version, on a doc. */
  version?: string;
}

export type HighlightMatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  /** HTML: escaped text with only the highlight tags inserted. */
  value: string;
  matchLevel: HighlightMatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  /** HTML: escaped text with only the highlight tags and ellipsis inserted. */
  value: string;
  matchLevel: HighlightMatchLevel;
}

/** One entry of `search({ requests })`, as DocSearch 3.9 sends it. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  hitsPerPage?: number;
  page?: number;
  clickAnalytics?: boolean;
  facetFilters?: unknown;
  /** Any other Algolia search parameter (DocSearch's `searchParameters` are spread in). */
  [parameter: string]: unknown;
}

export interface SearchMethodParams {
  requests: SearchRequest[];
}

export interface SearchHit {
  objectID: string;
  url?: string;
  type?: RecordType;
  hierarchy?: Partial<Hierarchy>;
  content?: string | null;
  _highlightResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, SnippetResult>>;
    content?: SnippetResult;
  };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  processingTimeMS: number;
  query: string;
  /** URL-encoded request parameters, as Algolia echoes them. */
  params: string;
  index: string;
  queryID?: string;
}

export interface SearchResponses {
  results: SearchResult[];
}

/** The one method DocSearch 3.9 calls on the client returned by `transformSearchClient`. */
export interface DocSearchCompatibleClient {
  search(params: SearchMethodParams): Promise<SearchResponses>;
}

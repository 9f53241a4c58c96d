// DocSearch puts hit fields into the page as HTML: highlight and snippet
// values, and the raw hierarchy and content of saved (recent and favorite)
// searches. It shows the lvl0 highlight as text (group titles, suggestions).
// Hits from either provider are brought to that contract here, so text from
// the index is always inert and no link can run script.

import { escapeHtml } from '../../src/shared/escape.ts';
import type { HighlightResult, SearchHit, SnippetResult } from '../../src/shared/search-types.ts';
import { decodeEntities } from './highlight-parts.ts';

/**
 * How a provider returns record text: the local index escapes it; Algolia
 * returns it as stored, with only the highlight tags added.
 */
export type HitText = 'escaped' | 'raw';

const MARK_TAGS = /(<\/?mark>)/;
const MARKS = /<\/?mark>/g;

function escapeAroundMarks(value: string): string {
  return value
    .split(MARK_TAGS)
    .map((piece, index) => (index % 2 === 1 ? piece : escapeHtml(piece)))
    .join('');
}

/**
 * Same-site addresses become paths, so hits work on any host the site is
 * served from; anything but http(s) is refused.
 */
export function siteRelativeUrl(url: string, siteUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, siteUrl);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.origin === new URL(siteUrl).origin ? parsed.pathname + parsed.search + parsed.hash : parsed.href;
}

function mapValues<T, U>(record: Partial<Record<string, T>> | undefined, map: (value: T, key: string) => U): Record<string, U> | undefined {
  if (!record) return undefined;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value === undefined ? value : map(value as T, key)])) as Record<string, U>;
}

export function safeHit(hit: SearchHit, text: HitText, siteUrl: string): SearchHit | null {
  const url = hit.url === undefined ? undefined : siteRelativeUrl(hit.url, siteUrl);
  if (url === null) return null;
  const html = text === 'raw' ? escapeHtml : (value: string) => value;
  const marked = text === 'raw' ? escapeAroundMarks : (value: string) => value;
  const plain = (value: string) => (text === 'raw' ? value.replace(MARKS, '') : decodeEntities(value.replace(MARKS, '')));
  const highlight = (result: HighlightResult, level?: string): HighlightResult => ({
    ...result,
    value: level === 'lvl0' ? plain(result.value) : marked(result.value),
  });
  const snip = (result: SnippetResult): SnippetResult => ({ ...result, value: marked(result.value) });
  const safe: SearchHit = { ...hit, url };
  if (hit.hierarchy) safe.hierarchy = mapValues(hit.hierarchy, (value: string | null) => (value === null ? null : html(value)));
  if (typeof hit.content === 'string') safe.content = html(hit.content);
  if (hit._highlightResult) {
    safe._highlightResult = {
      ...hit._highlightResult,
      hierarchy: mapValues(hit._highlightResult.hierarchy, highlight),
      content: hit._highlightResult.content && highlight(hit._highlightResult.content),
    };
  }
  if (hit._snippetResult) {
    safe._snippetResult = {
      ...hit._snippetResult,
      hierarchy: mapValues(hit._snippetResult.hierarchy, snip),
      content: hit._snippetResult.content && snip(hit._snippetResult.content),
    };
  }
  return safe;
}

export function safeHits(hits: readonly SearchHit[], text: HitText, siteUrl: string): SearchHit[] {
  return hits.flatMap((hit) => safeHit(hit, text, siteUrl) ?? []);
}

// Highlighting and snippeting of record text for Algolia-shaped results. Text
// is escaped piece by piece and only the caller's tags and ellipsis are added,
// so markup inside a record always comes back as inert text.

import type { HighlightMatchLevel, HighlightResult, SnippetResult } from '../search-types.ts';
import { escapeHtml } from '../escape.ts';
import { matchTerm } from './match.ts';
import type { QueryWord } from './query.ts';
import { originalPrefixLength, tokenize } from './text.ts';

export interface HighlightOptions {
  preTag: string;
  postTag: string;
}

interface MarkedToken {
  start: number;
  end: number;
  /** End of the highlighted part; equal to `start` when nothing matched. */
  markEnd: number;
}

interface MarkedText {
  tokens: MarkedToken[];
  matchedWords: string[];
  matchLevel: HighlightMatchLevel;
}

function markText(text: string, words: readonly QueryWord[]): MarkedText {
  const matchedTerms = new Set<string>();
  const tokens = tokenize(text).map(({ start, end, term }): MarkedToken => {
    let markEnd = start;
    for (const word of words) {
      const match = matchTerm(word.term, term, word.isLast);
      if (!match) continue;
      matchedTerms.add(word.term);
      const length = match.kind === 'prefix' ? originalPrefixLength(text.slice(start, end), word.term.length) : end - start;
      markEnd = Math.max(markEnd, start + length);
    }
    return { start, end, markEnd };
  });
  const distinct = new Set(words.map((word) => word.term));
  const matchLevel: HighlightMatchLevel =
    matchedTerms.size === 0 ? 'none' : matchedTerms.size === distinct.size ? 'full' : 'partial';
  return { tokens, matchedWords: [...matchedTerms], matchLevel };
}

/** Escaped HTML for text[from, to), with the marked parts of `tokens` wrapped in tags. */
function render(text: string, tokens: readonly MarkedToken[], from: number, to: number, options: HighlightOptions): string {
  let html = '';
  let cursor = from;
  for (const token of tokens) {
    if (token.markEnd === token.start || token.start < from || token.end > to) continue;
    html += escapeHtml(text.slice(cursor, token.start));
    html += options.preTag + escapeHtml(text.slice(token.start, token.markEnd)) + options.postTag;
    cursor = token.markEnd;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

export function highlight(text: string, words: readonly QueryWord[], options: HighlightOptions): HighlightResult {
  const { tokens, matchedWords, matchLevel } = markText(text, words);
  const fullyHighlighted = tokens.length > 0 && tokens.every((token) => token.markEnd === token.end);
  return { value: render(text, tokens, 0, text.length, options), matchLevel, matchedWords, fullyHighlighted };
}

/**
 * At most `maxWords` words around the first match (or from the start when
 * nothing matched), with `ellipsis` where text was cut.
 */
export function snippet(
  text: string,
  words: readonly QueryWord[],
  options: HighlightOptions & { maxWords: number; ellipsis: string },
): SnippetResult {
  const { tokens, matchLevel } = markText(text, words);
  if (tokens.length <= options.maxWords) {
    return { value: render(text, tokens, 0, text.length, options), matchLevel };
  }
  const firstMatch = Math.max(0, tokens.findIndex((token) => token.markEnd > token.start));
  // Some context before the match reads better than a snippet that starts on it.
  let first = Math.max(0, firstMatch - Math.floor((options.maxWords - 1) / 2));
  const last = Math.min(tokens.length, first + options.maxWords);
  first = Math.max(0, last - options.maxWords);
  const from = tokens[first]?.start ?? 0;
  const to = last === tokens.length ? text.length : (tokens[last - 1]?.end ?? text.length);
  const value =
    (first > 0 ? options.ellipsis : '') +
    render(text, tokens, from, to, options) +
    (last < tokens.length ? options.ellipsis : '');
  return { value, matchLevel };
}

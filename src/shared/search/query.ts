// The words of a query as the index sees them.

import { terms } from './text.ts';

export interface QueryWord {
  term: string;
  /** Only the last word is matched as a prefix (Algolia's `prefixLast`). */
  isLast: boolean;
}

/** Algolia ignores words past the tenth; so do we, which also bounds query cost. */
export const MAX_QUERY_WORDS = 10;

export function queryWords(query: string): QueryWord[] {
  const words = terms(query).slice(0, MAX_QUERY_WORDS);
  return words.map((term, index) => ({ term, isLast: index === words.length - 1 }));
}

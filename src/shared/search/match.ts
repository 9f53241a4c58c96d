// When does a query word match an indexed term? The rules follow Algolia's
// defaults: the last word is a prefix (`prefixLast`), one typo from 4
// characters, two typos from 8, a transposition counts as one typo.

export type MatchKind = 'exact' | 'prefix' | 'typo';

export interface TermMatch {
  typos: number;
  kind: MatchKind;
}

export const MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;

export function allowedTypos(word: string): number {
  if (word.length >= MIN_WORD_SIZE_FOR_2_TYPOS) return 2;
  if (word.length >= MIN_WORD_SIZE_FOR_1_TYPO) return 1;
  return 0;
}

/**
 * Optimal-string-alignment distance between `word` and `term`, or between
 * `word` and the closest prefix of `term` when `asPrefix` is set. Returns
 * `max + 1` as soon as the distance is known to exceed `max`.
 */
export function boundedDistance(word: string, term: string, max: number, asPrefix: boolean): number {
  const m = word.length;
  const n = term.length;
  if (!asPrefix && Math.abs(m - n) > max) return max + 1;
  let before = new Array<number>(n + 1);
  let previous = new Array<number>(n + 1);
  let current = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  // Every row has n + 1 cells, filled before they are read (`before` from the second row on).
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= n; j++) {
      const cost = word.charCodeAt(i - 1) === term.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        word.charCodeAt(i - 1) === term.charCodeAt(j - 2) &&
        word.charCodeAt(i - 2) === term.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  if (!asPrefix) return Math.min(previous[n]!, max + 1);
  let best = max + 1;
  for (const value of previous) if (value < best) best = value;
  return best;
}

/** How `word` (normalised) matches `term`, or null. `isLast` enables prefix matching. */
export function matchTerm(word: string, term: string, isLast: boolean): TermMatch | null {
  if (term === word) return { typos: 0, kind: 'exact' };
  // A one-character prefix would match a sixth of the vocabulary; Algolia
  // does it, but nobody reads those hits and it defeats sharding.
  if (isLast && word.length > 1 && term.startsWith(word)) return { typos: 0, kind: 'prefix' };
  const max = allowedTypos(word);
  if (max === 0) return null;
  const typos = boundedDistance(word, term, max, isLast);
  return typos <= max ? { typos, kind: 'typo' } : null;
}

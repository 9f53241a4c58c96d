// Word splitting and normalisation used at index time and at query time; both
// sides must agree byte for byte or prefix and typo matching silently break.

/** A word of some text: its offsets in the original string and its normalised form. */
export interface Token {
  start: number;
  end: number;
  term: string;
}

// Combining marks are kept inside a word so that "é" written as e + U+0301
// stays one word; they are removed by `normalizeWord`.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MARKS = /\p{M}/gu;

/** Longer words (hashes, base64) are cut: nobody types them in full. */
export const MAX_TERM_LENGTH = 32;

export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(MARKS, '').toLowerCase().slice(0, MAX_TERM_LENGTH);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = normalizeWord(match[0]);
    if (term !== '') tokens.push({ start: match.index, end: match.index + match[0].length, term });
  }
  return tokens;
}

export function terms(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}

/**
 * Characters of the original word that cover the first `length` characters of
 * its normalised form, so a prefix match highlights "Inst" in "Installation"
 * even when normalisation changes lengths (ligatures, accents).
 */
export function originalPrefixLength(word: string, length: number): number {
  let covered = 0;
  let index = 0;
  for (const char of word) {
    if (covered >= length) break;
    covered += normalizeWord(char).length;
    index += char.length;
  }
  return index;
}

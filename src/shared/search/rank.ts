// Finds and orders the records of the local index for a query, with the
// criteria of DocSearch's Algolia settings in Algolia's order: typos, best
// attribute (lvl0 … lvl6, content), exact words, then record level (pages,
// then headings by depth, then text) and position. Every query word must
// match (Algolia's default), and only the best record per section is kept
// (DocSearch's `distinct` on url).

import { CONTENT_ATTRIBUTE, TYPE_CODES, forEachRun } from './index-format.ts';
import { allowedTypos, matchTerm, type MatchKind } from './match.ts';
import type { QueryWord } from './query.ts';

/** Record types and sections, decoded once from the structure file. */
export interface IndexStructure {
  /** 0 for lvl1 … 5 for lvl6, 6 for content. */
  levels: Uint8Array;
  /** Number of the heading record whose section holds the record. */
  sections: Int32Array;
}

export function parseStructure(text: string): IndexStructure {
  const rank = new Map(Object.values(TYPE_CODES).map((code, index) => [code, index]));
  const contentLevel = rank.get(TYPE_CODES.content) ?? 0;
  const levels = new Uint8Array(text.length);
  const sections = new Int32Array(text.length);
  let section = 0;
  for (let id = 0; id < text.length; id++) {
    const level = rank.get(text.charAt(id)) ?? contentLevel;
    levels[id] = level;
    if (level !== contentLevel) section = id;
    sections[id] = section;
  }
  return { levels, sections };
}

export interface TermHit {
  /** Index in the shard's sorted terms. */
  term: number;
  typos: number;
  kind: MatchKind;
}

/** Terms of a sorted list that match `word`: a binary search for prefixes, a scan for typos. */
export function matchingTerms(word: QueryWord, terms: readonly string[]): TermHit[] {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle]! < word.term) low = middle + 1;
    else high = middle;
  }
  const hits: TermHit[] = [];
  let end = low;
  for (let term = terms[end]; term?.startsWith(word.term); term = terms[++end]) {
    const match = matchTerm(word.term, term, word.isLast);
    if (match) hits.push({ term: end, ...match });
  }
  if (allowedTypos(word.term) === 0) return hits;
  for (const [index, term] of terms.entries()) {
    if (index >= low && index < end) continue;
    const match = matchTerm(word.term, term, word.isLast);
    if (match) hits.push({ term: index, ...match });
  }
  return hits;
}

/** A term that matches a query word, with its postings. */
export interface WordMatch {
  term: string;
  typos: number;
  kind: MatchKind;
  postings: Array<number | number[]>;
}

export interface RankInput {
  /** Per query word, the terms it matches. */
  words: ReadonlyArray<readonly WordMatch[]>;
  frequentTerms: ReadonlySet<string>;
  structure: IndexStructure;
}

export interface RankOutput {
  /** Best record of every matching section, best first. */
  ids: number[];
  nbHits: number;
}

const UNMATCHED = 255;

/** One byte per record and word: lower is better; typos dominate, then attribute, then exactness. */
function score(typos: number, attribute: number, kind: MatchKind): number {
  return typos * 32 + attribute * 2 + (kind === 'exact' ? 0 : 1);
}

function wordScores(matches: readonly WordMatch[], frequent: ReadonlySet<string>, count: number): Uint8Array {
  const best = new Uint8Array(count).fill(UNMATCHED);
  let everywhere = UNMATCHED;
  for (const match of matches) {
    const { postings } = match;
    for (let i = 0; i < postings.length; i += 2) {
      const value = score(match.typos, postings[i] as number, match.kind);
      forEachRun(postings[i + 1] as number[], (first, last) => {
        for (let id = first; id <= last; id++) if (value < best[id]!) best[id] = value;
      });
    }
    // Content postings of frequent terms were dropped at build time: such a
    // word counts as found in the content of every record.
    if (frequent.has(match.term)) everywhere = Math.min(everywhere, score(match.typos, CONTENT_ATTRIBUTE, match.kind));
  }
  if (everywhere !== UNMATCHED) for (let id = 0; id < count; id++) if (everywhere < best[id]!) best[id] = everywhere;
  return best;
}

export function rankRecords(input: RankInput): RankOutput {
  const { words, structure } = input;
  const count = structure.levels.length;
  if (words.length === 0) return { ids: [], nbHits: 0 };
  const scores = words.map((matches) => wordScores(matches, input.frequentTerms, count));

  // Sort keys pack every criterion above the record number (which doubles as
  // position), so one numeric sort orders them; all fit in 53 bits.
  const allKeys = new Float64Array(count);
  let matched = 0;
  for (let id = 0; id < count; id++) {
    let typos = 0;
    let bestAttribute = 7;
    let attributes = 0;
    let inexact = 0;
    let matchedAll = true;
    for (const wordScore of scores) {
      const value = wordScore[id] ?? UNMATCHED;
      if (value === UNMATCHED) {
        matchedAll = false;
        break;
      }
      typos += value >> 5;
      const attribute = (value >> 1) & 15;
      if (attribute < bestAttribute) bestAttribute = attribute;
      attributes += attribute;
      inexact += value & 1;
    }
    if (!matchedAll) continue;
    const criteria = (((typos * 8 + bestAttribute) * 128 + attributes) * 16 + inexact) * 8 + (structure.levels[id] ?? 0);
    allKeys[matched++] = criteria * 2 ** 30 + id;
  }
  // Typed arrays sort numerically without a comparator call per pair.
  const keys = allKeys.subarray(0, matched).sort();

  const seen = new Uint8Array(count);
  const ids: number[] = [];
  for (const key of keys) {
    const id = key % 2 ** 30;
    const section = structure.sections[id] ?? id;
    if (seen[section]) continue;
    seen[section] = 1;
    ids.push(id);
  }
  return { ids, nbHits: ids.length };
}

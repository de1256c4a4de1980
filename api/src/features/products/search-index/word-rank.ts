import { positionOf, type IdSet } from './id-sets.js';

/** The parts of the catalogue index (catalogue-index.ts) a word's ranking reads. */
export interface WordIndex {
  lexemes: Map<string, IdSet>;
  wordRanks: WordRanks;
}

/**
 * Relevance of one search word, in memory: what PostgreSQL's
 * `ts_rank(search, websearch_to_tsquery('english', word))` gives a product, so
 * that a keyword with filters is ranked without sending its window of matches
 * to the database (that statement was most of PostgreSQL's work in an advanced
 * search).
 *
 * For a query of one word, ts_rank depends only on the weights of the word's
 * positions in the product's vector, in position order (tsrank.c calc_rank_or).
 * The vector is title (A) || keywords (B) || description (C) (migration 0001),
 * and concatenation puts each part's positions after the previous part's, so
 * that order is always the A's, then the B's, then the C's: the rank is a
 * function of three counts. A catalogue has a few dozen such patterns; each
 * posting keeps the number of its pattern (one byte per posting, two past 255
 * patterns), and each pattern its rank.
 */
export interface WordRanks {
  /** Per lexeme, per posting (as its IdSet), the number of its weight pattern. */
  patterns: Map<string, Uint8Array | Uint16Array>;
  /** Rank of each pattern. */
  ranks: Float64Array;
}

/** ts_rank's default weights (D, C, B, A), as the float4 values it computes with. */
const WEIGHT = { A: 1, B: Math.fround(0.4), C: Math.fround(0.2), D: Math.fround(0.1) } as const;

/**
 * ts_rank of one word with `a`, `b` and `c` positions of weight A, B and C, as
 * PostgreSQL computes it in float4 (each step rounded to float4 as C does; the
 * last division is by a double constant). No position at all (a stripped
 * vector) counts as one position of weight D.
 */
export function singleWordRank(a: number, b: number, c: number): number {
  const f = Math.fround;
  const weights = a + b + c === 0 ? [WEIGHT.D] : [...Array<number>(a).fill(WEIGHT.A), ...Array<number>(b).fill(WEIGHT.B), ...Array<number>(c).fill(WEIGHT.C)];
  let sum = 0;
  let largest = -1;
  let largestAt = 0;
  weights.forEach((weight, j) => {
    sum = f(sum + f(weight / ((j + 1) * (j + 1))));
    if (weight > largest) {
      largest = weight;
      largestAt = j;
    }
  });
  return f(f(f(largest + sum) - f(largest / ((largestAt + 1) * (largestAt + 1)))) / 1.64493406685);
}

/**
 * Reads the database's code of a posting's weights (catalogue-index.ts readLexemes: the number of positions, plus
 * 1024 x the first B's and 1024² x the first C's position in the list, 1-based, 0 for none) as its three counts.
 * A lexeme keeps at most 256 positions, so each field fits in ten bits.
 */
export function weightCounts(code: number): { a: number; b: number; c: number } {
  const n = code & 1023;
  const firstB = (code >>> 10) & 1023;
  const firstC = code >>> 20;
  const endA = firstB || firstC || n + 1;
  const endB = firstC || n + 1;
  return { a: endA - 1, b: firstB ? endB - firstB : 0, c: firstC ? n + 1 - firstC : 0 };
}

/** Numbers the weight codes of the postings as patterns, and ranks each pattern. */
export class WordRankBuilder {
  private readonly numbers = new Map<number, number>();
  private readonly byWord = new Map<string, Uint16Array>();

  /** The pattern number of a weight code. */
  pattern(code: number): number {
    let number = this.numbers.get(code);
    if (number === undefined) {
      number = this.numbers.size;
      this.numbers.set(code, number);
    }
    return number;
  }

  add(word: string, patterns: Uint16Array): void {
    this.byWord.set(word, patterns);
  }

  build(): WordRanks {
    const ranks = new Float64Array(this.numbers.size);
    for (const [code, number] of this.numbers) {
      const { a, b, c } = weightCounts(code);
      ranks[number] = singleWordRank(a, b, c);
    }
    // A byte per posting while the patterns fit in one (always, so far): 22 MB less at a million products.
    const narrow = this.numbers.size <= 256;
    const patterns = new Map<string, Uint8Array | Uint16Array>();
    for (const [word, numbers] of this.byWord) patterns.set(word, narrow ? Uint8Array.from(numbers) : numbers);
    return { patterns, ranks };
  }
}

/**
 * Positions offset..end of `window` (matches of `word`, any order) by relevance to the word, then lower id first:
 * the order of `ts_rank(...) desc, id asc`. Null when the word is not a lexeme of the catalogue.
 */
export function rankedByWord(index: WordIndex, word: string, window: number[], offset: number, end: number): number[] | null {
  const postings = index.lexemes.get(word);
  const patterns = index.wordRanks.patterns.get(word);
  if (!postings || !patterns) return null;
  const { ranks } = index.wordRanks;
  const scored = window.map((id) => ({ id, rank: ranks[patterns[positionOf(postings, id)] as number] as number }));
  scored.sort((x, y) => y.rank - x.rank || x.id - y.id);
  return scored.slice(offset, end).map((entry) => entry.id);
}

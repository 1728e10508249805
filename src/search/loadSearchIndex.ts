/** Turns the compact index file into postings the engine scores with, in the browser or in node. */
import lunr from 'lunr';
import { sortedWords } from './sortedWords.js';
import { SEARCH_FORMAT, WEIGHT_SCALE, type IndexFile } from './searchTypes.js';

/** The sections holding one term, ascending, with the term's weight summed over their fields. */
export interface Posting {
  sections: Int32Array;
  weights: Float32Array;
}

/** A loaded index. */
export interface LoadedIndex {
  /** Every index term, sorted. */
  terms: string[];
  /** Term → position in `terms` and `postings`. */
  termIds: Map<string, number>;
  postings: Posting[];
  /** Number of sections. */
  sectionCount: number;
  /** lunr's automaton over the terms, for typo matching. */
  tokenSet: lunr.TokenSet;
  /** Index terms and the words that stem to them, sorted, each with its term. */
  words: Array<[word: string, term: string]>;
}

/** What scoring reads of an index: a loaded index, or the terms a sharded one has loaded so far. */
export type PostingIndex = Pick<LoadedIndex, 'termIds' | 'postings' | 'sectionCount'>;

/**
 * One term's posting from a postings shard (per field, `[sectionDelta, weight, …]`), summed
 * over fields in field order as `unpackPostings` sums them, in float32 like it: the same bits.
 */
export function postingOfFields(fields: number[][]): Posting {
  const sums = new Map<number, number>();
  for (const packed of fields) {
    let section = 0;
    for (let at = 0; at < packed.length; at += 2) {
      section += packed[at]!;
      sums.set(section, Math.fround((sums.get(section) ?? 0) + packed[at + 1]! / WEIGHT_SCALE));
    }
  }
  const sections = Int32Array.from([...sums.keys()].sort((a, b) => a - b));
  return { sections, weights: Float32Array.from(sections, (section) => sums.get(section)!) };
}

/** Calls `visit(term, weight)` for every entry of one packed field vector. */
function forEachEntry(packed: number[], visit: (term: number, weight: number) => void) {
  let term = 0;
  for (let at = 0; at < packed.length; at += 2) visit((term += packed[at]!), packed[at + 1]! / WEIGHT_SCALE);
}

/**
 * Unpacks the field vectors of every section into one posting list per term, summing a
 * term's weights over the fields of a section: a query term boosts every field alike, so
 * lunr's per-field dot products add up to that sum. Two passes over flat typed arrays: this
 * runs while the dialog opens, on the 1,000-page corpus too.
 */
function unpackPostings(file: IndexFile): Posting[] {
  const termCount = file.terms.length;
  const lastSection = new Int32Array(termCount).fill(-1);
  const offsets = new Int32Array(termCount + 1);
  file.vectors.forEach((fields, section) => {
    for (const packed of fields) {
      forEachEntry(packed, (term) => {
        if (lastSection[term] === section) return;
        lastSection[term] = section;
        offsets[term + 1]!++;
      });
    }
  });
  for (let term = 0; term < termCount; term++) offsets[term + 1]! += offsets[term]!;
  const sections = new Int32Array(offsets[termCount]!);
  const weights = new Float32Array(offsets[termCount]!);
  const cursor = offsets.slice(0, termCount);
  const slot = new Int32Array(termCount);
  lastSection.fill(-1);
  file.vectors.forEach((fields, section) => {
    for (const packed of fields) {
      forEachEntry(packed, (term, weight) => {
        if (lastSection[term] !== section) {
          lastSection[term] = section;
          slot[term] = cursor[term]!++;
          sections[slot[term]!] = section;
        }
        weights[slot[term]!]! += weight;
      });
    }
  });
  return file.terms.map((_, term) => ({ sections: sections.subarray(offsets[term]!, offsets[term + 1]!), weights: weights.subarray(offsets[term]!, offsets[term + 1]!) }));
}

/** Loads the index file; throws on a file from another format version. */
export function loadSearchIndex(file: IndexFile): LoadedIndex {
  if (file.format !== SEARCH_FORMAT) throw new Error(`search index format ${String(file.format)} is not ${SEARCH_FORMAT}: rebuild the site`);
  const words = sortedWords(file.terms, file.forms);
  return {
    terms: file.terms,
    termIds: new Map(file.terms.map((term, at) => [term, at])),
    postings: unpackPostings(file),
    sectionCount: file.vectors.length,
    tokenSet: (lunr.TokenSet as unknown as { fromArray(sorted: string[]): lunr.TokenSet }).fromArray(file.terms),
    words,
  };
}

/** Turns the compact index file into postings the engine scores with, in the browser or in node. */
import lunr from 'lunr';
import { sortedWords } from './sortedWords.js';
import { SEARCH_FORMAT, type IndexFile, type TermPostings } from './searchTypes.js';
import { TermWeigher } from './termWeights.js';

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
 * One term's posting from its raw counts (a postings shard's, or the index file's): lunr's
 * weights (`TermWeigher`) summed over the fields of each section in field order, in float32:
 * the same bits from the whole file as from a shard.
 */
export function postingOfFields(fields: TermPostings, weigher: TermWeigher): Posting {
  const sums = new Map<number, number>();
  weigher.forEach(fields, (_field, section, weight) => sums.set(section, Math.fround((sums.get(section) ?? 0) + weight)));
  const sections = Int32Array.from([...sums.keys()].sort((a, b) => a - b));
  return { sections, weights: Float32Array.from(sections, (section) => sums.get(section)!) };
}

/** Loads the index file; throws on a file from another format version. */
export function loadSearchIndex(file: IndexFile): LoadedIndex {
  if (file.format !== SEARCH_FORMAT) throw new Error(`search index format ${String(file.format)} is not ${SEARCH_FORMAT}: rebuild the site`);
  const words = sortedWords(file.terms, file.forms);
  const weigher = new TermWeigher(file);
  return {
    terms: file.terms,
    termIds: new Map(file.terms.map((term, at) => [term, at])),
    postings: file.postings.map((fields) => postingOfFields(fields, weigher)),
    sectionCount: file.sectionCount,
    tokenSet: (lunr.TokenSet as unknown as { fromArray(sorted: string[]): lunr.TokenSet }).fromArray(file.terms),
    words,
  };
}

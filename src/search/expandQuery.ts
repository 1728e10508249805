/**
 * Turns what the reader typed into index terms, each with how well it matches: exactly,
 * as part of an identifier, as the prefix of the word being typed, or within an edit
 * distance (typos). Shared by the browser and the relevance tests.
 */
import lunr from 'lunr';
import type { AnalyzedWord, Analyzer } from './analyze.js';
import type { LoadedIndex } from './loadSearchIndex.js';
import { reachableTypo } from './typoKeys.js';

/** Match quality; exact matches always rank above fuzzy ones. */
export const TIER = { exact: 4, part: 3, prefix: 2, fuzzy1: 1, fuzzy2: 0.5 } as const;

/** lunr clause boost per tier: the score ordering among results of equal tiers. */
const BOOST: Record<number, number> = { [TIER.exact]: 10, [TIER.part]: 6, [TIER.prefix]: 3, [TIER.fuzzy1]: 2, [TIER.fuzzy2]: 1 };
export const boostOf = (tier: number) => BOOST[tier] ?? 1;

/** A query word with the index terms it matches. */
export interface ExpandedWord {
  word: AnalyzedWord;
  /** Index term → best tier. */
  terms: Map<string, number>;
  /** Stop words never have to match. */
  required: boolean;
  /** The word being typed, of which `typing` left out terms it would have matched (its typos, its prefixes, or the whole word). */
  held?: boolean;
}

/** How to expand a query. */
export interface ExpandOptions {
  /**
   * The query as searched while keys keep coming (`ShardedSearch`, which searches the rest once
   * the reader stops): the word being typed without its typos (one edit and two), without its
   * prefixes while it has fewer than `PREFIX_LETTERS`, and not at all while it has fewer than
   * `TYPED_LETTERS`; a word being typed that matches nothing then is not required (the list
   * shows the other words' results meanwhile). Such a word is marked `held` when it would have
   * matched more. On a large sharded index those were most of what a query typed at a reader's
   * pace fetched: a typo's neighbours sit in postings shards all over the vocabulary, new at
   * each letter, and a word's first letters expand to its shortest, commonest words, whose
   * postings are the largest (up to 100 KB gzip each at 20,000 pages).
   */
  typing?: boolean;
}

/** Letters from which the word being typed is searched while keys keep coming (`ExpandOptions.typing`). */
export const TYPED_LETTERS = 3;

/** Letters from which the word being typed expands to the words it starts while keys keep coming; below, it matches as a whole word. */
export const PREFIX_LETTERS = 4;

/** Prefixes of one or two letters would expand to half the vocabulary. */
const MAX_PREFIX_TERMS = 40;

/**
 * Terms a prefix of one or two letters expands to: such a prefix starts thousands of words,
 * and a sharded index fetches the postings of every term it expands to on a word's first
 * keystrokes, most of what a reader typing a query fetched at 5,000 pages. One letter says
 * too little to rank forty words by anyway; from the third letter on, `MAX_PREFIX_TERMS`.
 */
const SHORT_PREFIX_TERMS = [10, 20];
const prefixLimit = (prefix: string) => SHORT_PREFIX_TERMS[[...prefix].length - 1] ?? MAX_PREFIX_TERMS;
export const MAX_QUERY_WORDS = 12;

/** lunr's fuzzy automaton, which @types/lunr leaves out. */
type FuzzyTokenSets = { fromFuzzyString(term: string, distance: number): lunr.TokenSet };
const fuzzySet = (term: string, distance: number) => (lunr.TokenSet as unknown as FuzzyTokenSets).fromFuzzyString(term, distance);

/**
 * The index's words as expansion reads them: whole (`vocabularyOf`, a loaded index) or
 * in shards (`ShardedSearch`), which gives the same answers once the shards it needs are in.
 */
export interface Vocabulary {
  /** Whether `term` is an index term. */
  has(term: string): boolean;
  /** Calls `visit(word, term)` for the sorted words from the first not before `from`, until `visit` returns false. */
  walkWords(from: string, visit: (word: string, term: string) => boolean): void;
  /** Index terms within `distance` edits of `term`. */
  fuzzyTerms(term: string, distance: number): string[];
  /** Whether a lookup so far lacked part of the vocabulary (a sharded one not fetched yet): its answers may grow. */
  lacking?(): boolean;
}

/** First position in the sorted word list not before `prefix`. */
export function lowerBound(words: ReadonlyArray<readonly [string, string]> | readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const word = words[middle]!;
    if ((typeof word === 'string' ? word : word[0]) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Terms whose word starts with `prefix` (`portf` → `portfolio`, `tradin` → `trade`), shortest first. */
export function prefixTerms(vocabulary: Vocabulary, prefix: string): string[] {
  if (!prefix) return [];
  const limit = prefixLimit(prefix);
  const found = new Map<string, number>();
  vocabulary.walkWords(prefix, (word, term) => {
    if (!word.startsWith(prefix)) return false;
    found.set(term, Math.min(found.get(term) ?? Infinity, word.length));
    return found.size < limit * 8;
  });
  return [...found].sort((a, b) => a[1] - b[1]).slice(0, limit).map(([term]) => term);
}

/** The lunr automaton of `distance` edits around `term` intersected with the index's terms. */
export function fuzzyMatches(terms: lunr.TokenSet, term: string, distance: number): string[] {
  return terms.intersect(fuzzySet(term, distance)).toArray();
}

/** The vocabulary of a loaded index. */
export function vocabularyOf(index: LoadedIndex): Vocabulary {
  return {
    has: (term) => index.termIds.has(term),
    walkWords(from, visit) {
      for (let at = lowerBound(index.words, from); at < index.words.length; at++) if (!visit(...index.words[at]!)) return;
    },
    // Two edits as far as a sharded index reaches (`reachableTypo`): both engines answer alike.
    fuzzyTerms: (term, distance) => fuzzyMatches(index.tokenSet, term, distance).filter((found) => distance === 1 || reachableTypo(term, found, distance)),
  };
}

/** Letters from which a word tolerates one typo. */
const TYPO_LETTERS = 4;

/**
 * Whether to look for one-edit typos of a word: of `TYPO_LETTERS` or more, and, for the word
 * being typed, not while it is only the start of terms (no term is the word, some start with
 * it): the reader is taken as still typing one of those. On a large site each such keystroke's
 * neighbours (“pung”: pang, ping, lung, punk…) sit in postings shards all over the vocabulary,
 * and a letter later they are others: on 5,000 pages, typos fetched a fifth of a typed query's
 * bytes, for matches that rank below its prefix matches. A word that is a term (“tips”), or
 * that nothing starts with (“crdits”), or a finished one (a space or another word after it)
 * keeps them. A vocabulary still `lacking` shards may not know yet what starts with the word:
 * its typos wait for the next try (a sharded search expands again once they are in).
 */
function wantsTypos(surface: string, isLast: boolean, exact: number, prefixes: number, index: Vocabulary): boolean {
  if (surface.length < TYPO_LETTERS) return false;
  if (!isLast || exact > 0) return true;
  return prefixes === 0 && !index.lacking?.();
}

function expandWord(word: AnalyzedWord, isLast: boolean, index: Vocabulary, typing: boolean): ExpandedWord {
  const terms = new Map<string, number>();
  if (typing && isLast && [...word.surface].length < TYPED_LETTERS) return { word, terms, required: false, held: true };
  const add = (term: string, tier: number) => {
    if ((terms.get(term) ?? 0) < tier) terms.set(term, tier);
  };
  let held = false;
  const typosOf = (term: string, distance: number) => {
    if (typing && isLast) held = true;
    else for (const near of index.fuzzyTerms(term, distance)) add(near, distance === 1 ? TIER.fuzzy1 : TIER.fuzzy2);
  };
  for (const { term, kind } of word.terms) if (index.has(term)) add(term, kind === 'part' ? TIER.part : TIER.exact);
  const exact = terms.size;
  if (isLast && typing && [...word.surface].length < PREFIX_LETTERS) held = true;
  else if (isLast) for (const term of prefixTerms(index, word.surface)) add(term, TIER.prefix);
  const prefixes = terms.size - exact;
  for (const { term, surface } of word.terms) if (wantsTypos(surface, isLast, exact, prefixes, index)) typosOf(term, 1);
  // Two edits only where one found nothing: on short words they mostly match noise.
  if (terms.size === 0) {
    for (const { term, surface } of word.terms) if (surface.length >= 5) typosOf(term, 2);
  }
  return { word, terms, required: !word.stop && !(held && terms.size === 0), ...(held ? { held } : {}) };
}

/**
 * The words of a query with their terms. The last word counts as a prefix unless the query
 * ends with a space (the reader finished it). Paths normalise their trailing slash away, so
 * `/agent/` still ends the query.
 */
export function expandQuery(query: string, index: Vocabulary, analyzer: Analyzer, options: ExpandOptions = {}): ExpandedWord[] {
  const text = query.slice(0, 200);
  const words = analyzer.analyzeText(text).slice(0, MAX_QUERY_WORDS);
  // The last word may be half typed, whether a plain word (`buy`) or a path (`/agent/{agent_id}/bu`).
  const typingEnd = /\s$/.test(text) ? -1 : text.length;
  return words.map((word) => expandWord(word, word.end === typingEnd, index, options.typing === true));
}

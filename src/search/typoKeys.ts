/**
 * Where a typo's terms are looked up in a sharded index (`typoKeys`), and the rule both
 * engines share for two edits (`reachableTypo`): a sharded index finds terms by their start
 * (words shards) and end (tails shards), so a term two edits away that keeps neither end is
 * out of its reach; the whole index leaves those out too, so that both give the same results.
 */
import { reversed } from './sortedWords.js';

/** Terms this long or shorter are also listed in `shorts`. */
export const SHORT_TERM = 4;

/**
 * The shorts list holds the terms this long or shorter: every term one edit from a term of
 * `SHORT_TERM` letters or fewer, so that such a typo is looked up there alone, not among the
 * words too (`grem`: `gr…` ran over 8 words shards at 5,237 pages).
 */
export const SHORTS_LIST = SHORT_TERM + 1;

/**
 * The ranges a term's typos can hide in: a term within one edit of `term` (of five letters
 * or more) keeps its first `h` letters or its last `n - 1 - h` (`oneEditHead`: any `h` from 1
 * to n - 2): an edit before the h-th letter leaves every letter after the one next to it alone. The longer the
 * key, the narrower the range a search fetches (`grigyst`: terms starting with `gri` or ending
 * with `yst`, not all those ending with `st`). In four letters a swap of the middle two
 * touches both halves: `from` ~ `form` starts with the first and third letter; in three, the
 * first two swapped, and a changed middle letter (`tra` ~ `tea`) leaves only the first: those
 * are looked up among the short terms (`shorts`: one edit leaves them four letters or fewer;
 * two edits, among the words), and a term of two letters among all of them. Two edits (only tried when one found nothing) are found when they leave the first
 * two letters or the last two alone (`reachableTypo`).
 */
export function typoKeys(term: string, distance = 1, headLength = oneEditHead(term)): TypoKeys {
  const head = distance === 1 && term.length >= 5 ? headLength : 2;
  const tail = distance === 1 && term.length >= 5 ? term.length - 1 - head : 2;
  const first = term.slice(0, head);
  const swapped = term.length <= 4 && term.length >= 3 ? [term[0]! + term[2]!, term[1]! + term[0]!] : [];
  // One edit that changes both a short term's ends leaves it four letters or fewer: looked up
  // among the short terms, not the words (`htis`: `th…` ran over 105 words shards at 20,000 pages).
  const shortOnly = distance === 1 && term.length <= SHORT_TERM;
  const keys: TypoKeys = { heads: shortOnly ? [] : distance === 1 ? [first] : [...new Set([first, ...swapped])], tail: reversed(term).slice(0, tail) };
  if (shortOnly) keys.shortHeads = [...new Set([first, ...swapped])];
  // Two letters (`go`, whose typo `no` shares neither end): every short term.
  if (term.length <= 3) keys.short = term.length <= 2 ? '' : term.slice(0, 1);
  return keys;
}

/**
 * The head length `typoKeys` takes for one edit in a term of five letters or more when no
 * other is asked for: the two keys alike (`h` = ⌊(n - 1) / 2⌋). Any `h` from 1 to n - 2 finds
 * every term one edit away (the edit falls before the h-th letter or after it); a sharded
 * index takes the one whose two ranges span the fewest shards (`ShardedVocabulary`).
 */
export function oneEditHead(term: string): number {
  return Math.floor((term.length - 1) / 2);
}

/** Every start `typoKeys` looks up among the short terms: `short`, then `shortHeads`. */
export function shortStartsOf({ short, shortHeads = [] }: TypoKeys): string[] {
  return short === undefined ? shortHeads : [short, ...shortHeads];
}

/**
 * Where `typoKeys` looks: `heads` among the words (terms starting so), `tail` among the tails
 * (terms ending so, reversed), `short` and `shortHeads` among the short terms (those of
 * `SHORT_TERM` letters or fewer starting so).
 */
export interface TypoKeys {
  heads: string[];
  tail: string;
  short?: string;
  shortHeads?: string[];
}

/**
 * Whether `found` (a term within `distance` edits of `term`) lies in the ranges `typoKeys`
 * names: every term one edit away does; for two, when it shares the first or last two letters (or is
 * a short term in reach). Two edits at both ends (`cponwaxhof` ~ `ponwaxhofe`, a letter added
 * in front and, by stemming, one taken off the end) are found by neither engine: finding
 * them in shards would take every term's list (220 KB gzip at 5,000 pages) or lists keyed by
 * a word's middle letters.
 */
export function reachableTypo(term: string, found: string, distance: number): boolean {
  const keys = typoKeys(term, distance);
  const { heads, tail } = keys;
  const shortStarts = shortStartsOf(keys);
  const shortest = distance === 1 ? SHORTS_LIST : SHORT_TERM;
  return heads.some((head) => found.startsWith(head)) || found.endsWith(reversed(tail)) || (found.length <= shortest && shortStarts.some((start) => found.startsWith(start)));
}

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
 * The ranges a term's typos can hide in: a term within one edit of `term` (of five letters
 * or more) keeps its first `h` letters or its last `n - 1 - h` (`h` = ⌊(n - 1) / 2⌋): an edit
 * before the h-th letter leaves every letter after the one next to it alone. The longer the
 * key, the narrower the range a search fetches (`grigyst`: terms starting with `gri` or ending
 * with `yst`, not all those ending with `st`). In four letters a swap of the middle two
 * touches both halves: `from` ~ `form` starts with the first and third letter; in three, the
 * first two swapped, and a changed middle letter (`tra` ~ `tea`) leaves only the first: those
 * are looked up among the short terms (`shorts`), and a term of two letters among all of
 * them. Two edits (only tried when one found nothing) are found when they leave the first
 * two letters or the last two alone (`reachableTypo`).
 */
export function typoKeys(term: string, distance = 1): { heads: string[]; tail: string; short?: string } {
  const head = distance === 1 && term.length >= 5 ? Math.floor((term.length - 1) / 2) : 2;
  const tail = distance === 1 && term.length >= 5 ? term.length - 1 - head : 2;
  const heads = new Set([term.slice(0, head)]);
  if (term.length <= 4 && term.length >= 3) heads.add(term[0]! + term[2]!).add(term[1]! + term[0]!);
  // Two letters (`go`, whose typo `no` shares neither end): every short term.
  return { heads: [...heads], tail: reversed(term).slice(0, tail), ...(term.length <= 3 ? { short: term.length <= 2 ? '' : term.slice(0, 1) } : {}) };
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
  const { heads, tail, short } = typoKeys(term, distance);
  return (
    heads.some((head) => found.startsWith(head)) || found.endsWith(reversed(tail)) || (short !== undefined && found.length <= SHORT_TERM && found.startsWith(short))
  );
}

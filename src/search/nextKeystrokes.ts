/**
 * What a reader most likely types next, guessed from the words shards a page has already
 * fetched (no fetch of its own): `ShardedSearch.prefetchAfter` searches those queries in the
 * background, so that the shards the next keystroke needs (its typo tails, the postings of its
 * new expansions, the pages of its results) are in before the key is pressed.
 */
import { lowerBound } from './expandQuery.js';
import type { ShardRef, WordsShard } from './searchTypes.js';
import { coveringShard, type ShardStore } from './shardStore.js';

/** Words read at most per guess: a short prefix's range can hold thousands, and a sample of them ranks the letters as well. */
const MAX_WORDS_READ = 4_000;

/** The letters typed next by the words of a prefix, those of most words first, and whether the prefix is a word itself. */
export interface NextLetters {
  letters: string[];
  whole: boolean;
}

/**
 * The `count` letters that most of the index's words starting with `prefix` continue with
 * (ties in alphabetical order), and whether `prefix` is itself a word; read from the words
 * shards in `store` only, stopping at the first one not fetched.
 */
export function likelyNextLetters(words: ShardRef[], store: ShardStore, prefix: string, count: number): NextLetters {
  const tally = new Map<string, number>();
  const ignored = new Set<string>();
  let whole = false;
  let read = 0;
  for (let at = Math.max(0, coveringShard(words, prefix)); at < words.length && read < MAX_WORDS_READ; at++) {
    const shard = store.get<WordsShard>(words[at]!.url, ignored);
    if (!shard) break;
    let entry = lowerBound(shard.words, prefix);
    for (; entry < shard.words.length && read < MAX_WORDS_READ; entry++, read++) {
      const word = shard.words[entry]!;
      if (!word.startsWith(prefix)) break;
      if (word.length === prefix.length) whole = true;
      else {
        const letter = String.fromCodePoint(word.codePointAt(prefix.length)!);
        tally.set(letter, (tally.get(letter) ?? 0) + 1);
      }
    }
    if (entry < shard.words.length) break;
  }
  const letters = [...tally].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, count);
  return { letters: letters.map(([letter]) => letter), whole };
}

/**
 * The `count` letters that follow `prefix` in the most words shards' range starts (ties in
 * alphabetical order): with shards of about equal size, how many of the index's words go on
 * with each, read from the manifest alone. For the letters the words shards fetched cannot
 * tell: a new word's first (every range) and its second (the page holds the first shards of
 * the letter's range at most, a biased sample). A shard starting at `prefix` itself says nothing.
 */
export function likelyLettersOfRanges(words: ReadonlyArray<Pick<ShardRef, 'first'>>, prefix: string, count: number): string[] {
  const tally = new Map<string, number>();
  for (let at = Math.max(0, coveringShard(words, prefix)); at < words.length; at++) {
    const key = words[at]!.first;
    if (key > prefix && !key.startsWith(prefix)) break;
    if (key.length <= prefix.length || !key.startsWith(prefix)) continue;
    const letter = String.fromCodePoint(key.codePointAt(prefix.length)!);
    tally.set(letter, (tally.get(letter) ?? 0) + 1);
  }
  return [...tally]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([letter]) => letter);
}

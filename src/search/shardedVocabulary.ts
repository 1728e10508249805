/**
 * The vocabulary of a sharded index (`Vocabulary`, as query expansion reads it), answered
 * from the words and tails shards fetched so far. Every lookup names the shards it needs
 * and lacked, so a search fetches them and expands again: the answers are then those of the
 * whole index, typos included (two edits as far as `reachableTypo` reaches, in both).
 */
import lunr from 'lunr';
import { fuzzyMatches, lowerBound, type Vocabulary } from './expandQuery.js';
import { coveringShard, type ShardStore } from './shardStore.js';
import { compareStrings, reversed, SHORT_TAIL, tailKey, tailRangeKey } from './sortedWords.js';
import { oneEditHead, SHORT_TERM, shortStartsOf, typoKeys } from './typoKeys.js';
import { shardRefs, type IndexShards } from './shardLists.js';
import type { ShardRef, TailsShard, WordsShard } from './searchTypes.js';

/** lunr's automaton over sorted terms, which @types/lunr leaves out. */
const tokenSetOf = (sorted: string[]) => (lunr.TokenSet as unknown as { fromArray(sorted: string[]): lunr.TokenSet }).fromArray(sorted);

/** Tails shards keep terms forwards; their sort keys (`tailKey`) are worked out once per shard. */
const tailKeys = new WeakMap<TailsShard, string[]>();
const tailKeysOf = (shard: TailsShard) => tailKeys.get(shard) ?? tailKeys.set(shard, shard.terms.map(tailKey)).get(shard)!;

/** The tails list's keys a typo of `term` within `distance` edits ending in `tail` (reversed) may have: one per class of the lengths it reaches. */
function tailRanges(term: string, tail: string, distance: number): string[] {
  const keys = new Set<string>();
  for (let length = Math.max(1, term.length - distance); length <= term.length + distance; length++) keys.add(tailRangeKey(length, tail));
  return [...keys];
}

/** A tails shard's `tailpostings` shards as ranges with URLs, worked out once per shard. */
const tailPostingsRefs = new WeakMap<TailsShard, ShardRef[]>();

/** Tokens sets of typo candidates, by their keys: every keystroke of a word asks for the same ones. */
const MAX_CACHED_SETS = 64;

/** Vocabulary lookups over the fetched shards of one index; one per search attempt (`missing` collects what it lacked). */
export class ShardedVocabulary implements Vocabulary {
  constructor(
    private readonly shards: IndexShards,
    private readonly store: ShardStore,
    private readonly missing: Set<string>,
    private readonly tokenSets: Map<string, lunr.TokenSet>,
    /**
     * Terms a typo found in a tails shard, by the URL of their postings there (`TailsShard.postings`):
     * those that keep the typo's end and not its start, whose postings shards in term order are
     * scattered, the one from which they are fetched (`ShardedSearch`).
     */
    private readonly tailPostings = new Map<string, string>(),
  ) {}

  lacking(): boolean {
    return this.missing.size > 0;
  }

  has(term: string): boolean {
    const at = coveringShard(this.shards.words, term);
    const shard = at < 0 ? undefined : this.store.get<WordsShard>(this.shards.words[at]!.url, this.missing);
    if (!shard) return false;
    for (let entry = lowerBound(shard.words, term); shard.words[entry] === term; entry++) if (!shard.stems[entry]) return true;
    return false;
  }

  walkWords(from: string, visit: (word: string, term: string) => boolean): void {
    // Prefix expansion stops after 320 terms, which words shards of 150–250 words hold in two or
    // three: the next two at most, not the whole range. One more than one ahead saved a new
    // word's first letter a round trip (at most 3, not 4, at 5,000 pages: laterKeystrokesOffline.mjs).
    this.walk(from, visit, 2);
  }

  /**
   * `walkWords`, saying whether it stopped for a shard not fetched yet (false). Words starting
   * with `from` may span several shards: on a missing one it also asks for up to `ahead` more
   * of that range at once, rather than one a round trip.
   */
  private walk(from: string, visit: (word: string, term: string) => boolean, ahead = Infinity): boolean {
    const start = Math.max(0, coveringShard(this.shards.words, from));
    for (let at = start; at < this.shards.words.length; at++) {
      const shard = this.store.get<WordsShard>(this.shards.words[at]!.url, this.missing);
      if (!shard) return this.askAhead(this.shards.words, from, at, ahead);
      for (let entry = at === start ? lowerBound(shard.words, from) : 0; entry < shard.words.length; entry++) {
        if (!visit(shard.words[entry]!, shard.stems[entry] || shard.words[entry]!)) return true;
      }
    }
    return true;
  }

  /** Adds the terms of a tails-like list (`tails`, `shorts`) whose key starts with `key`, each with its shard; false when a shard was missing. */
  private walkTerms(list: ShardRef[], key: string, keysOf: (shard: TailsShard) => string[], add: (term: string, shard: TailsShard) => void): boolean {
    const start = Math.max(0, coveringShard(list, key));
    for (let at = start; at < list.length; at++) {
      const shard = this.store.get<TailsShard>(list[at]!.url, this.missing);
      if (!shard) return this.askAhead(list, key, at, Infinity);
      const keys = keysOf(shard);
      for (let entry = at === start ? lowerBound(keys, key) : 0; entry < keys.length; entry++) {
        if (!keys[entry]!.startsWith(key)) return true;
        add(shard.terms[entry]!, shard);
      }
    }
    return true;
  }

  /** Notes as missing the shards after `at` that keys starting with `prefix` may reach, up to `ahead` of them; always false (the walk is incomplete). */
  private askAhead(list: ShardRef[], prefix: string, at: number, ahead: number): false {
    const last = Math.min(coveringShard(list, `${prefix}\uffff`), at + ahead);
    for (let next = at + 1; next <= last; next++) this.store.get(list[next]!.url, this.missing);
    return false;
  }

  /**
   * The head length for one edit in `term` (`oneEditHead`) whose words range and tails range
   * together span the fewest shards, by the manifest's ranges alone (`quermo`: `que…` and
   * `…mo` where `qu…` ran over 17 words shards at 20,000 pages); the balanced one on a tie.
   */
  private narrowestHead(term: string): number {
    let best = oneEditHead(term);
    const span = (list: ShardRef[], key: string) => coveringShard(list, `${key}\uffff`) - Math.max(0, coveringShard(list, key));
    const tailsSpan = (tail: string) => tailRanges(term, tail, 1).reduce((sum, key) => sum + span(this.shards.tails, key), 0);
    const cost = (head: number) => span(this.shards.words, term.slice(0, head)) + tailsSpan(reversed(term).slice(0, term.length - 1 - head));
    let least = cost(best);
    for (let head = 1; head <= term.length - 2 && least > 0; head++) {
      const shards = cost(head);
      if (shards < least) [best, least] = [head, shards];
    }
    return best;
  }

  /**
   * Index terms within `distance` edits of `term`, found among the terms `typoKeys` names
   * (lunr's automaton, as over the whole index): for one edit, all the whole index has; for
   * two (tried only when one found nothing), those that leave either end of the term alone,
   * which is all the whole index takes too (`reachableTypo`).
   */
  fuzzyTerms(term: string, distance: number): string[] {
    // Two edits are tried when one found nothing, which a missing shard can only seem to say: wait for the next try.
    if (distance > 1 && this.missing.size > 0) return [];
    const keys = typoKeys(term, distance, distance === 1 && term.length >= 5 ? this.narrowestHead(term) : undefined);
    const { heads, tail } = keys;
    const shortStarts = shortStartsOf(keys);
    const cacheKey = `${heads.join(' ')} ${tail} ${shortStarts.join(' ')} ${term.length} ${distance}`;
    let tokenSet = this.tokenSets.get(cacheKey);
    if (!tokenSet) {
      const candidates = new Set<string>();
      // Only terms of a length the automaton can reach: a smaller automaton, the same matches.
      const add = (found: string) => void (Math.abs(found.length - term.length) <= distance && candidates.add(found));
      let complete = true;
      const inTails = new Map<string, TailsShard>();
      const addFromTails = (found: string, shard: TailsShard) => {
        add(found);
        if (shard.postings && found.length <= SHORT_TAIL) inTails.set(found, shard);
      };
      for (const key of tailRanges(term, tail, distance)) complete = this.walkTerms(this.shards.tails, key, tailKeysOf, addFromTails) && complete;
      // Two edits reach the short terms of `SHORT_TERM` letters only (`reachableTypo`); the list holds longer ones for one edit.
      const addShort = distance === 1 ? add : (found: string) => found.length <= SHORT_TERM && add(found);
      for (const start of shortStarts) complete = this.walkTerms(this.shards.shorts, start, (shard) => shard.terms, addShort) && complete;
      for (const head of heads) {
        const walked = this.walk(head, (word, stem) => {
          if (!word.startsWith(head)) return false;
          if (word === stem) add(word);
          return true;
        });
        complete &&= walked;
      }
      if (!complete) return [];
      this.noteTailPostings(term, inTails);
      tokenSet = tokenSetOf([...candidates].sort(compareStrings));
      if (this.tokenSets.size >= MAX_CACHED_SETS) this.tokenSets.delete(this.tokenSets.keys().next().value!);
      this.tokenSets.set(cacheKey, tokenSet);
    }
    return fuzzyMatches(tokenSet, term, distance);
  }

  /**
   * Notes where the postings of the terms a typo of `term` found in tails shards are, in those
   * shards' lists (`tailPostings`): those that do not start with the term's first two letters,
   * whose postings shards in term order are scattered (`grem`: rem, trem, brem, gem); the
   * others (and the term itself) sit near the term's own postings.
   */
  private noteTailPostings(term: string, inTails: Map<string, TailsShard>): void {
    const start = term.slice(0, 2);
    for (const [found, shard] of inTails) {
      if (found.startsWith(start)) continue;
      const refs = tailPostingsRefs.get(shard) ?? tailPostingsRefs.set(shard, shardRefs(shard.postings!, this.shards.folder, 'tailpostings')).get(shard)!;
      const ref = refs[coveringShard(refs, tailKey(found))];
      if (ref) this.tailPostings.set(found, ref.url);
    }
  }
}

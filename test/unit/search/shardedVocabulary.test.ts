import { describe, expect, it } from 'vitest';
import { random } from '../../../bench/corpus.mjs';
import { vocabularyOf } from '../../../src/search/expandQuery.js';
import { loadSearchIndex } from '../../../src/search/loadSearchIndex.js';
import { indexShards } from '../../../src/search/shardLists.js';
import { shardSearchFiles } from '../../../src/search/shardSearchFiles.js';
import { ShardedVocabulary } from '../../../src/search/shardedVocabulary.js';
import { typoKeys } from '../../../src/search/typoKeys.js';
import { SHORT_TAIL, tailKey, tailRangeKey } from '../../../src/search/sortedWords.js';
import { coveringShard, ShardStore } from '../../../src/search/shardStore.js';
import type { ShardedIndexManifest } from '../../../src/search/searchTypes.js';
import { generatedSearchFiles } from './generatedCorpus.js';

describe('typoKeys: the ranges a typo can hide in', () => {
  it('keeps the first ⌊(n − 1) / 2⌋ letters or the last n − 1 − that for one edit in five letters or more', () => {
    expect(typoKeys('trade')).toEqual({ heads: ['tr'], tail: 'ed' });
    expect(typoKeys('grigyst')).toEqual({ heads: ['gri'], tail: 'tsy' });
    expect(typoKeys('portfolios')).toEqual({ heads: ['port'], tail: 'soilo' });
  });

  it('keeps two letters at either end for two edits, and the short-word keys for four letters or fewer', () => {
    expect(typoKeys('grigyst', 2)).toEqual({ heads: ['gr'], tail: 'ts' });
    expect(typoKeys('from', 2)).toEqual({ heads: ['fr', 'fo', 'rf'], tail: 'mo' });
    expect(typoKeys('tra', 2)).toEqual({ heads: ['tr', 'ta', 'rt'], tail: 'ar', short: 't' });
  });

  it('looks for one edit in a word of four letters or fewer among the short terms only (the list holds five letters)', () => {
    expect(typoKeys('from')).toEqual({ heads: [], tail: 'mo', shortHeads: ['fr', 'fo', 'rf'] });
    expect(typoKeys('tra')).toEqual({ heads: [], tail: 'ar', short: 't', shortHeads: ['tr', 'ta', 'rt'] });
  });
});

describe('ShardedVocabulary.fuzzyTerms: one edit finds what the whole index finds', () => {
  const { index, documents, words } = generatedSearchFiles(300);
  const urls = { documents: '/search/documents.k.json', index: '/search/index.k.json' };
  const files = shardSearchFiles(documents, index, urls, { words: 1_000, tails: 1_000, postings: 4_000, documents: 4_000 });
  const shards = indexShards(JSON.parse(files.get(urls.index.slice(1))!) as ShardedIndexManifest);
  const whole = vocabularyOf(loadSearchIndex(index));

  /** The sharded answer once every shard it asked for is in (as `ShardedSearch` loops). */
  async function shardedFuzzy(store: ShardStore, term: string, distance = 1): Promise<string[]> {
    for (;;) {
      const missing = new Set<string>();
      const found = new ShardedVocabulary(shards, store, missing, new Map()).fuzzyTerms(term, distance);
      if (missing.size === 0) return found;
      await store.load(missing);
    }
  }

  it('for 300 seeded typos of index terms of five letters or more (a letter changed, dropped, added, or two swapped)', async () => {
    const r = random(11);
    const store = new ShardStore(async (url) => JSON.parse(files.get(url.slice(1))!) as unknown);
    const long = index.terms.filter((term) => term.length >= 5 && /^[a-z]+$/.test(term));
    const differ: string[] = [];
    for (let count = 0; count < 300; count++) {
      const term = long[Math.floor(r() * long.length)]!;
      const at = Math.floor(r() * term.length);
      const letter = words[Math.floor(r() * words.length)]![0] ?? 'e';
      const typo = [term.slice(0, at) + letter + term.slice(at + 1), term.slice(0, at) + term.slice(at + 1), term.slice(0, at) + letter + term.slice(at), term.slice(0, at) + (term[at + 1] ?? '') + term[at] + term.slice(at + 2)][count % 4]!;
      const sharded = (await shardedFuzzy(store, typo)).sort();
      if (JSON.stringify(sharded) !== JSON.stringify(whole.fuzzyTerms(typo, 1).sort())) differ.push(typo);
    }
    expect(differ).toEqual([]);
  });

  it('for 300 seeded typos three or four letters long of index terms of two to five letters', async () => {
    const r = random(13);
    const store = new ShardStore(async (url) => JSON.parse(files.get(url.slice(1))!) as unknown);
    const short = index.terms.filter((term) => term.length >= 2 && term.length <= 5 && /^[a-z]+$/.test(term));
    const differ: string[] = [];
    let tried = 0;
    for (let count = 0; tried < 300; count++) {
      const term = short[Math.floor(r() * short.length)]!;
      const at = Math.floor(r() * term.length);
      const letter = words[Math.floor(r() * words.length)]![0] ?? 'e';
      const typo = [term.slice(0, at) + letter + term.slice(at + 1), term.slice(0, at) + term.slice(at + 1), term.slice(0, at) + letter + term.slice(at), term.slice(0, at) + (term[at + 1] ?? '') + term[at] + term.slice(at + 2)][count % 4]!;
      if (typo.length < 3 || typo.length > 4) continue;
      tried++;
      const sharded = (await shardedFuzzy(store, typo)).sort();
      if (JSON.stringify(sharded) !== JSON.stringify(whole.fuzzyTerms(typo, 1).sort())) differ.push(typo);
    }
    expect(short.length).toBeGreaterThan(50);
    expect(differ).toEqual([]);
  });

  it('asks for no words shard for a four-letter typo: its heads are short terms', () => {
    const missing = new Set<string>();
    new ShardedVocabulary(shards, new ShardStore(async () => ({})), missing, new Map()).fuzzyTerms('htis', 1);
    expect(shards.words.filter((ref) => missing.has(ref.url))).toEqual([]);
    expect(shards.shorts.some((ref) => missing.has(ref.url))).toBe(true);
  });

  it('takes the head for one edit whose two ranges span the fewest shards', () => {
    const range = (list: typeof shards.words, key: string) => list.slice(Math.max(0, coveringShard(list, key)), coveringShard(list, `${key}\uffff`) + 1);
    // A tail is looked up in each class of the lengths one edit reaches (`tailRangeKey`).
    const tailRanges = (term: string, head: number) => {
      const tail = [...term].reverse().join('').slice(0, term.length - 1 - head);
      return [...new Set([-1, 0, 1].map((change) => tailRangeKey(term.length + change, tail)))].flatMap((key) => range(shards.tails, key));
    };
    const shardsOf = (term: string, head: number) => new Set([...range(shards.words, term.slice(0, head)), ...tailRanges(term, head)].map((ref) => ref.url));
    const cost = (term: string, head: number) => range(shards.words, term.slice(0, head)).length + tailRanges(term, head).length;
    const heads = (term: string) => Array.from({ length: term.length - 2 }, (_, at) => at + 1);
    const best = (term: string) => heads(term).reduce((chosen, head) => (cost(term, head) < cost(term, chosen) ? head : chosen), Math.floor((term.length - 1) / 2));
    // A term whose balanced keys span more shards than another split's.
    const term = index.terms.find((candidate) => candidate.length >= 6 && /^[a-z]+$/.test(candidate) && best(candidate) !== Math.floor((candidate.length - 1) / 2))!;
    expect(term).toBeDefined();
    const missing = new Set<string>();
    new ShardedVocabulary(shards, new ShardStore(async () => ({})), missing, new Map()).fuzzyTerms(term, 1);
    expect([...missing].sort()).toEqual([...shardsOf(term, best(term))].sort());
  });

  it('looks a short word’s typo tail up among the short terms only, and a word of seven or eight letters in both classes', () => {
    expect(tailKey('feast') < tailKey('ab')).toBe(false);
    expect(tailKey('feast') < tailKey('abcdefgh')).toBe(true);
    const tailsAsked = (term: string) => {
      const missing = new Set<string>();
      new ShardedVocabulary(shards, new ShardStore(async () => ({})), missing, new Map()).fuzzyTerms(term, 1);
      return shards.tails.filter((ref) => missing.has(ref.url));
    };
    const firstLong = coveringShard(shards.tails, tailRangeKey(SHORT_TAIL + 1, ''));
    const short = index.terms.find((term) => term.length === 5 && /^[a-z]+$/.test(term))!;
    expect(tailsAsked(short).length).toBeGreaterThan(0);
    expect(tailsAsked(short).every((ref) => shards.tails.indexOf(ref) <= firstLong)).toBe(true);
    const seven = index.terms.find((term) => term.length === SHORT_TAIL && /^[a-z]+$/.test(term))!;
    expect(tailsAsked(seven).some((ref) => shards.tails.indexOf(ref) < firstLong)).toBe(true);
    expect(tailsAsked(seven).some((ref) => shards.tails.indexOf(ref) >= firstLong)).toBe(true);
  });

  it('for two edits, the same terms as the whole index for 200 seeded two-edit typos, at either end or both', async () => {
    const r = random(12);
    const store = new ShardStore(async (url) => JSON.parse(files.get(url.slice(1))!) as unknown);
    const long = index.terms.filter((term) => term.length >= 5 && /^[a-z]+$/.test(term));
    const edit = (term: string, at: number, letter: string, kind: number) =>
      [term.slice(0, at) + letter + term.slice(at + 1), term.slice(0, at) + term.slice(at + 1), term.slice(0, at) + letter + term.slice(at), term.slice(0, at) + (term[at + 1] ?? '') + term[at] + term.slice(at + 2)][kind]!;
    const differ: string[] = [];
    for (let count = 0; count < 200; count++) {
      const term = long[Math.floor(r() * long.length)]!;
      const letter = words[Math.floor(r() * words.length)]![0] ?? 'e';
      const ends = [[0, term.length - 1], [0, 1], [term.length - 2, term.length - 1]][count % 3]!;
      const typo = edit(edit(term, ends[1]!, letter, Math.floor(r() * 4)), ends[0]!, letter, Math.floor(r() * 4));
      const sharded = (await shardedFuzzy(store, typo, 2)).sort();
      if (JSON.stringify(sharded) !== JSON.stringify(whole.fuzzyTerms(typo, 2).sort())) differ.push(typo);
    }
    expect(differ).toEqual([]);
  });

  it('asks at once for every shard a range of words spans, not one a round trip', () => {
    // A term whose one-edit head (its first two letters) spans several words shards.
    const spans = (head: string) => coveringShard(shards.words, `${head}\uffff`) - coveringShard(shards.words, head);
    const term = index.terms.find((candidate) => candidate.length === 5 && /^[a-z]+$/.test(candidate) && spans(candidate.slice(0, 2)) >= 2)!;
    // Two edits: two letters at either end, whatever the ranges.
    const head = typoKeys(term, 2).heads[0]!;
    const missing = new Set<string>();
    new ShardedVocabulary(shards, new ShardStore(async () => ({})), missing, new Map()).fuzzyTerms(term, 2);
    const range = shards.words.slice(coveringShard(shards.words, head), coveringShard(shards.words, `${head}\uffff`) + 1).map((ref) => ref.url);
    expect(range.length).toBeGreaterThanOrEqual(3);
    expect(range.filter((url) => !missing.has(url))).toEqual([]);
  });

  it('asks a prefix walk over a long range for the shard it starts in and the two after it at once, no more', () => {
    // A first letter: its words span far more shards than the 320 terms a prefix expansion reads.
    const letter = 'abcdefghijklmnopqrstuvwxyz'.split('').find((first) => coveringShard(shards.words, `${first}\uffff`) - coveringShard(shards.words, first) >= 5)!;
    const missing = new Set<string>();
    new ShardedVocabulary(shards, new ShardStore(async () => ({})), missing, new Map()).walkWords(letter, () => true);
    const start = coveringShard(shards.words, letter);
    expect([...missing]).toEqual(shards.words.slice(start, start + 3).map((ref) => ref.url));
  });

  it('tries no two-edit range while a shard is missing (one edit may yet find something), and does once none is', async () => {
    const term = 'portfolo';
    const store = new ShardStore(async (url) => JSON.parse(files.get(url.slice(1))!) as unknown);
    const waiting = new Set<string>();
    const vocabulary = new ShardedVocabulary(shards, store, waiting, new Map());
    vocabulary.has(term);
    const asked = [...waiting];
    expect(vocabulary.fuzzyTerms(term, 2)).toEqual([]);
    expect([...waiting]).toEqual(asked);
    await store.load(waiting);
    const missing = new Set<string>();
    new ShardedVocabulary(shards, store, missing, new Map()).fuzzyTerms(term, 2);
    expect(missing.size).toBeGreaterThan(0);
  });
});

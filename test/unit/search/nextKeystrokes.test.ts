import { describe, expect, it } from 'vitest';
import { likelyLettersOfRanges, likelyNextLetters } from '../../../src/search/nextKeystrokes.js';
import { shardRefs } from '../../../src/search/shardLists.js';
import { ShardStore } from '../../../src/search/shardStore.js';
import type { WordsShard } from '../../../src/search/searchTypes.js';

/** Three words shards of a small vocabulary, readable from memory. */
const words = shardRefs({ keys: ['a', 'porti', 'portug'], hashes: 'aaaaaabbbbbbcccccc' }, '/s/', 'words');
const shardFiles: Record<string, WordsShard> = Object.fromEntries(
  [
    { words: ['apple', 'port', 'portal', 'portfolio', 'portfolios'], stems: ['', '', '', '', 'portfolio'] },
    { words: ['portion', 'portrait', 'ports', 'portugal'], stems: ['', '', 'port', ''] },
    { words: ['portuguese', 'quote'], stems: ['', ''] },
  ].map((shard, at) => [words[at]!.url, shard]),
);

async function storeWith(urls: string[]): Promise<ShardStore> {
  const store = new ShardStore(async (url) => shardFiles[url]);
  await store.load(urls);
  return store;
}

describe('likelyNextLetters: the letters the index’s words go on with after a prefix', () => {
  it('ranks the letters by how many words continue with them, ties alphabetically, across the shards fetched', async () => {
    const store = await storeWith(Object.keys(shardFiles));
    // port-a, port-f ×2, port-i, port-r, port-s, port-u ×2: f and u lead, then a before i.
    expect(likelyNextLetters(words, store, 'port', 3)).toEqual({ letters: ['f', 'u', 'a'], whole: true });
    expect(likelyNextLetters(words, store, 'portu', 2)).toEqual({ letters: ['g'], whole: false });
  });

  it('says nothing of a prefix no word starts with', async () => {
    const store = await storeWith(Object.keys(shardFiles));
    expect(likelyNextLetters(words, store, 'portx', 2)).toEqual({ letters: [], whole: false });
  });

  it('reads only the shards already fetched, stopping at the first one missing, and fetches none', async () => {
    const store = await storeWith([words[0]!.url, words[2]!.url]);
    expect(likelyNextLetters(words, store, 'port', 3)).toEqual({ letters: ['f', 'a'], whole: true });
    expect(store.fetched).toEqual([words[0]!.url, words[2]!.url]);
  });
});

describe('likelyLettersOfRanges: a word’s first letters guessed from the manifest’s words ranges', () => {
  // Range starts of ten words shards: a word starting with c fills four of them, with b three.
  const ranges = ['a', 'ba', 'bo', 'bu', 'c', 'ca', 'ce', 'ch', 'cha', 'd'].map((first) => ({ first }));

  it('ranks a new word’s first letters by the shards whose range starts with them, ties alphabetically', () => {
    expect(likelyLettersOfRanges(ranges, '', 3)).toEqual(['c', 'b', 'a']);
  });

  it('ranks the second letters by the longer range starts, a shard starting at the prefix itself telling nothing', () => {
    expect(likelyLettersOfRanges(ranges, 'c', 2)).toEqual(['h', 'a']);
    expect(likelyLettersOfRanges(ranges, 'x', 2)).toEqual([]);
  });
});

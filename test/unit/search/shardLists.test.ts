import { describe, expect, it } from 'vitest';
import { indexShards, indexShardUrl, keyHash, pageShards, rangeStart, shardUrl } from '../../../src/search/shardLists.js';
import type { ShardedDocumentsManifest, ShardedIndexManifest } from '../../../src/search/searchTypes.js';

describe('rangeStart: where a shard’s range starts, as short as the previous shard allows', () => {
  it('takes the shortest prefix of the first key that sorts after the previous last key', () => {
    expect(rangeStart('apple', 'banana')).toBe('b');
    expect(rangeStart('bandit', 'banner')).toBe('bann');
    expect(rangeStart('trade', 'trader')).toBe('trader');
  });

  it('starts the first shard at the first letter of its first key', () => {
    expect(rangeStart(undefined, 'agent')).toBe('a');
  });
});

describe('shardUrl, indexShardUrl, indexShards and pageShards: URLs from hashes, keys and places', () => {
  it('names an index shard by its range key’s hash and its own hash', () => {
    expect(indexShardUrl('/search/shards/', 'postings', 'trade', 'abc123')).toBe(`/search/shards/postings.${keyHash('trade').toString(36)}.abc123.json`);
    expect(indexShardUrl('/s/', 'postings', 'trade', 'abc123')).not.toBe(indexShardUrl('/s/', 'postings', 'trader', 'abc123'));
  });

  it('names page shard `at` by its group’s hash and its place in the group', () => {
    expect(shardUrl('/search/shards/', 'postings', ['aaa', 'bbb'], 32, 0)).toBe('/search/shards/postings.aaa.0.json');
    expect(shardUrl('/search/shards/', 'postings', ['aaa', 'bbb'], 32, 33)).toBe('/search/shards/postings.bbb.1.json');
  });

  it('turns the manifests’ lists back into sorted ranges with URLs, and page counts into first pages', () => {
    const list = { keys: ['a', 'c', 'f'], hashes: '000001000002000003' };
    const manifest = { shards: '/s/', words: list, tails: list, shorts: list, postings: list } as unknown as ShardedIndexManifest;
    const named = (key: string) => keyHash(key).toString(36);
    expect(indexShards(manifest).words).toEqual([
      { first: 'a', url: `/s/words.${named('a')}.000001.json` },
      { first: 'c', url: `/s/words.${named('c')}.000002.json` },
      { first: 'f', url: `/s/words.${named('f')}.000003.json` },
    ]);
    const documents = { shards: '/s/', group: 2, pagesPerShard: [3, 2, 4], groups: ['p1', 'p2'] } as unknown as ShardedDocumentsManifest;
    expect(pageShards(documents)).toEqual([
      { firstPage: 0, url: '/s/documents.p1.0.json' },
      { firstPage: 3, url: '/s/documents.p1.1.json' },
      { firstPage: 5, url: '/s/documents.p2.0.json' },
    ]);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinSearchShards } from '../../../src/search/joinSearchShards.js';
import { indexShards, SHARD_GROUP } from '../../../src/search/shardLists.js';
import { chunkBySize, SHARD_BYTES, shardSearchFiles } from '../../../src/search/shardSearchFiles.js';
import { reversed } from '../../../src/search/sortedWords.js';
import { toLunrIndex } from '../../../src/search/toLunrIndex.js';
import type { ShardedDocumentsManifest, ShardedIndexManifest } from '../../../src/search/searchTypes.js';
import { generatedSearchFiles } from './generatedCorpus.js';

const { documents, index } = generatedSearchFiles(120);
const urls = { documents: '/search/documents.abc.json', index: '/search/index.abc.json' };
const small = { words: 2_000, tails: 2_000, postings: 4_000, documents: 4_000 };
const files = shardSearchFiles(documents, index, urls, small);
const read = (url: string) => JSON.parse(files.get(url.slice(1))!) as unknown;
const documentsManifest = read(urls.documents) as ShardedDocumentsManifest;
const indexManifest = read(urls.index) as ShardedIndexManifest;

describe('shardSearchFiles: the index in shards a search fetches as it needs them', () => {
  it('writes manifests at the two files’ URLs and shards of every kind beside them', () => {
    expect(indexManifest).toMatchObject({ sharded: true, sectionCount: documents.sections.length, fields: index.fields });
    expect(documentsManifest.sectionsPerPage.reduce((sum, count) => sum + count, 0)).toBe(documents.sections.length);
    for (const list of [indexManifest.words, indexManifest.tails, indexManifest.shorts, indexManifest.postings]) expect(list.keys.length).toBeGreaterThan(5);
    expect(documentsManifest.pagesPerShard.length).toBeGreaterThan(5);
    expect(documentsManifest.pagesPerShard.reduce((sum, count) => sum + count, 0)).toBe(documents.pages.length);
    const kinds = new Set([...files.keys()].filter((file) => file.startsWith('search/shards/')).map((file) => /^search\/shards\/([a-z]+)\./.exec(file)?.[1]));
    expect([...kinds].sort()).toEqual(['documents', 'postings', 'shorts', 'tails', 'words']);
  });

  it('names every shard by a hash of its group’s contents and its place in the group, so it can be cached for ever', () => {
    const shardsOf = (kind: string, groups: string[], count: number) =>
      Array.from({ length: count }, (_, at) => `search/shards/${kind}.${groups[Math.floor(at / SHARD_GROUP)]}.${at % SHARD_GROUP}.json`);
    const lists = { ...indexManifest, documents: { keys: documentsManifest.pagesPerShard, groups: documentsManifest.groups } };
    let named = 0;
    for (const kind of ['words', 'tails', 'shorts', 'postings', 'documents'] as const) {
      const { keys, groups } = lists[kind];
      const names = shardsOf(kind, groups, keys.length);
      expect(groups).toHaveLength(Math.ceil(keys.length / SHARD_GROUP));
      groups.forEach((group, at) => {
        const hash = createHash('sha256');
        for (const name of names.slice(at * SHARD_GROUP, (at + 1) * SHARD_GROUP)) hash.update(files.get(name)!).update('\n');
        expect(group).toBe(hash.digest('hex').slice(0, 10));
      });
      named += names.filter((name) => files.has(name)).length;
    }
    expect(named).toBe(files.size - 2);
    expect(indexManifest).toMatchObject({ shards: '/search/shards/', group: SHARD_GROUP });
    expect(shardSearchFiles(documents, index, urls, small)).toEqual(files);
  });

  it('lists no URL per shard: a manifest holds only range keys and one hash per group of shards', () => {
    for (const url of [urls.documents, urls.index]) expect(files.get(url.slice(1))).not.toContain('.json');
  });

  it('joins back into the very files it was cut from, and into the same lunr index', () => {
    const joined = joinSearchShards(documentsManifest, indexManifest, read);
    expect(joined.documents).toEqual(documents);
    expect(joined.index).toEqual(index);
    const term = index.terms[Math.floor(index.terms.length / 2)]!;
    expect(toLunrIndex(joined.index).search(term)).toEqual(toLunrIndex(index).search(term));
  });

  it('starts each range at the shortest prefix of its first key that sorts after the previous shard’s last key', () => {
    const keysOf = (kind: 'words' | 'tails' | 'postings', text: string): string[] => {
      const shard = JSON.parse(text) as { words?: string[]; terms: string[] };
      return kind === 'words' ? shard.words! : kind === 'tails' ? shard.terms.map(reversed) : shard.terms;
    };
    for (const kind of ['words', 'tails', 'postings'] as const) {
      const refs = indexShards(indexManifest)[kind];
      refs.forEach((ref, at) => {
        const held = keysOf(kind, files.get(ref.url.slice(1))!);
        const before = at > 0 ? keysOf(kind, files.get(refs[at - 1]!.url.slice(1))!).at(-1)! : undefined;
        expect(held[0]!.startsWith(ref.first)).toBe(true);
        if (before !== undefined) expect(before < ref.first && !(before < ref.first.slice(0, -1))).toBe(true);
      });
    }
  });
});

describe('SHARD_BYTES: the default shard sizes', () => {
  it('cuts pages into smaller shards than terms: a query reads one page of each of its results’ shards', () => {
    const sharded = shardSearchFiles(documents, index, urls);
    const pageShards = [...sharded].filter(([file]) => file.startsWith('search/shards/documents.'));
    // Sizes are counted by page and section: the shard's own keys and brackets add some tens of bytes.
    const oversized = pageShards.filter(([, text]) => text.length > SHARD_BYTES.documents + 100 && (JSON.parse(text) as { pages: unknown[] }).pages.length > 1);
    expect(SHARD_BYTES.documents).toBeLessThanOrEqual(3_000);
    expect(oversized).toEqual([]);
    expect(pageShards.length).toBeGreaterThan(documents.pages.length / 4);
  });
});

describe('chunkBySize', () => {
  it('cuts runs of about the target size and keeps an oversized item alone', () => {
    expect(chunkBySize([1, 2, 3, 9, 1, 1], (size) => size, 5)).toEqual([[1, 2], [3], [9], [1, 1]]);
  });
});

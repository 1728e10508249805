import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinSearchShards } from '../../../src/search/joinSearchShards.js';
import { chunkBySize, shardSearchFiles } from '../../../src/search/shardSearchFiles.js';
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
    for (const list of [indexManifest.words, indexManifest.tails, indexManifest.shorts, indexManifest.postings, documentsManifest.shards]) expect(list.length).toBeGreaterThan(5);
    const kinds = new Set([...files.keys()].filter((file) => file.startsWith('search/shards/')).map((file) => /^search\/shards\/([a-z]+)\./.exec(file)?.[1]));
    expect([...kinds].sort()).toEqual(['documents', 'postings', 'shorts', 'tails', 'words']);
  });

  it('names every shard by a hash of its contents, so it can be cached for ever', () => {
    for (const [file, text] of files) {
      if (!file.startsWith('search/shards/')) continue;
      expect(file).toBe(`search/shards/${file.split('/')[2]!.split('.')[0]}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`);
    }
    expect(shardSearchFiles(documents, index, urls, small)).toEqual(files);
  });

  it('joins back into the very files it was cut from, and into the same lunr index', () => {
    const joined = joinSearchShards(documentsManifest, indexManifest, read);
    expect(joined.documents).toEqual(documents);
    expect(joined.index).toEqual(index);
    const term = index.terms[Math.floor(index.terms.length / 2)]!;
    expect(toLunrIndex(joined.index).search(term)).toEqual(toLunrIndex(index).search(term));
  });

  it('lists sorted, non-overlapping ranges: each shard starts after the previous one', () => {
    for (const list of [indexManifest.words, indexManifest.tails, indexManifest.postings]) {
      for (let at = 1; at < list.length; at++) expect(list[at - 1]!.first < list[at]!.first).toBe(true);
    }
  });
});

describe('chunkBySize', () => {
  it('cuts runs of about the target size and keeps an oversized item alone', () => {
    expect(chunkBySize([1, 2, 3, 9, 1, 1], (size) => size, 5)).toEqual([[1, 2], [3], [9], [1, 1]]);
  });
});

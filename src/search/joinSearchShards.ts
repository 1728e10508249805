/**
 * Puts a sharded index back together into the two whole files, for tools that want the
 * whole index (`toLunrIndex(joinSearchShards(…).index)` is a `lunr.Index`) and for the tests
 * that hold the shards to the files they were cut from.
 */
import {
  SEARCH_FORMAT,
  type DocumentsFile,
  type DocumentsShard,
  type IndexFile,
  type PostingsShard,
  type ShardedDocumentsManifest,
  type ShardedIndexManifest,
  type ShardList,
  type WordsShard,
} from './searchTypes.js';
import { indexShards, pageShards, shardRefs } from './shardLists.js';

/** Reads a shard by URL (from a build's output folder, a `MemoryWriter`, or fetched). */
export type ReadShard = (url: string) => unknown;

/** The index file and the document file a sharded index was cut from. */
export function joinSearchShards(documents: ShardedDocumentsManifest, index: ShardedIndexManifest, read: ReadShard): { documents: DocumentsFile; index: IndexFile } {
  const shards = indexShards(index);
  const postingsRefs = shards.postingsTable.length === 0 ? shards.postings : shards.postingsTable.flatMap((ref) => shardRefs(read(ref.url) as ShardList, index.shards, 'postings'));
  const postings = postingsRefs.map((ref) => read(ref.url) as PostingsShard);
  const terms = postings.flatMap((shard) => shard.terms);
  const position = new Map(terms.map((term, at) => [term, at]));
  const forms: string[][] = terms.map(() => []);
  for (const ref of shards.words) {
    const shard = read(ref.url) as WordsShard;
    shard.words.forEach((word, at) => {
      if (shard.stems[at]) forms[position.get(shard.stems[at]!)!]!.push(word);
    });
  }
  const pages = pageShards(documents).map((ref) => read(ref.url) as DocumentsShard);
  return {
    documents: { format: SEARCH_FORMAT, pages: pages.flatMap((shard) => shard.pages), sections: pages.flatMap((shard) => shard.sections), suggestions: documents.suggestions },
    index: {
      format: SEARCH_FORMAT,
      lunr: index.lunr,
      fields: index.fields,
      sectionCount: index.sectionCount,
      totalLengths: index.totalLengths,
      terms,
      forms: forms.map((words) => words.join(' ')),
      postings: postings.flatMap((shard) => shard.postings),
      ...(index.language && { language: index.language }),
    },
  };
}

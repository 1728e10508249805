/**
 * The compact lists a sharded index's manifests keep of their shards (`ShardList`), shared by
 * the build, which writes them, and the browser, which turns them back into sorted ranges
 * with URLs (`ShardRef`).
 */
import type { ShardedDocumentsManifest, ShardedIndexManifest, ShardList, ShardRef } from './searchTypes.js';

/** Shards per group hash: a changed shard renames its group's, and a group costs a manifest one hash. */
export const SHARD_GROUP = 32;

/** The URL of shard `at` of a kind (`words`, `postings`, …), from its list's group hashes. */
export function shardUrl(folder: string, kind: string, groups: readonly string[], group: number, at: number): string {
  return `${folder}${kind}.${groups[Math.floor(at / group)]}.${at % group}.json`;
}

/**
 * The shortest prefix of `first` that sorts after `previousLast` (`first` itself at worst):
 * where a shard's range starts, given the last key of the shard before.
 */
export function rangeStart(previousLast: string | undefined, first: string): string {
  if (previousLast === undefined) return first.slice(0, 1);
  for (let length = 1; length < first.length; length++) if (first.slice(0, length) > previousLast) return first.slice(0, length);
  return first;
}

/** The shards of one list as sorted ranges with their URLs. */
export function shardRefs(list: ShardList, folder: string, kind: string, group: number): ShardRef[] {
  return list.keys.map((first, at) => ({ first, url: shardUrl(folder, kind, list.groups, group, at) }));
}

/** The shards of an index manifest, kind by kind, as sorted ranges with URLs. */
export interface IndexShards {
  words: ShardRef[];
  tails: ShardRef[];
  shorts: ShardRef[];
  postings: ShardRef[];
}

/** Every list of an index manifest as sorted ranges with URLs. */
export function indexShards(manifest: ShardedIndexManifest): IndexShards {
  const refs = (kind: keyof IndexShards) => shardRefs(manifest[kind], manifest.shards, kind, manifest.group);
  return { words: refs('words'), tails: refs('tails'), shorts: refs('shorts'), postings: refs('postings') };
}

/** One page shard: the first page it holds and its URL. */
export interface PageShardRef {
  firstPage: number;
  url: string;
}

/** The page shards of a documents manifest, in page order. */
export function pageShards(documents: ShardedDocumentsManifest): PageShardRef[] {
  let firstPage = 0;
  return documents.pagesPerShard.map((pages, at) => {
    const ref = { firstPage, url: shardUrl(documents.shards, 'documents', documents.groups, documents.group, at) };
    firstPage += pages;
    return ref;
  });
}

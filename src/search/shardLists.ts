/**
 * The compact lists a sharded index's manifests keep of their shards (`ShardList`), shared by
 * the build, which writes them, and the browser, which turns them back into sorted ranges
 * with URLs (`ShardRef`): an index shard named by its range and its own hash, a page shard by
 * its group's hash and its place in the group (pages' shards change together or not at all on
 * a body edit, and there are as many as index shards: a hash each would double the manifests).
 */
import { coveringShard } from './shardStore.js';
import type { ShardedDocumentsManifest, ShardedIndexManifest, ShardList, ShardRef } from './searchTypes.js';

/** Page shards per group hash: a changed shard renames its group's, and a group costs a manifest one hash. */
export const SHARD_GROUP = 32;

/** The URL of page shard `at`, from its list's group hashes. */
export function shardUrl(folder: string, kind: string, groups: readonly string[], group: number, at: number): string {
  return `${folder}${kind}.${groups[Math.floor(at / group)]}.${at % group}.json`;
}

/**
 * Characters of an index shard's own hash in `ShardList.hashes` (base 32: 30 bits). Few, since
 * hashes do not compress and a 20,000-page site has some 15,000 index shards; enough with the
 * range key in the name (`indexShardUrl`): two files may share a name only when a shard's
 * range starts at the same key as it did and its 30 bits match by chance, about one changed
 * shard in a billion.
 */
export const SHARD_HASH = 6;

/** FNV-1a of a key (where `chunkByKeys` cuts, and an index shard's name). */
export function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < key.length; at++) hash = Math.imul(hash ^ key.charCodeAt(at), 0x01000193);
  return hash >>> 0;
}

/**
 * The URL of an index shard: named by its range's start key (hashed: a key may hold any
 * character) and its own contents' hash, so that an edit renames only the shards whose bytes
 * change (one hash per group renamed every postings shard: one page's terms fall in them all).
 */
export function indexShardUrl(folder: string, kind: string, key: string, hash: string): string {
  return `${folder}${kind}.${keyHash(key).toString(36)}.${hash}.json`;
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
export function shardRefs(list: ShardList, folder: string, kind: string): ShardRef[] {
  return list.keys.map((first, at) => ({ first, url: indexShardUrl(folder, kind, first, list.hashes.slice(at * SHARD_HASH, (at + 1) * SHARD_HASH)) }));
}

/** The shards of an index manifest, kind by kind, as sorted ranges with URLs. */
export interface IndexShards {
  words: ShardRef[];
  tails: ShardRef[];
  shorts: ShardRef[];
  /** Empty when `postingsTable` lists them. */
  postings: ShardRef[];
  /** The postings list's own shards on a large site (`ShardedIndexManifest.postingsTable`), else empty. */
  postingsTable: ShardRef[];
  /** The shards' folder URL. */
  folder: string;
}

/** Every list of an index manifest as sorted ranges with URLs. */
export function indexShards(manifest: ShardedIndexManifest): IndexShards {
  const refs = (kind: 'words' | 'tails' | 'shorts' | 'postings') => shardRefs(manifest[kind], manifest.shards, kind);
  const postingsTable = manifest.postingsTable ? shardRefs(manifest.postingsTable, manifest.shards, 'table') : [];
  return { words: refs('words'), tails: refs('tails'), shorts: refs('shorts'), postings: refs('postings'), postingsTable, folder: manifest.shards };
}

/** A postings table shard's list as ranges with URLs, worked out once per shard. */
const tableRefs = new WeakMap<ShardList, ShardRef[]>();

/**
 * The postings shards' ranges a lookup of `term` searches: the manifest's list, or the table
 * shard's whose range holds `term` (`getTable` fetched it); undefined while that is missing.
 */
export function postingsRefsFor(shards: IndexShards, term: string, getTable: (url: string) => ShardList | undefined): ShardRef[] | undefined {
  if (shards.postingsTable.length === 0) return shards.postings;
  const ref = shards.postingsTable[coveringShard(shards.postingsTable, term)];
  const table = ref && getTable(ref.url);
  if (!table) return ref ? undefined : [];
  return tableRefs.get(table) ?? tableRefs.set(table, shardRefs(table, shards.folder, 'postings')).get(table)!;
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

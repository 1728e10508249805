/** The shards of a sharded index a page has fetched so far, and the lookups over them. */
import type { ShardRef } from './searchTypes.js';

/** Fetches and parses one JSON file (the browser's `fetch`, or a test's reader). */
export type FetchJson = (url: string) => Promise<unknown>;

/** The last shard whose range starts at or before `key` (shards are sorted ranges), or -1 when `key` comes before them all. */
export function coveringShard(shards: ReadonlyArray<Pick<ShardRef, 'first'>>, key: string): number {
  let low = 0;
  let high = shards.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (shards[middle]!.first <= key) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Shards by URL, each fetched once for the page's lifetime (files are immutable). A lookup
 * that needs a shard not fetched yet adds its URL to `missing`: the search fetches those and
 * looks again, so a result never depends on which shards earlier queries happened to fetch.
 */
export class ShardStore {
  private readonly shards = new Map<string, unknown>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Every URL fetched, in order (for tests and the benchmark). */
  readonly fetched: string[] = [];

  constructor(private readonly fetchJson: FetchJson) {}

  /** The shard at `url`, or undefined (and `url` noted in `missing`) when it is not here yet. */
  get<T>(url: string, missing: Set<string>): T | undefined {
    const shard = this.shards.get(url) as T | undefined;
    if (shard === undefined) missing.add(url);
    return shard;
  }

  /** Fetches the shards not here yet, each once even when several searches ask at the same time. */
  async load(urls: Iterable<string>): Promise<void> {
    await Promise.all([...urls].map((url) => this.loadOne(url)));
  }

  private loadOne(url: string): Promise<void> | undefined {
    if (this.shards.has(url)) return undefined;
    let loading = this.loading.get(url);
    if (!loading) {
      this.fetched.push(url);
      loading = this.fetchJson(url)
        .then((shard) => {
          // A shard is always an object: anything else would be looked up as missing for ever.
          if (typeof shard !== 'object' || shard === null) throw new Error(`${url} is not a search shard`);
          this.shards.set(url, shard);
        })
        .finally(() => this.loading.delete(url));
      this.loading.set(url, loading);
    }
    return loading;
  }
}

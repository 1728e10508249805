import { cacheKey, PersistentCache } from '../../shared/persistentCache.js';

/** Bump when markdown or highlighting output changes shape; code changes invalidate it anyway. */
const CACHE_VERSION = 3;

/**
 * Highlighted samples and rendered descriptions, persisted between builds in
 * `.docsite-cache/` (a `PersistentCache`, so tied to the running docsite code). Keys are
 * hashes of the exact input (code or Markdown, language, themes), so a changed sample or
 * description simply misses.
 */
export class RenderCache {
  private constructor(private readonly cache: PersistentCache<string>) {}

  /** `part`: the build pass's (`passCachePart`). */
  static async open(cacheDir: string, part?: string): Promise<RenderCache> {
    return new RenderCache(await PersistentCache.open<string>(cacheDir, 'api-render', CACHE_VERSION, part));
  }

  /** The cached output for these inputs, or `render()`'s (then remembered). */
  get(parts: string[], render: () => string): string {
    const key = cacheKey(...parts);
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const value = render();
    this.cache.set(key, value);
    return value;
  }

  /** Like `get`, for asynchronous rendering. */
  async getAsync(parts: string[], render: () => Promise<string>): Promise<string> {
    const key = cacheKey(...parts);
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const value = await render();
    this.cache.set(key, value);
    return value;
  }

  /** Writes the entries this build used. */
  save(): Promise<void> {
    return this.cache.save();
  }
}

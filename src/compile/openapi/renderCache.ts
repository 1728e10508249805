import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bump when markdown or highlighting output changes for the same input. */
const CACHE_VERSION = 2;

type Entries = Record<string, string>;

/**
 * Highlighted samples and rendered descriptions, persisted between builds in
 * `.docsite-cache/`. Keys are hashes of the exact input (code or Markdown, language,
 * themes), so a changed sample or description simply misses; only the entries a build used
 * are saved, so the file never grows stale.
 */
export class RenderCache {
  private used: Entries = {};

  private constructor(
    private readonly file: string,
    private readonly entries: Entries,
  ) {}

  static async open(cacheDir: string): Promise<RenderCache> {
    const file = path.join(cacheDir, `api-render-v${CACHE_VERSION}.json`);
    let entries: Entries = {};
    try {
      entries = JSON.parse(await readFile(file, 'utf8')) as Entries;
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
    return new RenderCache(file, entries);
  }

  private static key(parts: string[]): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex');
  }

  /** The cached output for these inputs, or `render()`'s (then remembered). */
  get(parts: string[], render: () => string): string {
    const key = RenderCache.key(parts);
    const value = this.entries[key] ?? render();
    this.used[key] = value;
    return value;
  }

  /** Like `get`, for asynchronous rendering. */
  async getAsync(parts: string[], render: () => Promise<string>): Promise<string> {
    const key = RenderCache.key(parts);
    const value = this.entries[key] ?? (await render());
    this.used[key] = value;
    return value;
  }

  /** Writes the entries this build used; atomically, since parallel builds may share the folder. */
  async save(): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, JSON.stringify(this.used));
    await rename(temp, this.file);
  }
}

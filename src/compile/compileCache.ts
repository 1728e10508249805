import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CODE_HASH } from '../shared/codeHash.js';
import type { CompiledContent } from './mdx/compileMarkdown.js';

/** Bump when compile output changes shape, so stale caches are ignored. */
const CACHE_VERSION = 2;

/**
 * Compiled pages by content hash, persisted between builds in `.docsite-cache/`. The key
 * covers the source, the file path and anything else the output depends on (the route
 * table, for link rewriting).
 */
export class CompileCache {
  private entries = new Map<string, CompiledContent>();
  private used = new Map<string, CompiledContent>();

  constructor(private readonly file: string) {}

  static async open(cacheDir: string): Promise<CompileCache> {
    const cache = new CompileCache(path.join(cacheDir, `compile-v${CACHE_VERSION}-${CODE_HASH}.json`));
    try {
      cache.entries = new Map(Object.entries(JSON.parse(await readFile(cache.file, 'utf8'))));
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
    return cache;
  }

  static key(...parts: string[]): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex');
  }

  get(key: string): CompiledContent | undefined {
    const hit = this.entries.get(key);
    if (hit) this.used.set(key, hit);
    return hit;
  }

  set(key: string, value: CompiledContent): void {
    this.used.set(key, value);
  }

  /** Writes only the entries this build used, so the cache never grows stale. */
  async save(): Promise<void> {
    const dir = path.dirname(this.file);
    await mkdir(dir, { recursive: true });
    await writeFile(this.file, JSON.stringify(Object.fromEntries(this.used)));
    // Caches written by other docsite code are never read again.
    for (const name of await readdir(dir)) {
      if (/^compile-v.*\.json$/.test(name) && name !== path.basename(this.file)) await rm(path.join(dir, name), { force: true });
    }
  }
}

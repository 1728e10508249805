import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { CODE_HASH } from './codeHash.js';
import type { CacheStream } from './persistentCache.js';

/**
 * Values by content key, one file each in `.docsite-cache/<name>-v<version>-<code>[-<part>]/`:
 * a build reads only the entries it asks for and writes only the ones it sets, where a
 * `PersistentCache` reads and writes the whole cache (for the compile cache of 1,000 pages,
 * 13 MB parsed and serialised again on every build, even one that compiled a single page).
 * Tied to the running docsite code; `part` keeps caches apart that are saved separately (a
 * locale's pass), since saving drops the entries the build did not use.
 */
export class EntryCache<T> {
  private readonly used = new Set<string>();
  private readonly writes: Array<Promise<void>> = [];
  private openStream: ((temp: string) => CacheStream | undefined) | undefined;

  private constructor(
    private readonly cacheDir: string,
    private readonly name: string,
    private readonly dir: string,
  ) {}

  /** `version`: bump when the cached values change shape. */
  static open<T>(cacheDir: string, name: string, version: number, part?: string): EntryCache<T> {
    const safePart = part === undefined ? '' : `-${part.replace(/[^\w.-]/g, '_')}`;
    return new EntryCache<T>(cacheDir, name, path.join(cacheDir, `${name}-v${version}-${CODE_HASH}${safePart}`));
  }

  get(key: string): T | undefined {
    let text: string;
    try {
      text = readFileSync(this.fileOf(key), 'utf8');
    } catch {
      return undefined;
    }
    this.used.add(key);
    return JSON.parse(text) as T;
  }

  /** Keeps an entry that this build did not read, as if read: `save` does not drop it. */
  keep(key: string): void {
    this.used.add(key);
  }

  /** Saves an entry at once: on another thread when `writeWith` gave a stream, else here. */
  set(key: string, value: T): void {
    this.used.add(key);
    const file = this.fileOf(key);
    const temp = `${file}.${process.pid}.tmp`;
    const text = JSON.stringify(value);
    const stream = this.openStream?.(temp);
    if (stream) {
      stream.append(text);
      const written = stream.close(file);
      written.catch(() => {});
      this.writes.push(written);
      return;
    }
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(temp, text);
    renameSync(temp, file);
  }

  /**
   * An entry another thread computed and saves itself (a build worker, with `writeEntryFile`):
   * marked used here, so `save` keeps it; returns the file it goes to, its folder made.
   */
  claim(key: string): string {
    this.used.add(key);
    if (!this.dirMade) mkdirSync(this.dir, { recursive: true });
    this.dirMade = true;
    return this.fileOf(key);
  }

  private dirMade = false;

  /** From now on, entries that are set are written through `open`'s streams (`FsWriter.openStream`, on the writer's thread). */
  writeWith(open: (temp: string) => CacheStream | undefined): void {
    this.openStream = open;
  }

  /**
   * Waits for the entries being written, then drops those this build did not use (so the
   * cache never grows stale) and the caches of other docsite code.
   */
  async save(): Promise<void> {
    await Promise.all(this.writes);
    let names: string[] = [];
    try {
      names = readdirSync(this.dir);
    } catch {
      // Nothing cached yet.
    }
    for (const name of names) if (name.endsWith('.json') && !this.used.has(name.slice(0, -'.json'.length))) rmSync(path.join(this.dir, name), { force: true });
    for (const name of readdirSync(this.cacheDir)) {
      if (name.startsWith(`${this.name}-v`) && !name.includes(`-${CODE_HASH}`)) rmSync(path.join(this.cacheDir, name), { recursive: true, force: true });
    }
  }

  private fileOf(key: string) {
    return path.join(this.dir, `${key}.json`);
  }
}

/**
 * Writes a claimed entry (see `EntryCache.claim`) on the thread that holds its value: a build
 * worker saves what it compiled, so the main thread neither serialises it nor passes the text
 * on to the writer's thread. Written aside, then renamed: a reader never sees half an entry
 * (the temporary name carries the thread, as workers share the process id).
 */
export function writeEntryFile(file: string, value: unknown): void {
  const temp = `${file}.${process.pid}.${threadId}.tmp`;
  writeFileSync(temp, JSON.stringify(value));
  renameSync(temp, file);
}

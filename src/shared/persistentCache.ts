import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { CODE_HASH } from './codeHash.js';

/** A key from the parts a cached value depends on. */
export function cacheKey(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** About this much JSON (in characters) goes to the file at a time. */
const SAVE_CHUNK = 256 * 1024;

/** A file written elsewhere as its text arrives, then renamed into place (`FsWriter.openStream`). */
export interface CacheStream {
  append(text: string): void;
  close(renameTo: string): Promise<void>;
}

/**
 * Values by content key, persisted between builds in `.docsite-cache/<name>-v<version>-<code>[-<part>].json`.
 * Tied to the running docsite code, so an upgrade never reuses another version's output.
 * `part` keeps apart caches that are saved separately: each locale of a site is built as a
 * pass of its own (see `passCachePart`), and saving keeps only the entries its pass used, so
 * one file for every pass held only the last pass's entries and the next build missed the
 * others (an API reference on a two-locale site read its document and built its pages again).
 */
export class PersistentCache<T> {
  private entries = new Map<string, T>();
  private used = new Map<string, T>();
  /** Where entries go as they are set, when streaming (see `streamTo`), and whether one went yet. */
  private stream: CacheStream | undefined;
  private streamedAny = false;

  private constructor(
    private readonly file: string,
    private readonly name: string,
    /** How this docsite code's files of the cache start, whatever their part. */
    private readonly current: string,
  ) {}

  /** `version`: bump when the cached values change shape; `part`: see the class. */
  static async open<T>(cacheDir: string, name: string, version: number, part?: string): Promise<PersistentCache<T>> {
    const current = `${name}-v${version}-${CODE_HASH}`;
    const cache = new PersistentCache<T>(path.join(cacheDir, `${current}${partSuffix(part)}.json`), name, current);
    try {
      cache.entries = new Map(Object.entries(JSON.parse(await readFile(cache.file, 'utf8'))));
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
    return cache;
  }

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) this.used.set(key, hit);
    return hit;
  }

  set(key: string, value: T): void {
    if (!this.stream) return void this.used.set(key, value);
    this.used.delete(key);
    this.appendEntry(this.stream, key, value);
  }

  /**
   * From now on, entries that are set go at once to `open`'s stream (a temporary file next to
   * the cache, written on another thread), and `save` adds the rest and renames it: the
   * main thread no longer serialises and writes the whole cache at the end of a build.
   */
  streamTo(open: (temp: string) => CacheStream | undefined): void {
    this.stream = open(this.tempFile());
    if (this.stream) this.stream.append('{');
  }

  private appendEntry(stream: CacheStream, key: string, value: T) {
    stream.append(`${this.streamedAny ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(value)}`);
    this.streamedAny = true;
  }

  private tempFile() {
    return `${this.file}.${process.pid}.${Date.now()}.tmp`;
  }

  /** Writes only the entries this build used, so the cache never grows stale; atomically, since parallel builds may share the folder. */
  async save(): Promise<void> {
    const dir = path.dirname(this.file);
    if (this.stream) {
      const stream = this.stream;
      this.stream = undefined;
      for (const [key, value] of this.used) this.appendEntry(stream, key, value);
      stream.append('}');
      await stream.close(this.file);
      return this.removeOtherVersions(dir);
    }
    await mkdir(dir, { recursive: true });
    const temp = this.tempFile();
    // Written in chunks, not as one JSON string: a thousand compiled pages made a 13 MB string
    // and a 13 MB buffer, and touching that much fresh memory cost this machine 0.1 s of faults.
    // Synchronously: awaiting fifty writes through the thread pool kept the build waiting longer.
    const fd = openSync(temp, 'w');
    try {
      let chunk = '{';
      let first = true;
      for (const [key, value] of this.used) {
        chunk += `${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value)}`;
        first = false;
        if (chunk.length >= SAVE_CHUNK) {
          writeSync(fd, chunk);
          chunk = '';
        }
      }
      writeSync(fd, chunk + '}');
    } finally {
      closeSync(fd);
    }
    await rename(temp, this.file);
    await this.removeOtherVersions(dir);
  }

  /** Caches written by other docsite code are never read again; the other parts of this one are (by their own passes). */
  private async removeOtherVersions(dir: string) {
    for (const name of await readdir(dir)) {
      if (name.startsWith(`${this.name}-v`) && name.endsWith('.json') && !name.startsWith(`${this.current}.`) && !name.startsWith(`${this.current}-`)) await rm(path.join(dir, name), { force: true });
    }
  }
}

/** A part's file name suffix: `-fr`; characters a file name should not hold become `_`. */
const partSuffix = (part: string | undefined) => (part === undefined ? '' : `-${part.replace(/[^\w.-]/g, '_')}`);

/**
 * The part of a cache a build pass saves (see `PersistentCache`): the locale it builds on a
 * site with `i18n`, none on a site of one language (whose files keep their names).
 */
export const passCachePart = (config: { i18n?: { current: string } }): string | undefined => config.i18n?.current;

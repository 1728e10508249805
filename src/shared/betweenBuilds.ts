import path from 'node:path';

/**
 * What a process that builds the same site again and again (`docsite dev`) keeps in memory
 * between its builds instead of reading it back from `.docsite-cache` (issue 21: a dev edit read
 * the client bundle's cache, decoded from base64, and the search thread's state, each a large
 * JSON file, in every rebuild). Off unless `keepBetweenBuilds` was called: a `docsite build`
 * runs once, and holding these would only raise its peak memory.
 *
 * A value kept stands for the file it was read from or written to: the caches stay on disk as
 * they were (a restarted dev server or a later build reads them there), and every check a file
 * passes before use (its key, its inputs' hashes) is made on what is kept as well.
 */
let keeping = false;

/** From now on this process keeps what `BetweenBuilds` memos are given (see above). */
export function keepBetweenBuilds(): void {
  keeping = true;
}

/** Whether this process builds again and again, keeping state between builds (`docsite dev`). */
export const keepsBetweenBuilds = (): boolean => keeping;

/** Values by a file's path, kept only in a process that keeps state between builds. */
export class BetweenBuilds<V> {
  private readonly values = new Map<string, V>();

  get(file: string): V | undefined {
    return keeping ? this.values.get(file) : undefined;
  }

  set(file: string, value: V): void {
    if (keeping) this.values.set(file, value);
  }

  /** Forgets a file's value (it changed). */
  delete(file: string): void {
    this.values.delete(file);
  }

  /**
   * Forgets the values of files in `dir` other than `used` (their files were deleted): a dev
   * session that edits a page for hours would otherwise hold every version it ever saved.
   */
  keepOnly(dir: string, used: ReadonlySet<string>): void {
    for (const file of this.values.keys()) if (path.dirname(file) === dir && !used.has(path.basename(file))) this.values.delete(file);
  }

  /** The kept values with their files. */
  entries(): IterableIterator<[string, V]> {
    return this.values.entries();
  }

  /** How many values are kept (for tests). */
  get size(): number {
    return this.values.size;
  }
}

/** Writes a keeping process put off (`writeAfterBuild`), by file: a later one replaces an earlier. */
const deferredWrites = new Map<string, () => void>();
let deferredTimer: NodeJS.Timeout | undefined;

/**
 * How long a deferred write waits: past the edit's page being served (the target is 150 ms),
 * so that the file is written while the author reads the page, once for a burst of edits.
 */
const DEFER_MS = 1_000;

/**
 * Writes a cache file that only a later process reads (the search state: the process itself
 * keeps what it wrote, see `BetweenBuilds`): at once in a process that builds once, else after
 * the build, off the path from a saved file to its page served (a Sable edit spent about 50 ms
 * serialising and writing the search state). A write not yet done when the process stops
 * leaves the previous file, which must therefore stay a valid one to start from; `docsite dev`
 * does them all when it closes (`writeDeferredFiles`).
 */
export function writeAfterBuild(file: string, write: () => void): void {
  if (!keeping) return write();
  deferredWrites.set(file, write);
  if (!paused) deferredTimer ??= setTimeout(writeDeferredFiles, DEFER_MS).unref();
}

let paused = false;

/**
 * Holds the deferred writes while a build runs (`true`), then schedules them again (`false`):
 * due in the middle of the next edit's build, a dev process serialised the search state there
 * (at 1,000 pages some 200 ms on the path from a saved file to its page served), when it was
 * set late, after the page (`searchAfterCommit`).
 */
export function pauseDeferredWrites(pause: boolean): void {
  paused = pause;
  clearTimeout(deferredTimer);
  deferredTimer = undefined;
  if (!pause && deferredWrites.size) deferredTimer = setTimeout(writeDeferredFiles, DEFER_MS).unref();
}

/** Does every write `writeAfterBuild` put off, now. */
export function writeDeferredFiles(): void {
  clearTimeout(deferredTimer);
  deferredTimer = undefined;
  const writes = [...deferredWrites.values()];
  deferredWrites.clear();
  for (const write of writes) write();
}

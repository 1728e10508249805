import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** One version of the served folder: its real path and an identity that changes when a build swaps a new folder in. */
export interface FolderVersion {
  real: string;
  id: string;
}

/** An open file of the served folder, read through its handle so a swap cannot change it midway. */
export interface OpenFile {
  /** Its real path (a cache key). */
  path: string;
  handle: FileHandle;
  size: number;
  mtime: Date;
  /** Changes whenever the content does. */
  version: string;
}

/** How long a request waits for the served folder to be back while a build swaps it, checking this often. */
const SWAP_WAIT_MS = 3000;
const SWAP_POLL_MS = 5;
/**
 * How long a look at the folder is taken as current. Files are opened by path, so a request
 * within it still reads what is in the folder now; a miss looks afresh (`replacedSince`).
 * Without it every request paid a realpath and a stat of the folder (a third of the
 * requests per second on `bench:serve`).
 */
export const FOLDER_FRESH_MS = 100;

/**
 * The folder `serve` answers from, looked up on each request. A build swaps its output in
 * with two renames (the old folder aside, the new one into place): between them the folder
 * is missing, and a request that looked a file up just then missed it. `current` waits for
 * the folder to be back (bounded), and `replacedSince` tells a request that missed whether
 * a new folder came in since it started, so it retries once against that one instead of
 * answering 404 for a page both versions have.
 */
export class ServedFolder {
  /** Whether the folder was there once: a folder that never was (a wrong `--dir`) is not waited for. */
  private seen = false;
  /** The last look at the folder and when it was taken. */
  private last?: { version: FolderVersion; at: number };

  constructor(readonly dir: string) {}

  /** The folder now; undefined when it stays missing for `SWAP_WAIT_MS` (it was removed, not swapped). */
  async current(): Promise<FolderVersion | undefined> {
    if (this.last && performance.now() - this.last.at < FOLDER_FRESH_MS) return this.last.version;
    const deadline = Date.now() + SWAP_WAIT_MS;
    for (;;) {
      const version = await this.read();
      if (version) this.seen = true;
      if (version || !this.seen || Date.now() >= deadline) return version;
      await sleep(SWAP_POLL_MS);
    }
  }

  /** True when the folder a request started on was replaced (or is missing) now. */
  async replacedSince(started: FolderVersion): Promise<boolean> {
    return (await this.read())?.id !== started.id;
  }

  private async read(): Promise<FolderVersion | undefined> {
    const at = performance.now();
    try {
      const [real, info] = await Promise.all([realpath(this.dir), stat(this.dir)]);
      const version = info.isDirectory() ? { real, id: `${info.dev}:${info.ino}:${info.birthtimeMs}` } : undefined;
      this.last = version && { version, at };
      return version;
    } catch {
      this.last = undefined;
      return undefined;
    }
  }

  /**
   * Opens `relative` (a path with forward slashes) inside the folder; undefined when it is
   * missing, not a file, or a link that leads outside the folder (a symlink in the output
   * must not serve `/etc/passwd`). Errors other than a missing file are thrown.
   */
  async open(folder: FolderVersion, relative: string): Promise<OpenFile | undefined> {
    const file = path.join(folder.real, relative);
    if (!file.startsWith(folder.real + path.sep)) return undefined;
    let handle: FileHandle;
    let real: string;
    try {
      real = await realpath(file);
      if (!real.startsWith(folder.real + path.sep)) return undefined;
      handle = await open(real, 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const info = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!info.isFile()) {
      await handle.close();
      return undefined;
    }
    return { path: real, handle, size: info.size, mtime: info.mtime, version: `${info.size}-${info.mtimeMs}` };
  }
}

/** A file or folder that is not there (or a path through something that is not a folder). */
export const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP'].includes((error as NodeJS.ErrnoException).code ?? '');

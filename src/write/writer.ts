import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a build's output goes. Files are collected, then committed all at once. */
export interface Writer {
  /** Adds a file; `file` is relative to the output root, with forward slashes. */
  add(file: string, contents: string | Uint8Array): void;
  /** Every file added so far. */
  readonly files: ReadonlyMap<string, string | Uint8Array>;
  /** Makes the output visible. Called only when the whole build succeeded. */
  commit(): Promise<void>;
}

/** Keeps the output in memory: for tests, and for `dev`, which serves from it. */
export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  committed = false;
  add(file: string, contents: string | Uint8Array) {
    this.files.set(file, contents);
  }
  async commit() {
    this.committed = true;
  }
}

/**
 * Writes into a temporary sibling folder and swaps it into place only on commit, so a
 * failed build leaves the previous output untouched.
 */
export class FsWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  constructor(private readonly outDir: string) {}

  add(file: string, contents: string | Uint8Array) {
    this.files.set(file, contents);
  }

  async commit() {
    const temp = `${this.outDir}.tmp-${process.pid}`;
    const old = `${this.outDir}.old-${process.pid}`;
    await rm(temp, { recursive: true, force: true });
    const dirs = new Set([...this.files.keys()].map((file) => path.dirname(path.join(temp, file))));
    for (const dir of dirs) await mkdir(dir, { recursive: true });
    await Promise.all([...this.files].map(([file, contents]) => writeFile(path.join(temp, file), contents)));
    await rename(this.outDir, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(temp, this.outDir);
    await rm(old, { recursive: true, force: true });
  }
}

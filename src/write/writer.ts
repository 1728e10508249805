import { spawn } from 'node:child_process';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { startSink, type FileSink, type StreamFile } from './fileSink.js';
import { wholeContents, type FileContents } from './filePieces.js';
import { resolveOutputPath } from './outputPath.js';

/** Where a build's output goes. Nothing is visible until `commit`. */
export interface Writer {
  /**
   * Adds a file; `file` is relative to the output root, with forward slashes (anything that
   * resolves outside the output root is refused, see `resolveOutputPath`). Await it: a
   * writer that streams to disk resolves once it has room, so a large site never holds all
   * its pages in memory at once.
   */
  add(file: string, contents: FileContents): void | Promise<void>;
  /** Every file added so far. */
  readonly paths: ReadonlySet<string>;
  /** Makes the output visible. Called only when the whole build succeeded. */
  commit(): Promise<void>;
  /** Drops what was added (the build failed); the previous output stays as it was. */
  abort(): Promise<void>;
  /** After commit: a written file's `size:mtime`, when the writer saw it (else the build manifest stats the file). */
  fingerprint?(file: string): string | undefined;
  /** A file outside the output (an absolute path), written as its text arrives on the writer's thread, if it has one. */
  openStream?(file: string): StreamFile | undefined;
}

/** Keeps the output in memory: for tests and programmatic use. */
export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  committed = false;
  get paths(): ReadonlySet<string> {
    return new Set(this.files.keys());
  }
  add(file: string, contents: FileContents) {
    // Refused as the disk writer refuses it, so tests see what a real build would do.
    resolveOutputPath(path.resolve('/output'), file);
    this.files.set(file, wholeContents(contents));
  }
  async commit() {
    this.committed = true;
  }
  async abort() {
    this.files.clear();
  }
}

/** The temporary sibling folder this process's `FsWriter` writes `outDir`'s next version into. */
export const tempFolderOf = (outDir: string) => `${outDir}.tmp-${process.pid}`;

/**
 * Streams files into a temporary sibling folder as they are added and swaps it into place
 * on commit, so a failed build leaves the previous output untouched. The files are written
 * on a worker thread when the compiled one is there (see `writeWorker.ts`), else with the
 * promise API.
 */
export class FsWriter implements Writer {
  readonly paths = new Set<string>();
  private readonly temp: string;
  private sink: FileSink | undefined;
  private fingerprints: ReadonlyMap<string, string> | undefined;

  constructor(private readonly outDir: string) {
    this.temp = tempFolderOf(outDir);
  }

  async add(file: string, contents: FileContents) {
    const target = resolveOutputPath(this.temp, file);
    this.paths.add(file);
    this.sink ??= startSink(this.temp);
    await this.sink.write(target, contents);
  }

  async commit() {
    this.fingerprints = await this.sink?.close();
    // An empty build still replaces the output with an empty folder.
    await mkdir(this.temp, { recursive: true });
    // The previous output moves aside to a hidden sibling (same disk, so a rename) and is deleted after.
    const old = path.join(path.dirname(this.outDir), `.${path.basename(this.outDir)}.old-${process.pid}-${Date.now()}`);
    const hadOutput = await rename(this.outDir, old).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        return false;
      },
    );
    await rename(this.temp, this.outDir);
    if (hadOutput) await removeInBackground(old);
  }

  openStream(file: string): StreamFile | undefined {
    this.sink ??= startSink(this.temp);
    return this.sink.openStream(file);
  }

  fingerprint(file: string): string | undefined {
    // The folder was renamed on commit; its files (and their times) are the same.
    return this.fingerprints?.get(path.join(this.temp, file));
  }

  async abort() {
    await this.sink?.close().catch(() => {});
    await rm(this.temp, { recursive: true, force: true });
  }
}

/**
 * Deletes a folder from a detached process, so the build ends as soon as the new output is in
 * place: deleting a large site's previous output (thousands of files) took 0.1-0.7 s here.
 * Where no process can be started, it is deleted before returning.
 */
async function removeInBackground(dir: string): Promise<void> {
  const started = await new Promise<boolean>((resolve) => {
    try {
      const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], { detached: true, stdio: 'ignore' });
      child.once('spawn', () => resolve(true));
      child.once('error', () => resolve(false));
      child.unref();
    } catch {
      resolve(false);
    }
  });
  if (!started) await rm(dir, { recursive: true, force: true });
}

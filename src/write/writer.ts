import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { replaceFile } from '../shared/replaceFile.js';
import path from 'node:path';
import { startSink, type FileSink, type StreamFile } from './fileSink.js';
import { BackgroundRemover, oldFolderOf, removeInBackground, staleFoldersOf } from './staleOutput.js';
import { isPieces, wholeContents, type FileContents } from './filePieces.js';
import { resolveOutputPath } from './outputPath.js';
import type { WriteGate } from './writeGate.js';
import { keepsBetweenBuilds } from '../shared/betweenBuilds.js';
import { committedDigests, digestOf, forgetCommitted, rememberCommitted, type FileDigest } from './committedDigests.js';

/** Where a build's output goes. Nothing is visible until `commit`. */
export interface Writer {
  /**
   * Adds a file; `file` is relative to the output root, with forward slashes (anything that
   * resolves outside the output root is refused, see `resolveOutputPath`). Await it: a
   * writer that streams to disk resolves once it has room, so a large site never holds all
   * its pages in memory at once.
   */
  add(file: string, contents: FileContents): void | Promise<void>;
  /**
   * Adds a file kept unchanged from the previous output (`from`, an absolute path): a hard link
   * to it, or a copy (see `writeWorker.ts`). Only writers into a folder have it; an incremental
   * build uses it for the pages it did not render again (see `incremental.ts`).
   */
  link?(file: string, from: string): Promise<void>;
  /**
   * After `commit`: replaces a file of the committed output, or adds one, in place (written aside
   * and renamed: a reader sees the old file or the new one). Only writers into a folder have it;
   * a dev rebuild uses it for the search files, which follow the pages (`SitePipeline.searchFilesLater`).
   */
  addCommitted?(file: string, contents: string | Uint8Array): Promise<void>;
  /**
   * After `commit`: a file of the output is no longer the build's (not in `paths`, so not in the
   * build manifest). It stays on disk until the next build's folder replaces this one: a reader
   * that holds an older search manifest may still ask for a shard it names.
   */
  dropCommitted?(file: string): void;
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
  /**
   * An output file (as `add` names it) written as its text arrives on the writer's thread, if it
   * has one: llms-full.txt, every page's Markdown, which as one string grew with the site.
   */
  streamOutput?(file: string): OutputStream | undefined;
}

/** A file outside the output, or a range of its bytes (`offset` and `bytes`, both or neither). */
export interface FileRange {
  file: string;
  offset?: number;
  bytes?: number;
}

/** An output file being written piece by piece (`Writer.streamOutput`); it is in the output once closed. */
export interface OutputStream {
  append(text: string): void;
  /** Appends a file's bytes, or a range of them (`FileRange`), read where the stream is written. */
  appendFile(range: FileRange): void;
  /** Resolves once the writer has room for more (await it between pieces). */
  room(): Promise<void>;
  close(): Promise<void>;
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
  /** Started with the first file (see `BackgroundRemover`): deletes the output the commit replaces. */
  private remover: BackgroundRemover | undefined;
  private fingerprints: ReadonlyMap<string, string> | undefined;
  /** Files written into the committed output (`addCommitted`), by their path in the temporary folder as `fingerprints` has them. */
  private readonly committedPrints = new Map<string, string>();
  /** In a process that builds again and again: the digest of each file added whole, and those of the output it replaces (`committedDigests.ts`). */
  private readonly digests = keepsBetweenBuilds() ? new Map<string, FileDigest>() : undefined;
  private readonly previousDigests: ReadonlyMap<string, FileDigest> | undefined;

  /** `gate`: shut by the process guard before it removes the temporary folder (see `WriteGate`). */
  constructor(
    private readonly outDir: string,
    private readonly gate?: WriteGate,
  ) {
    this.temp = tempFolderOf(outDir);
    this.previousDigests = this.digests && committedDigests(outDir);
  }

  async add(file: string, contents: FileContents) {
    const target = resolveOutputPath(this.temp, file);
    this.paths.add(file);
    this.sink ??= this.startSink(this.gate);
    if (this.digests && !isPieces(contents)) {
      const { entry, same } = digestOf(contents, this.previousDigests?.get(file));
      this.digests.set(file, entry);
      // The committed output has these bytes at this path: a hard link, no write.
      if (same) return this.sink.link(target, path.join(this.outDir, file));
    }
    await this.sink.write(target, contents);
  }

  async link(file: string, from: string) {
    const target = resolveOutputPath(this.temp, file);
    this.paths.add(file);
    this.sink ??= this.startSink();
    await this.sink.link(target, from);
  }

  async commit() {
    this.fingerprints = await this.sink?.close();
    // An empty build still replaces the output with an empty folder.
    await mkdir(this.temp, { recursive: true });
    const replaced = await swapIn(this.temp, this.outDir);
    if (this.digests) rememberCommitted(this.outDir, this.digests);
    // Deleted after, with what killed builds into the same folder left behind.
    const dirs = [...replaced, ...(await staleFoldersOf(this.outDir))];
    const remover = this.remover;
    this.remover = undefined;
    await (remover ? remover.remove(dirs) : removeInBackground(dirs));
  }

  /**
   * The sink, and the process that will delete the output the commit replaces: only where there
   * is one (a first build into a new folder would start a Node process to delete nothing).
   */
  private startSink(gate?: WriteGate): FileSink {
    if (!this.remover && existsSync(this.outDir)) this.remover = new BackgroundRemover();
    return startSink(this.temp, gate);
  }

  openStream(file: string): StreamFile | undefined {
    this.sink ??= this.startSink(this.gate);
    return this.sink.openStream(file);
  }

  streamOutput(file: string): OutputStream | undefined {
    const target = resolveOutputPath(this.temp, file);
    const stream = this.openStream(`${target}.part`);
    if (!stream) return undefined;
    this.paths.add(file);
    return { append: (text) => stream.append(text), appendFile: (range) => stream.appendFile(range), room: () => stream.room(), close: () => stream.close(target) };
  }

  async addCommitted(file: string, contents: string | Uint8Array) {
    const target = resolveOutputPath(this.outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await replaceFile(target, contents);
    // Not the bytes added before the commit, if any: a later build writes it.
    this.digests?.delete(file);
    this.paths.add(file);
    const { size, mtimeMs } = await stat(target);
    this.committedPrints.set(path.join(this.temp, file), `${size}:${mtimeMs}`);
  }

  dropCommitted(file: string) {
    this.paths.delete(file);
    this.digests?.delete(file);
  }

  fingerprint(file: string): string | undefined {
    // The folder was renamed on commit; its files (and their times) are the same.
    const inTemp = path.join(this.temp, file);
    return this.committedPrints.get(inTemp) ?? this.fingerprints?.get(inTemp);
  }

  async abort() {
    // The committed output may have been replaced by another build's (or removed): link nothing from it.
    forgetCommitted(this.outDir);
    this.remover?.cancel();
    this.remover = undefined;
    await this.sink?.close().catch(() => {});
    await rm(this.temp, { recursive: true, force: true });
  }
}

/**
 * Moves the previous output aside, then `temp` into place as `outDir`: two renames, an
 * instant apart (serve bridges that instant, see `ServedFolder`). Another build's commit may
 * put its output in between (builds that do not share the lock, e.g. two dev servers): that
 * one moves aside too, and the last commit wins instead of failing with ENOTEMPTY. Returns
 * the folders moved aside, to be deleted.
 */
export async function swapIn(temp: string, outDir: string): Promise<string[]> {
  const replaced: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const old = oldFolderOf(outDir);
    if (await moveAside(outDir, old)) replaced.push(old);
    try {
      await rename(temp, outDir);
      return replaced;
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '') || attempt === MAX_COMMIT_ATTEMPTS) throw error;
    }
  }
}

/** Commits that find another build's output put in place between their two renames, at most. */
const MAX_COMMIT_ATTEMPTS = 5;

/** Renames `dir` to `to`; false when there was nothing to move. */
async function moveAside(dir: string, to: string): Promise<boolean> {
  return rename(dir, to).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      return false;
    },
  );
}

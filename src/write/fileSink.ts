import { copyFile, link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../shared/workerScript.js';
import { isPieces, sizeOf, wholeContents, type FileContents, type SharedText, type WirePiece } from './filePieces.js';
import type { WriteGate } from './writeGate.js';
import { LinkBatch } from './linkBatch.js';
import type { FileRange } from './writer.js';
import type { WriteReply, WriteRequest, WriteWorkerData } from './writeWorker.js';

/**
 * A file outside the output, written on the write thread as its text arrives: what a build
 * saves for the next one (the compile cache), so the main thread hands over each part as it
 * is made instead of writing them all at the end.
 */
export interface StreamFile {
  append(text: string): void;
  /** Appends a file's bytes (or a range of them), read on the writer's thread: text the main thread need not read and hand over. */
  appendFile(range: FileRange): void;
  /** Resolves once the writer's thread has room for more (what was appended counts with the files in flight). */
  room(): Promise<void>;
  /** Closes the file and renames it to `renameTo` (atomically: other builds may read it). */
  close(renameTo: string): Promise<void>;
}

/** Where `FsWriter` sends files: into a folder it empties first. */
export interface FileSink {
  /** A stream to `path`, where the sink writes on another thread; undefined where it does not. */
  openStream(path: string): StreamFile | undefined;
  /** Queues a file; resolves once there is room for more, so a large site never holds all its pages in flight. */
  write(target: string, contents: FileContents): Promise<void>;
  /** Puts `from` (a file of the previous output) at `target` unchanged: a hard link, else a copy. */
  link(target: string, from: string): Promise<void>;
  /**
   * Resolves once everything is written, with each file's `size:mtime` fingerprint by path when
   * the sink knows them; rejects with the first failure. Nothing is written after.
   */
  close(): Promise<ReadonlyMap<string, string> | undefined>;
}

/**
 * A sink for `folder` (emptied first): on the write worker when it is compiled, else with the
 * promise API. `gate`, when given, lets the main thread stop the write worker synchronously.
 */
export function startSink(folder: string, gate?: WriteGate): FileSink {
  const script = workerScript('writeWorker');
  return script ? new ThreadSink(folder, script, gate) : new PromiseSink(folder);
}

/** At most this much (in string length or bytes) handed to the worker and not yet written. */
const MAX_IN_FLIGHT = 16 * 1024 * 1024;

class ThreadSink implements FileSink {
  private readonly worker: Worker;
  /** Size (string length or bytes) of what was sent and not yet reported written. */
  private inFlight = 0;
  /** Writers waiting for room (several pages may be handed over at once). */
  private readonly waiting: Array<() => void> = [];
  private failure: Error | undefined;
  private closed: Promise<ReadonlyMap<string, string> | undefined> | undefined;
  /** Shared texts sent to the worker, by the number they were sent under. */
  private readonly sharedIds = new Map<SharedText, number>();
  /** Streams being closed, by number: settled when the worker says so, or fails. */
  private readonly closing = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private streamCount = 0;
  private readonly links = new LinkBatch((links) => this.worker.postMessage({ links } satisfies WriteRequest));

  constructor(folder: string, script: string, gate: WriteGate | undefined) {
    this.worker = new Worker(script, { workerData: { gate: gate?.buffer } satisfies WriteWorkerData });
    this.post({ clear: folder });
    this.worker.on('message', (reply: WriteReply) => {
      if ('written' in reply) this.inFlight -= reply.written;
      if ('closed' in reply) {
        this.closing.get(reply.closed)?.resolve();
        this.closing.delete(reply.closed);
      }
      if ('failed' in reply) this.fail(new Error(`writing the output failed: ${reply.failed}`));
      if (this.inFlight <= MAX_IN_FLIGHT) this.release();
    });
    this.worker.once('error', (error) => this.fail(error));
    this.worker.once('exit', (code) => this.fail(new Error(`the write worker stopped (exit code ${code})`)));
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.release();
    for (const { reject } of this.closing.values()) reject(this.failure);
    this.closing.clear();
  }

  openStream(path: string): StreamFile {
    const id = this.streamCount++;
    this.post({ open: id, path } satisfies WriteRequest);
    return {
      append: (text) => {
        if (this.failure) return;
        this.inFlight += text.length;
        this.post({ append: id, text } satisfies WriteRequest);
      },
      appendFile: (range) => {
        if (!this.failure) this.post({ appendFile: id, range } satisfies WriteRequest);
      },
      room: () => this.room(),
      close: (renameTo) =>
        new Promise<void>((resolve, reject) => {
          if (this.failure) return reject(this.failure);
          this.closing.set(id, { resolve, reject });
          this.post({ close: id, renameTo } satisfies WriteRequest);
        }),
    };
  }

  private release() {
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  async write(target: string, contents: FileContents) {
    if (this.failure) throw this.failure;
    const sent = isPieces(contents) ? contents.map((piece) => (typeof piece === 'string' ? piece : this.wirePiece(piece.shared, piece.start, piece.end))) : contents;
    this.inFlight += sizeOf(sent);
    this.post({ files: [[target, sent]] } satisfies WriteRequest);
    await this.room();
  }

  /** Resolves once what is in flight is within `MAX_IN_FLIGHT` (at once after a failure: the caller's next step throws it). */
  private async room() {
    while (this.inFlight > MAX_IN_FLIGHT && !this.failure) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  async link(target: string, from: string) {
    if (this.failure) throw this.failure;
    this.links.add(target, from);
  }

  /** Sends a request after the links queued before it. */
  private post(request: WriteRequest) {
    this.links.flush();
    this.worker.postMessage(request);
  }

  private wirePiece(shared: SharedText, start: number, end: number): WirePiece {
    let id = this.sharedIds.get(shared);
    if (id === undefined) {
      this.sharedIds.set(shared, (id = this.sharedIds.size));
      this.post({ shared: id, text: shared.text } satisfies WriteRequest);
    }
    return [id, start, end];
  }

  close() {
    return (this.closed ??= new Promise<ReadonlyMap<string, string>>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.worker.on('message', (reply: WriteReply) => {
        if ('flushed' in reply) resolve(new Map(reply.fingerprints));
        if ('failed' in reply) reject(this.failure);
      });
      this.worker.once('error', reject);
      this.worker.once('exit', () => reject(this.failure));
      this.post({ flush: 1 } satisfies WriteRequest);
    }).finally(() => this.worker.terminate()));
  }
}

/** Writes in flight at once: enough to keep the disk busy, few enough that pages do not pile up in memory. */
const MAX_PENDING = 16;

class PromiseSink implements FileSink {
  private readonly started: Promise<void>;
  private readonly dirs = new Map<string, Promise<void>>();
  private pending = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly all = new Set<Promise<void>>();
  private failure: unknown;

  constructor(folder: string) {
    this.started = rm(folder, { recursive: true, force: true });
  }

  openStream(): undefined {
    return undefined;
  }

  async write(target: string, contents: FileContents) {
    await this.started;
    while (this.pending >= MAX_PENDING) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.pending++;
    const write = this.writeOne(target, wholeContents(contents))
      .catch((error: unknown) => void (this.failure ??= error))
      .finally(() => {
        this.pending--;
        this.all.delete(write);
        this.waiting.shift()?.();
      });
    this.all.add(write);
  }

  async link(target: string, from: string) {
    await this.started;
    const linking = (async () => {
      await this.makeDir(path.dirname(target));
      await link(from, target).catch(() => copyFile(from, target));
    })().catch((error: unknown) => void (this.failure ??= error));
    this.all.add(linking);
    void linking.finally(() => this.all.delete(linking));
  }

  /**
   * Each folder made once, by the first file into it: the promise is kept, not the fact, as links
   * go out without waiting for each other (a dev edit at 1,000 pages links some 1,850 kept files,
   * and each of them made its folder again before the first had finished: ~35 ms of `mkdir`).
   */
  private makeDir(dir: string): Promise<void> {
    let made = this.dirs.get(dir);
    if (!made) this.dirs.set(dir, (made = mkdir(dir, { recursive: true }).then(() => undefined)));
    return made;
  }

  private async writeOne(target: string, contents: string | Uint8Array) {
    await this.makeDir(path.dirname(target));
    await writeFile(target, contents);
  }

  async close() {
    await this.started;
    while (this.all.size) await Promise.all(this.all);
    if (this.failure) throw this.failure;
    return undefined;
  }
}

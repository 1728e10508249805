/**
 * Worker thread that writes a build's files, one after the other with synchronous calls, so
 * the main thread only hands them over: while it compiles, the disk's work (creating a few
 * thousand files cost this machine 1-2 s of system time) runs beside it on another core. With
 * Node's promise API every file was several round trips through the main thread's event loop.
 */
import { closeSync, copyFileSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { SharedBytes, sizeOf, type WirePiece } from './filePieces.js';
import { WriteGate } from './writeGate.js';
import type { FileRange } from './writer.js';

/**
 * Files to write (paths absolute; contents whole or as pieces), a text that pieces share (sent
 * once, before the first file that uses it), a request to report once everything before it
 * is written, files kept from the previous output (`links`: each a target, then the file it is
 * made a hard link to, batched by `LinkBatch`), or a step of a stream: a file outside the output written as text arrives, then
 * closed and renamed into place (see `StreamFile`).
 */
export type WriteRequest =
  | { files: Array<[string, string | Uint8Array | WirePiece[]]> }
  | { links: Array<[string, string]> }
  | { shared: number; text: string }
  | { flush: number }
  | { clear: string }
  | { open: number; path: string }
  | { append: number; text: string }
  | { appendFile: number; range: FileRange }
  | { close: number; renameTo: string };
/**
 * Sent after each batch of files with their total size (so the parent can bound what is in
 * flight), for each flush (with every file's `size:mtime` fingerprint so far, which the build
 * manifest records without another stat of each file), and on the first failure.
 */
export type WriteReply = { written: number } | { flushed: number; fingerprints: Array<[string, string]> } | { closed: number } | { failed: string };

const dirs = new Set<string>();
const fingerprints: Array<[string, string]> = [];
const shared = new SharedBytes();
/** Open streams: file descriptor and path, by number. */
const streams = new Map<number, { fd: number; path: string }>();
let failure: string | undefined;

/** Held for each operation, so the main thread can stop this one between two (see `WriteGate`). */
const gate = (workerData as WriteWorkerData | undefined)?.gate ? new WriteGate((workerData as WriteWorkerData).gate) : undefined;

/** What the write thread is started with. */
export interface WriteWorkerData {
  gate?: SharedArrayBuffer;
}

parentPort!.on('message', (request: WriteRequest) => {
  if ('flush' in request) return parentPort!.postMessage(failure ? ({ failed: failure } satisfies WriteReply) : ({ flushed: request.flush, fingerprints } satisfies WriteReply));
  if (failure) return;
  // Shut: the process is ending and its temporary folder was removed; create nothing more.
  if (gate && !gate.enter()) return;
  try {
    handle(request);
  } catch (error) {
    failure = (error as Error).message;
    parentPort!.postMessage({ failed: failure } satisfies WriteReply);
  } finally {
    gate?.leave();
  }
});

/** A file's bytes, or a range of them. */
function bytesOf({ file, offset, bytes }: FileRange): Buffer {
  if (offset === undefined || bytes === undefined) return readFileSync(file);
  const buffer = Buffer.allocUnsafe(bytes);
  const fd = openSync(file, 'r');
  try {
    for (let read = 0; read < bytes; ) {
      const count = readSync(fd, buffer, read, bytes - read, offset + read);
      if (count === 0) throw new Error(`${file} ends at ${offset + read}, before the ${bytes} bytes from ${offset} to append`);
      read += count;
    }
  } finally {
    closeSync(fd);
  }
  return buffer;
}

/** Carries out one request that touches the disk. */
function handle(request: Exclude<WriteRequest, { flush: number }>) {
  if ('clear' in request) {
    rmSync(request.clear, { recursive: true, force: true });
    dirs.clear();
    fingerprints.length = 0;
    return;
  }
  if ('shared' in request) return shared.add(request.shared, request.text);
  if ('open' in request) {
    mkdirSync(path.dirname(request.path), { recursive: true });
    return void streams.set(request.open, { fd: openSync(request.path, 'w'), path: request.path });
  }
  if ('append' in request) {
    writeSync(streams.get(request.append)!.fd, request.text);
    return parentPort!.postMessage({ written: request.text.length } satisfies WriteReply);
  }
  if ('appendFile' in request) return void writeSync(streams.get(request.appendFile)!.fd, bytesOf(request.range));
  if ('close' in request) {
    const stream = streams.get(request.close)!;
    streams.delete(request.close);
    closeSync(stream.fd);
    renameSync(stream.path, request.renameTo);
    return parentPort!.postMessage({ closed: request.close } satisfies WriteReply);
  }
  if ('links' in request) {
    for (const [target, from] of request.links) linkFile(target, from);
    return;
  }
  let written = 0;
  for (const [file, contents] of request.files) {
    makeDir(path.dirname(file));
    const fd = openSync(file, 'w');
    try {
      if (Array.isArray(contents)) shared.writeFile(fd, file, contents);
      else writeFileSync(fd, contents);
      const { size, mtimeMs } = fstatSync(fd);
      fingerprints.push([file, `${size}:${mtimeMs}`]);
    } finally {
      closeSync(fd);
    }
    written += sizeOf(contents);
  }
  parentPort!.postMessage({ written } satisfies WriteReply);
}

function makeDir(dir: string) {
  if (dirs.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  dirs.add(dir);
}

/**
 * A file kept byte for byte from the previous output: a hard link to it (the previous folder
 * is moved aside and deleted on commit, which leaves this name), or a copy where the file
 * system has no hard links. Its fingerprint is the previous file's, so the manifest sees it unchanged.
 */
function linkFile(target: string, from: string) {
  makeDir(path.dirname(target));
  try {
    linkSync(from, target);
  } catch {
    copyFileSync(from, target);
  }
  const { size, mtimeMs } = statSync(target);
  fingerprints.push([target, `${size}:${mtimeMs}`]);
}

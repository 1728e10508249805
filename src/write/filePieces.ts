import { writevSync } from 'node:fs';
import { joinStrings } from '../shared/joinStrings.js';

/**
 * A file given as pieces: strings, and slices of texts that many files share. Every docs page
 * carries the same sidebar (100 KB of links on a 1,000-page site) but for a few marks; as
 * pieces, the sidebar goes to the write worker and is encoded once, and each page is written
 * from slices of it, instead of every page copying it into a string of its own, posting that
 * to the worker and encoding it again.
 */
export interface SharedText {
  readonly text: string;
}

/** `shared.text.slice(start, end)`, by reference. */
export interface SharedSlice {
  readonly shared: SharedText;
  readonly start: number;
  readonly end: number;
}

export type FilePieces = ReadonlyArray<string | SharedSlice>;

/** What a writer takes for one file. */
export type FileContents = string | Uint8Array | FilePieces;

export const isPieces = (contents: FileContents): contents is FilePieces => Array.isArray(contents);

export function joinPieces(pieces: FilePieces): string {
  return joinStrings(pieces.map((piece) => (typeof piece === 'string' ? piece : piece.shared.text.slice(piece.start, piece.end))));
}

/** A file's contents as one string or bytes: for writers that keep or write files whole. */
export const wholeContents = (contents: FileContents): string | Uint8Array => (isPieces(contents) ? joinPieces(contents) : contents);

/** Pieces as posted to the write worker: shared texts by the number they were registered under. */
export type WirePiece = string | [shared: number, start: number, end: number];

/** Size in string length (or bytes), the same on both sides of the worker, to bound what is in flight. */
export function sizeOf(contents: string | Uint8Array | WirePiece[]): number {
  if (!Array.isArray(contents)) return contents.length;
  let size = 0;
  for (const piece of contents) size += typeof piece === 'string' ? piece.length : piece[2] - piece[1];
  return size;
}

/** Shared texts on the worker side, UTF-8 encoded once, with a string offset to byte offset map. */
export class SharedBytes {
  private readonly texts: Array<{ bytes: Buffer; offsets: Uint32Array | undefined }> = [];

  add(id: number, text: string) {
    const bytes = Buffer.from(text);
    // ASCII (the usual sidebar): string offsets are byte offsets.
    this.texts[id] = { bytes, offsets: bytes.length === text.length ? undefined : utf8Offsets(text) };
  }

  slice(id: number, start: number, end: number): Buffer {
    const entry = this.texts[id];
    if (!entry) throw new Error(`shared text ${id} was never sent`);
    const at = (offset: number) => (entry.offsets ? entry.offsets[offset]! : offset);
    return entry.bytes.subarray(at(start), at(end));
  }

  /** Writes a file (open, as `fd`) from its pieces with one gathered write, copying no shared bytes. */
  writeFile(fd: number, file: string, pieces: WirePiece[]) {
    const buffers = pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : this.slice(...piece)));
    const expected = buffers.reduce((total, buffer) => total + buffer.length, 0);
    // libuv writes every buffer (in IOV_MAX batches, retrying short writes) before returning.
    const written = writevSync(fd, buffers);
    if (written !== expected) throw new Error(`short write to ${file}: ${written} of ${expected} bytes`);
  }
}

/** The UTF-8 byte offset of every string offset (as `Buffer.from` encodes: a lone surrogate is 3 bytes). */
function utf8Offsets(text: string): Uint32Array {
  const offsets = new Uint32Array(text.length + 1);
  let bytes = 0;
  for (let at = 0; at < text.length; at++) {
    offsets[at] = bytes;
    const code = text.charCodeAt(at);
    const pair = code >= 0xd800 && code < 0xdc00 && at + 1 < text.length && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
    if (pair) {
      offsets[++at] = bytes;
      bytes += 4;
    } else bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
  }
  offsets[text.length] = bytes;
  return offsets;
}

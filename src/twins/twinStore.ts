import { closeSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Route } from '../types.js';
import type { StreamFile } from '../write/fileSink.js';
import type { FileRange } from '../write/writer.js';

/** Where a page's twin is: a range of the spool file (byte offset, byte length), a file kept from the previous output, or its text. */
type TwinPlace = { offset: number; bytes: number } | { file: string } | { text: string };

/**
 * Every page's Markdown twin, from when it is made until llms-full.txt (which carries them all,
 * in sidebar order) is written at the end of the build. Kept in memory, the twins grew with the
 * site (the size of every page's source again); where the writer streams on its thread
 * (`Writer.openStream`), each twin is appended to a spool file outside the output instead, and
 * only its place in that file is kept. A twin kept from the previous output is read from there.
 */
export class TwinStore {
  private readonly places = new Map<Route, TwinPlace>();
  private spool: StreamFile | undefined;
  private spoolSize = 0;
  private spoolFd: number | undefined;
  private readonly spoolFile: string;

  /** `openStream`: the writer's (undefined keeps every twin in memory); the spool file goes in `dir`. */
  constructor(
    private readonly openStream: ((file: string) => StreamFile | undefined) | undefined,
    dir: string,
  ) {
    this.spoolFile = path.join(dir, `twins-${process.pid}-${randomUUID().slice(0, 8)}.spool`);
  }

  /** A page's twin as written. */
  put(route: Route, text: string) {
    this.spool ??= this.openStream?.(this.spoolFile);
    if (!this.spool) return void this.places.set(route, { text });
    const bytes = Buffer.byteLength(text);
    this.spool.append(text);
    this.places.set(route, { offset: this.spoolSize, bytes });
    this.spoolSize += bytes;
  }

  /** A page's twin kept byte for byte from the previous output (`file`, absolute): read from there when needed. */
  putFile(route: Route, file: string) {
    this.places.set(route, { file });
  }

  /** Every twin is in: the spool file is complete on disk once this resolves, and `textOf` reads it. */
  async finish() {
    if (!this.spool) return;
    const spool = this.spool;
    this.spool = undefined;
    await spool.close(this.spoolFile);
    this.spoolFd = openSync(this.spoolFile, 'r');
  }

  /**
   * Where a page's twin is on disk (after `finish`): a range of the spool file, or the file kept
   * from the previous output; undefined for one kept in memory. llms-full.txt is made of these
   * on the writer's thread (`OutputStream.appendFile`), not read here and handed back to it.
   */
  rangeOf(route: Route): FileRange | undefined {
    const place = this.places.get(route);
    if (!place) throw new Error(`no Markdown twin was made for ${route.path}`);
    if ('text' in place) return undefined;
    return 'file' in place ? { file: place.file } : { file: this.spoolFile, offset: place.offset, bytes: place.bytes };
  }

  /** A page's twin (after `finish`). */
  textOf(route: Route): string {
    const place = this.places.get(route);
    if (!place) throw new Error(`no Markdown twin was made for ${route.path}`);
    if ('text' in place) return place.text;
    if ('file' in place) return readFileSync(place.file, 'utf8');
    const buffer = Buffer.allocUnsafe(place.bytes);
    let read = 0;
    while (read < place.bytes) {
      const count = readSync(this.spoolFd!, buffer, read, place.bytes - read, place.offset + read);
      if (count === 0) throw new Error(`the Markdown twins' spool file ${this.spoolFile} ends before ${route.path}'s twin`);
      read += count;
    }
    return buffer.toString('utf8');
  }

  /** Drops every twin and the spool file (after llms-full.txt is written, or when the build failed). */
  async dispose() {
    await this.spool?.close(this.spoolFile).catch(() => {});
    this.spool = undefined;
    if (this.spoolFd !== undefined) closeSync(this.spoolFd);
    this.spoolFd = undefined;
    this.places.clear();
    rmSync(this.spoolFile, { force: true });
  }
}

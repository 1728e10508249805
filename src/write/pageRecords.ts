import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageRecord } from '../pipeline/pageSink.js';
import { BetweenBuilds, keepsBetweenBuilds } from '../shared/betweenBuilds.js';
import type { StreamFile } from './fileSink.js';
import type { Writer } from './writer.js';

/** The records' file among a pass's records (`pageRecordsDir`): a line a keepable page, its key, a space, its record's JSON. */
export const RECORDS_FILE = 'records.txt';

/**
 * The records a dev process saved or read, as their text by page key (`betweenBuilds.ts`): an
 * edit's build does not read the file again. Parsed anew for each build, as one read from the
 * file would be.
 */
const keptTexts = new BetweenBuilds<Map<string, string>>();

/**
 * The page records of one pass (`PageRecord`), in one file instead of a file each (issue 21 §3:
 * an edit build at 1,000 pages opened, read and closed 1,176 record files, one per kept page).
 * The previous build's file is read once, whole, when the first page asks, and split into lines;
 * a record is parsed only when its page asks, and a kept page's text goes into the next file as
 * it was read (no parse and stringify again). This build's records stream into a new file as
 * pages render (on the writer's thread when it has one, so a large site holds none of them in
 * memory), the kept pages' are added at the end in one piece, and the file is renamed into
 * place. A record is named by its page's key, which names the inputs it was made from: a file
 * left by a build that failed still holds only right records.
 */
export class PageRecords {
  private readonly file: string;
  private previous: Map<string, string> | undefined;
  /** The keys of the records in the new file; with their texts in a dev process (`keptTexts`). */
  private readonly added = new Set<string>();
  private readonly texts = keepsBetweenBuilds() ? new Map<string, string>() : undefined;
  private readonly stream: StreamFile | undefined;
  /** This build's records when there is no stream, for `save`. */
  private readonly pending: string[] = [];

  constructor(dir: string, writer: Writer) {
    this.file = path.join(dir, RECORDS_FILE);
    this.stream = writer.openStream?.(`${this.file}.${process.pid}.tmp`);
  }

  /** The previous build's record of the page with this key, if it has one. */
  get(key: string): PageRecord | undefined {
    this.previous ??= keptTexts.get(this.file) ?? readRecords(this.file);
    const text = this.previous.get(key);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as PageRecord;
    } catch {
      // A damaged record: its page renders again, and the next file holds its new record.
      this.previous.delete(key);
      return undefined;
    }
  }

  /** A rendered page's record, for the next build. */
  add(key: string, record: PageRecord): void {
    const line = this.line(key, JSON.stringify(record));
    if (line === undefined) return;
    if (this.stream) this.stream.append(line);
    else this.pending.push(line);
  }

  /** The record's line in the new file; undefined when it has it already. */
  private line(key: string, text: string): string | undefined {
    if (this.added.has(key)) return undefined;
    this.added.add(key);
    this.texts?.set(key, text);
    return `${key} ${text}\n`;
  }

  /** Adds the kept pages' records (by their keys, as they were read) and puts the file in place. */
  async save(keptKeys: Iterable<string>): Promise<void> {
    const kept: string[] = [];
    for (const key of keptKeys) {
      const text = this.previous?.get(key);
      const line = text === undefined ? undefined : this.line(key, text);
      if (line !== undefined) kept.push(line);
    }
    if (this.texts) keptTexts.set(this.file, this.texts);
    if (this.stream) {
      // In one piece: a message to the writer's thread a kept page cost the main thread more than the text.
      if (kept.length) this.stream.append(kept.join(''));
      return this.stream.close(this.file);
    }
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(`${this.file}.${process.pid}.tmp`, this.pending.join('') + kept.join(''));
    renameSync(`${this.file}.${process.pid}.tmp`, this.file);
  }
}

/** A records file's texts by key; empty when there is none (the first build, or one by an earlier docsite that kept a file a page: nothing is kept). */
function readRecords(file: string): Map<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return new Map();
  }
  const records = new Map<string, string>();
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    if (space > 0) records.set(line.slice(0, space), line.slice(space + 1));
  }
  return records;
}

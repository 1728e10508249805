import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageRecord } from '../pipeline/pageSink.js';
import { BetweenBuilds, keepsBetweenBuilds } from '../shared/betweenBuilds.js';
import type { StreamFile } from './fileSink.js';
import type { Writer } from './writer.js';

/** The records' file among a pass's records (`pageRecordsDir`): one object, each keepable page's record by its key. */
export const RECORDS_FILE = 'records.json';

/**
 * The records a dev process saved or read, as their text by page key (`betweenBuilds.ts`): an
 * edit's build does not read the file again. Parsed anew for each build, as one read from the
 * file would be.
 */
const keptTexts = new BetweenBuilds<Map<string, string>>();

/**
 * The page records of one pass (`PageRecord`), in one file instead of a file each (issue 21 §3:
 * an edit build at 1,000 pages opened, read and closed 1,176 record files, one per kept page).
 * The previous build's file is read once, whole, when the first page asks; this build's records
 * stream into a new file as pages render (on the writer's thread when it has one, so a large
 * site holds none of them in memory), the kept pages' are added at the end, and the file is
 * renamed into place. A record is named by its page's key, which names the inputs it was made
 * from: a file left by a build that failed still holds only right records.
 */
export class PageRecords {
  private readonly file: string;
  private previous: Map<string, PageRecord | string> | undefined;
  /** The keys of the records in the new file; with their texts in a dev process (`keptTexts`). */
  private readonly added = new Set<string>();
  private readonly texts = keepsBetweenBuilds() ? new Map<string, string>() : undefined;
  private stream: StreamFile | undefined;
  /** This build's records: appended to the stream when there is one, else kept for `save`. */
  private readonly pending: string[] = [];
  private count = 0;

  constructor(dir: string, writer: Writer) {
    this.file = path.join(dir, RECORDS_FILE);
    this.stream = writer.openStream?.(`${this.file}.${process.pid}.tmp`);
    this.stream?.append('{');
  }

  /** The previous build's record of the page with this key, if it has one. */
  get(key: string): PageRecord | undefined {
    this.previous ??= this.read();
    const found = this.previous.get(key);
    return typeof found === 'string' ? (JSON.parse(found) as PageRecord) : found;
  }

  private read(): Map<string, PageRecord | string> {
    const kept = keptTexts.get(this.file);
    if (kept) return kept;
    try {
      return new Map(Object.entries(JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, PageRecord>));
    } catch {
      // No file (the first build, or one by an earlier docsite that kept a file a page): nothing is kept.
      return new Map();
    }
  }

  /** A rendered page's record, for the next build. */
  add(key: string, record: PageRecord): void {
    this.addText(key, JSON.stringify(record));
  }

  private addText(key: string, text: string): void {
    if (this.added.has(key)) return;
    this.added.add(key);
    this.texts?.set(key, text);
    const entry = `${this.count++ ? ',' : ''}${JSON.stringify(key)}:${text}`;
    if (this.stream) this.stream.append(entry);
    else this.pending.push(entry);
  }

  /** Adds the kept pages' records (by their keys) and puts the file in place. */
  async save(keptKeys: Iterable<string>): Promise<void> {
    for (const key of keptKeys) {
      if (this.added.has(key)) continue;
      const found = this.previous?.get(key);
      if (found !== undefined) this.addText(key, typeof found === 'string' ? found : JSON.stringify(found));
    }
    if (this.texts) keptTexts.set(this.file, this.texts);
    if (this.stream) {
      this.stream.append('}');
      return this.stream.close(this.file);
    }
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(`${this.file}.${process.pid}.tmp`, `{${this.pending.join('')}}`);
    renameSync(`${this.file}.${process.pid}.tmp`, this.file);
  }
}

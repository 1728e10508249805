import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageRecord } from '../../../src/pipeline/pageSink.js';
import { PageRecords, RECORDS_FILE } from '../../../src/write/pageRecords.js';
import type { Writer } from '../../../src/write/writer.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'page-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A writer without a thread to stream to: the records are written at the end.
const writer = {} as Writer;
const recordOf = (title: string): PageRecord => ({ links: { hrefs: [], ids: [] }, scripts: [], title, description: `${title}.` });

describe('PageRecords', () => {
  it('keeps every record of a build in one file, read back by key', async () => {
    const first = new PageRecords(dir, writer);
    expect(first.get('a')).toBeUndefined();
    first.add('a', recordOf('A'));
    first.add('b', recordOf('B'));
    await first.save(['a', 'b']);
    expect(readdirSync(dir)).toEqual([RECORDS_FILE]);
    const second = new PageRecords(dir, writer);
    expect(second.get('a')?.title).toBe('A');
    expect(second.get('b')?.description).toBe('B.');
    expect(second.get('c')).toBeUndefined();
  });

  it('carries the kept pages’ records into the next file and drops the others', async () => {
    const before = new PageRecords(dir, writer);
    before.add('x', recordOf('X'));
    before.add('y', recordOf('Y'));
    await before.save(['x', 'y']);
    // The next build keeps x (read from the file), renders z, and no longer has y.
    const next = new PageRecords(dir, writer);
    expect(next.get('x')?.title).toBe('X');
    next.add('z', recordOf('Z'));
    await next.save(['x', 'z']);
    const after = new PageRecords(dir, writer);
    expect(after.get('x')?.title).toBe('X');
    expect(after.get('z')?.title).toBe('Z');
    expect(after.get('y')).toBeUndefined();
  });

  it('parses a record only when its page asks: a damaged one makes only its page render again', async () => {
    const own = mkdtempSync(path.join(dir, 'damaged-'));
    const good = JSON.stringify(recordOf('Good'));
    writeFileSync(path.join(own, RECORDS_FILE), `good ${good}\nbad {"links":\n`);
    const records = new PageRecords(own, writer);
    expect(records.get('good')?.title).toBe('Good');
    expect(records.get('bad')).toBeUndefined();
    await records.save(['good', 'bad']);
    // The kept record goes on as it was read; the damaged one is dropped.
    expect(readFileSync(path.join(own, RECORDS_FILE), 'utf8')).toBe(`good ${good}\n`);
  });
});

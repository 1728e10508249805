import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Counts the folders the in-process sink makes (from source there is no write thread: `startSink` gives the promise sink).
const made = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return { ...fs, mkdir: (dir: string, options: Parameters<typeof fs.mkdir>[1]) => (made.push(dir), fs.mkdir(dir, options)) };
});
const { startSink } = await import('../../../src/write/fileSink.js');

const dir = mkdtempSync(path.join(os.tmpdir(), 'file-sink-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the in-process file sink', () => {
  it('makes each folder once, however many links and writes go into it at once', async () => {
    const source = path.join(dir, 'kept.txt');
    writeFileSync(source, 'kept');
    const out = path.join(dir, 'out');
    const sink = startSink(out);
    // Links go out without waiting for each other, as an incremental build sends its kept files.
    for (let at = 0; at < 50; at++) void sink.link(path.join(out, 'search/shards', `shard.${at}.json`), source);
    for (let at = 0; at < 10; at++) await sink.write(path.join(out, 'docs', `page-${at}.html`), `page ${at}`);
    await sink.close();
    expect(readFileSync(path.join(out, 'search/shards/shard.49.json'), 'utf8')).toBe('kept');
    expect(readFileSync(path.join(out, 'docs/page-9.html'), 'utf8')).toBe('page 9');
    expect(made.filter((folder) => folder.startsWith(out)).sort()).toEqual([path.join(out, 'docs'), path.join(out, 'search/shards')]);
  });
});

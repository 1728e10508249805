import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TwinStore } from '../../../src/twins/twinStore.js';
import type { Route } from '../../../src/types.js';
import type { StreamFile } from '../../../src/write/fileSink.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-twins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const route = (name: string) => ({ kind: 'doc', path: `/docs/${name}` }) as Route;

/** A stream as the writer's thread writes one: appended to `${file}`, renamed on close. */
function fileStream(file: string): StreamFile {
  writeFileSync(file, '');
  return { append: (text) => appendFileSync(file, text), appendFile: () => {}, room: async () => {}, close: async (renameTo) => renameSync(file, renameTo) };
}

describe('TwinStore', () => {
  it('keeps twins in a spool file where the writer streams, and reads each back whole (multi-byte text too)', async () => {
    const opened: string[] = [];
    const store = new TwinStore((file) => (opened.push(file), fileStream(`${file}.writing`)), dir);
    const [a, b, c] = [route('a'), route('b'), route('c')];
    store.put(a, '# Á\n\nCafé ☕ and 𝄞.\n');
    store.put(b, '# B\n\nPlain.\n');
    const kept = path.join(dir, 'kept.md');
    writeFileSync(kept, '# C\n\nFrom the previous output.\n');
    store.putFile(c, kept);
    await store.finish();
    expect(opened).toHaveLength(1);
    expect(store.textOf(b)).toBe('# B\n\nPlain.\n');
    expect(store.textOf(a)).toBe('# Á\n\nCafé ☕ and 𝄞.\n');
    expect(store.textOf(c)).toBe('# C\n\nFrom the previous output.\n');
    expect(() => store.textOf(route('d'))).toThrow('no Markdown twin was made for /docs/d');
    await store.dispose();
    expect(existsSync(opened[0]!)).toBe(false);
    expect(readdirSync(dir)).toEqual(['kept.md']);
  });

  it('says where each twin is on disk, for the writer to append it to llms-full.txt: a range of the spool file, or the kept file', async () => {
    const store = new TwinStore((file) => fileStream(`${file}.writing`), dir);
    const [a, b, c] = [route('a'), route('b'), route('c')];
    store.put(a, '# Á\n\nCafé ☕ and 𝄞.\n');
    store.put(b, '# B\n\nPlain.\n');
    const kept = path.join(dir, 'kept-range.md');
    writeFileSync(kept, '# C\n');
    store.putFile(c, kept);
    await store.finish();
    const bytesOf = (range: ReturnType<TwinStore['rangeOf']>) => {
      const whole = readFileSync(range!.file);
      return (range!.offset === undefined ? whole : whole.subarray(range!.offset, range!.offset + range!.bytes!)).toString('utf8');
    };
    expect(store.rangeOf(b)).toMatchObject({ offset: Buffer.byteLength('# Á\n\nCafé ☕ and 𝄞.\n'), bytes: 12 });
    expect(bytesOf(store.rangeOf(a))).toBe('# Á\n\nCafé ☕ and 𝄞.\n');
    expect(bytesOf(store.rangeOf(b))).toBe('# B\n\nPlain.\n');
    expect(store.rangeOf(c)).toEqual({ file: kept });
    expect(() => store.rangeOf(route('d'))).toThrow('no Markdown twin was made for /docs/d');
    await store.dispose();
    rmSync(kept);
  });

  it('keeps twins in memory where the writer has no thread (no spool file)', async () => {
    const store = new TwinStore(undefined, path.join(dir, 'none'));
    const a = route('a');
    store.put(a, '# A\n');
    await store.finish();
    expect(store.textOf(a)).toBe('# A\n');
    expect(store.rangeOf(a)).toBeUndefined();
    await store.dispose();
    expect(() => store.textOf(a)).toThrow('no Markdown twin was made for /docs/a');
    expect(existsSync(path.join(dir, 'none'))).toBe(false);
  });
});

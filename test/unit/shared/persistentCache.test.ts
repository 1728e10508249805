import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheKey, PersistentCache } from '../../../src/shared/persistentCache.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PersistentCache', () => {
  it('keeps values between builds, saves only the entries a build used, and drops files of other versions', async () => {
    writeFileSync(path.join(dir, 'markdown-v0-old.json'), '{}');
    writeFileSync(path.join(dir, 'compile-v2-other.json'), '{}');
    const first = await PersistentCache.open<string>(dir, 'markdown', 1);
    first.set(cacheKey('a'), 'A');
    first.set(cacheKey('b'), 'B');
    await first.save();

    const second = await PersistentCache.open<string>(dir, 'markdown', 1);
    expect(second.get(cacheKey('a'))).toBe('A');
    await second.save();

    const third = await PersistentCache.open<string>(dir, 'markdown', 1);
    expect(third.get(cacheKey('a'))).toBe('A');
    expect(third.get(cacheKey('b'))).toBeUndefined();
    expect(await PersistentCache.open<string>(dir, 'markdown', 2).then((cache) => cache.get(cacheKey('a')))).toBeUndefined();
    const files = readdirSync(dir);
    expect(files.filter((name) => name.startsWith('markdown-'))).toHaveLength(1);
    expect(files).toContain('compile-v2-other.json');
  });

  it('writes the same JSON as one JSON.stringify, across many chunks', async () => {
    const cache = await PersistentCache.open<{ html: string; n: number }>(dir, 'chunks', 1);
    const entries = Array.from({ length: 60 }, (_, index) => [cacheKey(String(index)), { html: `<p>${'x'.repeat(10_000)} "${index}"</p>`, n: index }] as const);
    for (const [key, value] of entries) cache.set(key, value);
    await cache.save();
    const file = readdirSync(dir).find((name) => name.startsWith('chunks-'))!;
    expect(readFileSync(path.join(dir, file), 'utf8')).toBe(JSON.stringify(Object.fromEntries(entries)));
    const again = await PersistentCache.open<{ html: string; n: number }>(dir, 'chunks', 1);
    expect(again.get(entries[59]![0])).toEqual(entries[59]![1]);
  });

  it('streams entries as they are set, then adds the ones it found and renames the stream into place', async () => {
    const seed = await PersistentCache.open<string>(dir, 'streamed', 1);
    seed.set(cacheKey('kept'), 'K');
    await seed.save();
    const cache = await PersistentCache.open<string>(dir, 'streamed', 1);
    const written: string[] = [];
    let temp = '';
    cache.streamTo((file) => {
      temp = file;
      return { append: (text) => void written.push(text), close: async (renameTo) => writeFileSync(renameTo, written.join('')) };
    });
    expect(path.dirname(temp)).toBe(dir);
    expect(cache.get(cacheKey('kept'))).toBe('K');
    cache.set(cacheKey('a'), 'A "quoted"');
    // Set entries are handed over at once, not kept for the save.
    expect(written.join('')).toBe(`{${JSON.stringify(cacheKey('a'))}:"A \\"quoted\\""`);
    cache.set(cacheKey('b'), 'B');
    await cache.save();
    const file = readdirSync(dir).find((name) => name.startsWith('streamed-'))!;
    expect(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).toEqual({ [cacheKey('a')]: 'A "quoted"', [cacheKey('b')]: 'B', [cacheKey('kept')]: 'K' });
  });

  it('saves itself when no stream is given', async () => {
    const cache = await PersistentCache.open<string>(dir, 'unstreamed', 1);
    cache.streamTo(() => undefined);
    cache.set(cacheKey('a'), 'A');
    await cache.save();
    const file = readdirSync(dir).find((name) => name.startsWith('unstreamed-'))!;
    expect(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).toEqual({ [cacheKey('a')]: 'A' });
  });

  it('makes different keys of parts that only concatenate alike', () => {
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
  });
});

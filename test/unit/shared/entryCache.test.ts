import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_HASH } from '../../../src/shared/codeHash.js';
import { EntryCache, writeEntryFile } from '../../../src/shared/entryCache.js';
import { cacheKey } from '../../../src/shared/persistentCache.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-entry-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const entriesOf = (folder: string) => readdirSync(path.join(dir, folder)).sort();

describe('EntryCache', () => {
  it('keeps each value in a file of its own, writes only what a build set and keeps only what it used', async () => {
    writeFileSync(path.join(dir, 'compile-v4-old.json'), '{}');
    mkdirSync(path.join(dir, 'compile-v5-oldcode'));
    const [a, b, c] = [cacheKey('a'), cacheKey('b'), cacheKey('c')];
    const first = EntryCache.open<{ html: string }>(dir, 'compile', 5);
    first.set(a, { html: 'A' });
    first.set(b, { html: 'B' });
    await first.save();
    const folder = `compile-v5-${CODE_HASH}`;
    expect(entriesOf(folder)).toEqual([`${a}.json`, `${b}.json`].sort());

    // The next build reads one entry and sets another: the one it did not read is dropped, the one it read is not written again.
    const second = EntryCache.open<{ html: string }>(dir, 'compile', 5);
    expect(second.get(a)).toEqual({ html: 'A' });
    expect(second.get(c)).toBeUndefined();
    second.set(c, { html: 'C' });
    await second.save();
    expect(entriesOf(folder)).toEqual([`${a}.json`, `${c}.json`].sort());
    // Caches of other docsite code are removed.
    expect(existsSync(path.join(dir, 'compile-v4-old.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'compile-v5-oldcode'))).toBe(false);
  });

  it('keeps an entry another thread wrote to the file it claimed, and reads it back', async () => {
    const cache = EntryCache.open<{ html: string }>(dir, 'claimed', 1);
    const [mine, unused] = [cacheKey('mine'), cacheKey('unused')];
    cache.set(unused, { html: 'old' });
    await cache.save();
    const next = EntryCache.open<{ html: string }>(dir, 'claimed', 1);
    // A build worker is given the file, writes the value there; saving keeps it (claimed: used), and drops what was not used.
    writeEntryFile(next.claim(mine), { html: 'from a worker' });
    await next.save();
    expect(entriesOf(`claimed-v1-${CODE_HASH}`)).toEqual([`${mine}.json`]);
    expect(EntryCache.open<{ html: string }>(dir, 'claimed', 1).get(mine)).toEqual({ html: 'from a worker' });
  });

  it('keeps the caches of two parts apart: saving one drops nothing of the other (a locale pass each)', async () => {
    const en = EntryCache.open<string>(dir, 'parts', 1, 'en');
    en.set(cacheKey('en'), 'EN');
    await en.save();
    const fr = EntryCache.open<string>(dir, 'parts', 1, 'fr');
    fr.set(cacheKey('fr'), 'FR');
    await fr.save();
    expect(EntryCache.open<string>(dir, 'parts', 1, 'en').get(cacheKey('en'))).toBe('EN');
    expect(EntryCache.open<string>(dir, 'parts', 1, 'fr').get(cacheKey('en'))).toBeUndefined();
  });

  it('writes entries through the streams it is given, and waits for them when saving', async () => {
    const cache = EntryCache.open<string>(dir, 'streamed', 1);
    const written: Array<{ temp: string; text: string; to: string }> = [];
    cache.writeWith((temp) => ({
      append: (text) => void written.push({ temp, text, to: '' }),
      close: async (to) => {
        written.at(-1)!.to = to;
        mkdirSync(path.dirname(to), { recursive: true });
        writeFileSync(to, written.at(-1)!.text);
      },
    }));
    cache.set(cacheKey('x'), 'X');
    await cache.save();
    expect(written).toEqual([{ temp: expect.stringMatching(/\.tmp$/), text: '"X"', to: path.join(dir, `streamed-v1-${CODE_HASH}`, `${cacheKey('x')}.json`) }]);
    expect(EntryCache.open<string>(dir, 'streamed', 1).get(cacheKey('x'))).toBe('X');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { subsetFonts, subsetHere } from '../../../src/bundle/subsetFonts.js';

// Subsetting Inter loads HarfBuzz's and the WOFF2 encoder's WebAssembly (about 100 MB of
// memory outside the heap) for as long as the thread that loaded it lives: a build cuts it in
// a thread of its own, so the main thread does not carry it to the end of the build.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fontThread = path.join(repo, 'dist/fontWorker.js');
const inter = readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const texts = ['Docsite', 'abcdefghijklmnopqrstuvwxyz «»'];
const externalMiB = () => process.memoryUsage().external / 1048576;

describe('subsetting fonts in a thread of its own', () => {
  it('leaves none of the subsetter in this thread, and makes the bytes it makes here', async () => {
    expect(existsSync(fontThread), 'dist/ is compiled (node bin/compile.mjs)').toBe(true);
    const before = externalMiB();
    const threaded = await subsetFonts(inter, texts, fontThread);
    // This thread never loaded the subsetter: its memory outside the heap stays where it was.
    expect(externalMiB() - before).toBeLessThan(20);
    const here = await subsetHere(inter, texts);
    expect(externalMiB() - before).toBeGreaterThan(50);
    expect(threaded.map((bytes) => Buffer.from(bytes).toString('base64'))).toEqual(here.map((bytes) => Buffer.from(bytes).toString('base64')));
    expect(threaded[0]!.byteLength).toBeGreaterThan(1000);
  });

  it('fails naming what went wrong in the thread', async () => {
    await expect(subsetFonts(new Uint8Array([1, 2, 3]), texts, fontThread)).rejects.toThrow(/^subsetting the Inter font failed: /);
  });
});

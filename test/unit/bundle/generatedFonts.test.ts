import { mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_PARTS, bundleWithGeneratedFonts } from '../../helpers/generatedFonts.js';

// Inter's core and rest files are cut from the installed package at build time into
// .docsite-cache (issue 23), not committed: made once, the same bytes wherever they are made.

const tempCache = () => mkdtempSync(path.join(os.tmpdir(), 'generated-fonts-'));

describe('fonts generated at build time', () => {
  it('makes the same bytes (and hashed names) in two fresh caches, and reads them from the cache', async () => {
    const [first, second] = [tempCache(), tempCache()];
    mkdirSync(path.join(first, 'fonts-0000000000000000'));
    const one = await bundleWithGeneratedFonts(BOTH_PARTS, first);
    const two = await bundleWithGeneratedFonts(BOTH_PARTS, second);
    expect(Object.keys(one.files).sort()).toEqual([expect.stringMatching(/^\/assets\/inter-latin-core-wght-normal\.[A-Z0-9]+\.woff2$/), expect.stringMatching(/^\/assets\/inter-latin-rest-wght-normal\.[A-Z0-9]+\.woff2$/), '/assets/stdin.css']);
    expect(two.files).toEqual(one.files);
    // The files esbuild read are the cache's: one folder, keyed; an older key's folder is removed.
    const folders = readdirSync(first);
    expect(folders).toEqual([expect.stringMatching(/^fonts-[0-9a-f]{16}$/)]);
    expect(one.inputs.filter((input) => input.endsWith('.woff2')).sort()).toEqual(['inter-latin-core-wght-normal.woff2', 'inter-latin-rest-wght-normal.woff2'].map((name) => path.join(first, folders[0]!, name)));
  });

  it('reuses the cached files in a later build instead of making them again', async () => {
    const cache = tempCache();
    await bundleWithGeneratedFonts(BOTH_PARTS, cache);
    const folder = path.join(cache, readdirSync(cache)[0]!);
    const written = readdirSync(folder).map((name) => statSync(path.join(folder, name)).mtimeMs);
    await bundleWithGeneratedFonts(BOTH_PARTS, cache);
    expect(readdirSync(folder).map((name) => statSync(path.join(folder, name)).mtimeMs)).toEqual(written);
  });

  it('fails naming a file docsite does not generate', async () => {
    const bundled = bundleWithGeneratedFonts('@font-face { font-family: A; src: url(docsite-font:inter-latin-wght-normal.woff2); }', tempCache());
    await expect(bundled).rejects.toThrow('docsite-font:inter-latin-wght-normal.woff2: docsite generates no font of that name (it makes inter-latin-core-wght-normal.woff2, inter-latin-rest-wght-normal.woff2)');
  });
});

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepBetweenBuilds } from '../../../src/shared/betweenBuilds.js';
import { digestOf } from '../../../src/write/committedDigests.js';
import { FsWriter } from '../../../src/write/writer.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-digests-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One build into `out`: each file of `files` added whole, then committed. Returns each file's inode. */
async function buildInto(out: string, files: Record<string, string | Uint8Array>, fail = false) {
  const writer = new FsWriter(out);
  for (const [file, contents] of Object.entries(files)) await writer.add(file, contents);
  if (fail) return void (await writer.abort());
  await writer.commit();
  return Object.fromEntries(Object.keys(files).map((file) => [file, statSync(path.join(out, file)).ino]));
}

describe('committed digests', () => {
  it('writes every file again in a process that builds once', async () => {
    const out = path.join(root, 'once');
    const first = await buildInto(out, { 'a.js': 'same' });
    const second = await buildInto(out, { 'a.js': 'same' });
    expect(second!['a.js']).not.toBe(first!['a.js']);
  });

  it('links a file whose bytes did not change from the committed output, and writes one that changed', async () => {
    keepBetweenBuilds();
    const out = path.join(root, 'dev');
    const first = await buildInto(out, { 'assets/main.js': 'bundle', 'img/logo.png': new Uint8Array([1, 2, 3]), 'sitemap.xml': '<urlset/>' });
    const second = await buildInto(out, { 'assets/main.js': 'bundle', 'img/logo.png': new Uint8Array([1, 2, 3]), 'sitemap.xml': '<urlset>new</urlset>' });
    expect(second!['assets/main.js']).toBe(first!['assets/main.js']);
    expect(second!['img/logo.png']).toBe(first!['img/logo.png']);
    expect(second!['sitemap.xml']).not.toBe(first!['sitemap.xml']);
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toBe('<urlset>new</urlset>');
    // The file linked in the second build is linked again in the third: its digest was kept.
    const third = await buildInto(out, { 'assets/main.js': 'bundle' });
    expect(third!['assets/main.js']).toBe(first!['assets/main.js']);
  });

  it('writes every file after a failed build (the committed output may not be what it knew)', async () => {
    keepBetweenBuilds();
    const out = path.join(root, 'failed');
    const first = await buildInto(out, { 'a.js': 'same' });
    await buildInto(out, { 'a.js': 'same' }, true);
    const third = await buildInto(out, { 'a.js': 'same' });
    expect(third!['a.js']).not.toBe(first!['a.js']);
    expect(readFileSync(path.join(out, 'a.js'), 'utf8')).toBe('same');
  });

  it('writes a file that was replaced in the committed output after its commit (the late search files)', async () => {
    keepBetweenBuilds();
    const out = path.join(root, 'late');
    const writer = new FsWriter(out);
    await writer.add('search/index.json', 'old');
    await writer.commit();
    await writer.addCommitted('search/index.json', 'new');
    const second = await buildInto(out, { 'search/index.json': 'old' });
    expect(readFileSync(path.join(out, 'search/index.json'), 'utf8')).toBe('old');
    expect(second).toBeDefined();
  });
});

describe('digestOf', () => {
  it('hashes a file the committed output lacks, and one of the same size; not one whose size changed', () => {
    const first = digestOf('llms-full text', undefined);
    expect(first).toEqual({ entry: { size: 14, digest: expect.any(String) }, same: false });
    expect(digestOf('llms-full text', first.entry).same).toBe(true);
    expect(digestOf('llms-full TEXT', first.entry)).toEqual({ entry: { size: 14, digest: expect.any(String) }, same: false });
    // Another size: no digest made, and none to compare the next build's with.
    expect(digestOf('llms-full text, longer', first.entry)).toEqual({ entry: { size: 22 }, same: false });
    expect(digestOf(new Uint8Array([1, 2]), { size: 2 })).toEqual({ entry: { size: 2, digest: expect.any(String) }, same: false });
  });
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FsWriter } from '../../../src/write/writer.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-writer-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('FsWriter', () => {
  it('streams files into a temporary folder and swaps it in on commit', async () => {
    const out = path.join(root, 'build');
    mkdirSync(out);
    writeFileSync(path.join(out, 'old.html'), 'previous');
    const writer = new FsWriter(out);
    for (let n = 0; n < 100; n++) await writer.add(`docs/page-${n}/index.html`, `<p>${n}</p>`);
    await writer.add('assets/logo.svg', new Uint8Array([60, 115, 118, 103, 62]));
    // Written already, but not visible until commit.
    expect(readdirSync(out)).toEqual(['old.html']);
    expect(readdirSync(root).some((name) => name.startsWith('build.tmp-'))).toBe(true);
    expect(writer.paths.size).toBe(101);
    await writer.commit();
    expect(readFileSync(path.join(out, 'docs/page-42/index.html'), 'utf8')).toBe('<p>42</p>');
    expect(readFileSync(path.join(out, 'assets/logo.svg'), 'utf8')).toBe('<svg>');
    expect(existsSync(path.join(out, 'old.html'))).toBe(false);
    // The previous output went to a hidden sibling that a detached process deletes.
    await expect.poll(() => readdirSync(root), { timeout: 5000 }).toEqual(['build']);
  });

  it('leaves the previous output and no temporary folder behind when aborted', async () => {
    const out = path.join(root, 'kept');
    mkdirSync(out);
    writeFileSync(path.join(out, 'marker.txt'), 'previous build');
    const writer = new FsWriter(out);
    await writer.add('index.html', '<p>new</p>');
    await writer.abort();
    expect(readdirSync(out)).toEqual(['marker.txt']);
    expect(readdirSync(root).filter((name) => name.startsWith('kept'))).toEqual(['kept']);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { walkFiles, walkStaticFiles } from '../../../src/collect/walkFiles.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-walk-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('walkFiles', () => {
  it('names every file by its normalized absolute path, sorted, whatever the folder was spelled as, and skips dot-folders', async () => {
    const dir = path.join(root, 'docs');
    for (const file of ['b.md', 'a/deep/c.md', 'a/x.md', '.hidden/y.md', 'a/.git/z']) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), 'x');
    }
    const expected = ['a/deep/c.md', 'a/x.md', 'b.md'].map((file) => path.join(dir, file));
    expect(await walkFiles(dir)).toEqual(expected);
    // A trailing separator, a `..` and a relative spelling name the same files the same way.
    expect(await walkFiles(`${dir}${path.sep}`)).toEqual(expected);
    expect(await walkFiles(path.join(dir, 'a', '..') + path.sep + '.')).toEqual(expected);
    expect(await walkFiles(path.relative(process.cwd(), dir))).toEqual(expected);
    expect(await walkFiles(path.join(root, 'missing'))).toEqual([]);
  });

  it('publishes a static folder\'s .well-known/ and names the hidden files it leaves out', async () => {
    const dir = path.join(root, 'static');
    for (const file of ['.well-known/security.txt', '.htaccess', 'img/logo.svg']) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), 'x');
    }
    expect(await walkStaticFiles(`${dir}${path.sep}`)).toEqual({ files: ['.well-known/security.txt', 'img/logo.svg'].map((file) => path.join(dir, file)), skipped: ['.htaccess'] });
  });
});

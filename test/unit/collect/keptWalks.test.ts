import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepWalksBelow, walkFiles, walkStaticFiles } from '../../../src/collect/walkFiles.js';
import { keepBetweenBuilds } from '../../../src/shared/betweenBuilds.js';
import { inputsChanged } from '../../../src/shared/keptInputs.js';

// A dev process (this file's own: vitest runs each file in a module graph of its own).
keepBetweenBuilds();
const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-kept-walks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const docs = path.join(root, 'docs');
const other = path.join(root, 'other');
const write = (file: string, text = 'x') => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
keepWalksBelow([docs]);

describe('walks kept between dev builds', () => {
  it('gives a watched folder\'s walk again until the watcher names a file it did not list, or one gone, or a folder', async () => {
    write(path.join(docs, 'a.md'));
    expect(await walkFiles(docs)).toEqual([path.join(docs, 'a.md')]);
    // A file the watcher did not name is not seen: the walk is kept.
    write(path.join(docs, 'unnamed.md'));
    expect(await walkFiles(docs)).toEqual([path.join(docs, 'a.md')]);
    // An edit of a listed file keeps it too.
    write(path.join(docs, 'a.md'), 'edited');
    inputsChanged([path.join(docs, 'a.md')]);
    expect(await walkFiles(docs)).toEqual([path.join(docs, 'a.md')]);
    // A file added: walked again.
    write(path.join(docs, 'b.md'));
    inputsChanged([path.join(docs, 'b.md')]);
    expect(await walkFiles(docs)).toEqual(['a.md', 'b.md', 'unnamed.md'].map((file) => path.join(docs, file)));
    // A file removed.
    rmSync(path.join(docs, 'a.md'));
    inputsChanged([path.join(docs, 'a.md')]);
    expect(await walkFiles(docs)).toEqual(['b.md', 'unnamed.md'].map((file) => path.join(docs, file)));
    // A folder added with its file (whose own event may never come).
    write(path.join(docs, 'sub/c.md'));
    inputsChanged([path.join(docs, 'sub')]);
    expect(await walkFiles(docs)).toEqual(['b.md', 'sub/c.md', 'unnamed.md'].map((file) => path.join(docs, file)));
    // The watched folder itself removed.
    rmSync(docs, { recursive: true });
    inputsChanged([docs]);
    expect(await walkFiles(docs)).toEqual([]);
  });

  it('walks a folder the watcher does not watch every time', async () => {
    write(path.join(other, 'a.md'));
    expect((await walkStaticFiles(other)).files).toEqual([path.join(other, 'a.md')]);
    write(path.join(other, 'b.md'));
    expect((await walkStaticFiles(other)).files).toEqual(['a.md', 'b.md'].map((file) => path.join(other, file)));
  });
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackgroundRemover } from '../../../src/write/staleOutput.js';
import { FsWriter } from '../../../src/write/writer.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-stale-output-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The process a remover started, if it has one (private: what the tests look at is when it starts). */
const childOf = (remover: BackgroundRemover | undefined) => (remover as unknown as { child?: { pid?: number } } | undefined)?.child;

describe('BackgroundRemover', () => {
  it('starts its process before the folders are known, and deletes those it is given later', async () => {
    const remover = new BackgroundRemover();
    expect(childOf(remover)?.pid).toBeGreaterThan(0);
    const dirs = ['one', 'two'].map((name) => path.join(root, name));
    for (const dir of dirs) {
      mkdirSync(path.join(dir, 'deep'), { recursive: true });
      writeFileSync(path.join(dir, 'deep/file.txt'), 'old output');
    }
    await remover.remove(dirs);
    expect(childOf(remover)).toBeUndefined();
    await expect.poll(() => dirs.filter((dir) => existsSync(dir)), { timeout: 10_000 }).toEqual([]);
  });

  it('still deletes what it is given once cancelled (as `removeInBackground` does)', async () => {
    const dir = path.join(root, 'after-cancel');
    mkdirSync(dir);
    const remover = new BackgroundRemover();
    remover.cancel();
    expect(childOf(remover)).toBeUndefined();
    await remover.remove([dir]);
    await expect.poll(() => existsSync(dir), { timeout: 10_000 }).toBe(false);
  });
});

describe('FsWriter and its remover', () => {
  it('starts the process that deletes the replaced output with its first file, not at the commit', async () => {
    const out = path.join(root, 'build');
    mkdirSync(out);
    writeFileSync(path.join(out, 'old.html'), 'previous');
    const writer = new FsWriter(out);
    const removerOf = () => (writer as unknown as { remover?: BackgroundRemover }).remover;
    expect(removerOf()).toBeUndefined();
    await writer.add('index.html', '<p>new</p>');
    expect(childOf(removerOf())?.pid).toBeGreaterThan(0);
    await writer.commit();
    expect(removerOf()).toBeUndefined();
    await expect.poll(() => readdirSync(root).filter((name) => name.includes('build')), { timeout: 10_000 }).toEqual(['build']);
  });

  it('starts no process for a first build into a new folder: nothing to delete', async () => {
    const out = path.join(root, 'first');
    const writer = new FsWriter(out);
    await writer.add('index.html', '<p>first</p>');
    expect((writer as unknown as { remover?: BackgroundRemover }).remover).toBeUndefined();
    await writer.commit();
    expect(readdirSync(out)).toEqual(['index.html']);
  });
});

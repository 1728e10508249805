import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FsWriter, swapIn } from '../../../src/write/writer.js';

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

  it('removes the temporary and replaced folders that killed builds left, and keeps those of running ones', async () => {
    const out = path.join(root, 'site');
    mkdirSync(out);
    // A process that has exited: its PID runs nothing now.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    const left = [`site.tmp-${deadPid}`, `.site.old-${deadPid}-1700000000000`, `.site.old-${deadPid}-1700000000000-2`];
    const running = [`.site.old-${process.ppid}-1700000000000-1`, 'site.tmp-notes'];
    for (const name of [...left, ...running]) mkdirSync(path.join(root, name, 'docs'), { recursive: true });
    const writer = new FsWriter(out);
    await writer.add('index.html', '<p>new</p>');
    await writer.commit();
    await expect.poll(() => readdirSync(root).filter((name) => name.includes('site')).sort(), { timeout: 5000 }).toEqual(['site', ...running].sort());
    for (const name of running) rmSync(path.join(root, name), { recursive: true });
  });

  it('lets builds into the same folder swap their output in at once: the last one wins, neither fails', async () => {
    const out = path.join(root, 'shared');
    mkdirSync(out);
    const temps = ['first', 'second', 'third'].map((name) => {
      mkdirSync(path.join(root, `shared.tmp-${name}`));
      writeFileSync(path.join(root, `shared.tmp-${name}`, 'index.html'), name);
      return path.join(root, `shared.tmp-${name}`);
    });
    // All three run step by step together: each finds another's output put in place between its two renames.
    const replaced = (await Promise.all(temps.map((temp) => swapIn(temp, out)))).flat();
    expect(['first', 'second', 'third']).toContain(readFileSync(path.join(out, 'index.html'), 'utf8'));
    expect(replaced).toHaveLength(3);
    for (const dir of replaced) rmSync(dir, { recursive: true });
    expect(readdirSync(root).filter((name) => name.includes('shared'))).toEqual(['shared']);
  });
});

import fs, { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Counts the reads `hashOfFile` makes.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const readFileSync = vi.fn(actual.readFileSync);
  return { ...actual, default: { ...actual, readFileSync }, readFileSync };
});

const { hashOfFile } = await import('../../../../src/compile/modules/dependencies.js');
const { keepBetweenBuilds } = await import('../../../../src/shared/betweenBuilds.js');
const { inputsChanged } = await import('../../../../src/shared/keptInputs.js');

const dir = mkdtempSync(path.join(os.tmpdir(), 'hash-of-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'theme.css');
writeFileSync(file, 'one');
const reads = () => vi.mocked(fs.readFileSync).mock.calls.filter(([read]) => read === file).length;

// Issue 21 part 3: every dev edit read and hashed the client bundle's inputs and the config's imports again.
describe('hashOfFile', () => {
  // In this order: the switch is for the whole process, as `docsite dev` turns it on once.
  it('reads the file each time in a process that builds once', () => {
    const first = hashOfFile(file);
    expect(hashOfFile(file)).toBe(first);
    expect(reads()).toBe(2);
  });

  it('in a dev process, reads a file again only when its stat changed or the watcher named it', () => {
    keepBetweenBuilds();
    const before = reads();
    const first = hashOfFile(file);
    expect(hashOfFile(file)).toBe(first);
    expect(reads()).toBe(before + 1);
    writeFileSync(file, 'two');
    const edited = hashOfFile(file);
    expect(edited).not.toBe(first);
    expect(reads()).toBe(before + 2);
    inputsChanged([file]);
    expect(hashOfFile(file)).toBe(edited);
    expect(reads()).toBe(before + 3);
    rmSync(file);
    expect(hashOfFile(file)).toBeUndefined();
  });
});

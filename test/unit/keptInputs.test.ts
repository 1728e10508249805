import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepBetweenBuilds } from '../../src/shared/betweenBuilds.js';
import { inputsChanged, readInputFiles } from '../../src/shared/keptInputs.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kept-inputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const page = path.join(dir, 'page.md');
const missing = path.join(dir, 'missing.md');
writeFileSync(page, 'one');

// Issue 21 part 3: a dev edit hashed every input file again; a dev process reads only what changed.
describe('the input files a build hashes', () => {
  // In this order: the switch is for the whole process, as `docsite dev` turns it on once.
  it('are read anew by every build of a process that builds once', () => {
    const [first] = readInputFiles([page]);
    const [second] = readInputFiles([page]);
    expect(second).not.toBe(first);
    expect(Buffer.from(second!.bytes!).toString()).toBe('one');
  });

  it('are kept by a dev process while their stat is the same, and read again once changed or named by the watcher', () => {
    keepBetweenBuilds();
    const [first, absent] = readInputFiles([page, missing]);
    expect(absent).toEqual({ bytes: undefined, hash: '' });
    expect(readInputFiles([page])[0]).toBe(first);
    writeFileSync(page, 'two');
    const [edited] = readInputFiles([page]);
    expect(Buffer.from(edited!.bytes!).toString()).toBe('two');
    expect(edited!.hash).not.toBe(first!.hash);
    inputsChanged([page]);
    const [again] = readInputFiles([page]);
    expect(again).not.toBe(edited);
    expect(again!.hash).toBe(edited!.hash);
    writeFileSync(missing, 'now here');
    expect(Buffer.from(readInputFiles([missing])[0]!.bytes!).toString()).toBe('now here');
  });
});

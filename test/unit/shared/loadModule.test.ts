import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { isCompiledFrom, loadModule } from '../../../src/shared/loadModule.js';
import { repoRoot } from '../../helpers/runCli.js';

const dir = path.join(repoRoot, '.tmp', `load-module-${process.pid}`);
const cacheDir = path.join(dir, 'cache');
// A site outside this repository, with no node_modules of its own (as when docsite runs through npx).
const outside = mkdtempSync(path.join(os.tmpdir(), 'docsite-outside-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('loadModule', () => {
  it('imports a TypeScript module, a changed one fresh, and drops compiled versions unused for an hour', async () => {
    mkdirSync(cacheDir, { recursive: true });
    const file = path.join(dir, 'answer.ts');
    writeFileSync(file, 'export const answer: number = 41;');
    expect((await loadModule<{ answer: number }>(file, { cacheDir })).answer).toBe(41);
    const [first] = readdirSync(cacheDir).filter((name) => name.endsWith('.mjs'));
    const old = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(path.join(cacheDir, first!), old, old);
    writeFileSync(path.join(cacheDir, 'other_ts.0000.mjs'), 'export {}');
    utimesSync(path.join(cacheDir, 'other_ts.0000.mjs'), old, old);

    writeFileSync(file, 'export const answer: number = 42;');
    expect((await loadModule<{ answer: number }>(file, { cacheDir })).answer).toBe(42);
    const after = readdirSync(cacheDir);
    expect(after).not.toContain(first);
    expect(after.filter((name) => name.startsWith('answer_ts.'))).toHaveLength(1);
    // Another module's files are not this module's to remove.
    expect(after).toContain('other_ts.0000.mjs');
  });

  it("resolves 'docsite' and React from docsite's own install for a module outside it", async () => {
    const file = path.join(outside, 'page.tsx');
    writeFileSync(file, "import { defineConfig } from 'docsite';\nexport const config = defineConfig({ title: 'T', productName: 'P', url: 'https://t.example' });\nexport default () => <p>{config.title}</p>;\n");
    const loaded = await loadModule<{ config: { title: string }; default: () => ReactElement }>(file, { cacheDir: path.join(outside, '.docsite-cache') });
    expect(loaded.config.title).toBe('T');
    expect(renderToStaticMarkup(loaded.default())).toBe('<p>T</p>');
  });

  it("tells an error thrown later by a loaded module's code from its stack", async () => {
    mkdirSync(cacheDir, { recursive: true });
    const file = path.join(dir, 'site.config.ts');
    writeFileSync(file, 'export const fail = (): never => { throw new Error("late"); };');
    const { fail } = await loadModule<{ fail: () => never }>(file, { cacheDir });
    let stack = '';
    try {
      fail();
    } catch (error) {
      stack = (error as Error).stack!;
    }
    expect(isCompiledFrom(stack, file)).toBe(true);
    expect(isCompiledFrom(stack, path.join(dir, 'other.config.ts'))).toBe(false);
    expect(isCompiledFrom(new Error('here').stack!, file)).toBe(false);
  });
});

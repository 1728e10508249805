import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compileModule, loadModule } from '../../../src/shared/loadModule.js';
import { repoRoot } from '../../helpers/runCli.js';

const dir = path.join(repoRoot, '.tmp', `compiled-module-cache-${process.pid}`);
const cacheDir = path.join(dir, 'cache');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Backdates a compiled module, so a compile that writes it again shows in its time. */
function backdate(url: string): number {
  const old = new Date(Date.now() - 60_000);
  utimesSync(fileURLToPath(url), old, old);
  return statSync(fileURLToPath(url)).mtimeMs;
}

describe('compiled module cache', () => {
  it('imports the module compiled before while none of its files changed, and compiles again when an imported file does', async () => {
    mkdirSync(dir, { recursive: true });
    const entry = path.join(dir, 'entry.ts');
    const part = path.join(dir, 'part.ts');
    writeFileSync(part, 'export const part: number = 1;');
    writeFileSync(entry, "import { part } from './part';\nexport const value = part + 1;");
    const first = await compileModule(entry, { cacheDir });
    const time = backdate(first);
    expect(readdirSync(cacheDir)).toContain('entry_ts-inputs.json');

    // Nothing changed: the same file, not written again (esbuild did not run).
    expect(await compileModule(entry, { cacheDir })).toBe(first);
    expect(statSync(fileURLToPath(first)).mtimeMs).toBe(time);

    // A file the entry imports changed: compiled again, with the new value.
    writeFileSync(part, 'export const part: number = 41;');
    const second = await compileModule(entry, { cacheDir });
    expect(second).not.toBe(first);
    expect((await import(second)).value).toBe(42);
  });

  it('compiles again when the compiled module is gone, and always with plugins (they decide from more than files)', async () => {
    mkdirSync(dir, { recursive: true });
    const entry = path.join(dir, 'alone.ts');
    writeFileSync(entry, 'export const alone = 7;');
    const first = await compileModule(entry, { cacheDir });
    rmSync(fileURLToPath(first));
    expect((await loadModule<{ alone: number }>(entry, { cacheDir })).alone).toBe(7);

    const time = backdate(first);
    const plugins = [{ name: 'nothing', setup() {} }];
    expect(await compileModule(entry, { cacheDir, plugins })).toBe(first);
    expect(statSync(fileURLToPath(first)).mtimeMs).toBeGreaterThan(time);
  });
});

import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validateConfig.js';
import { keepBetweenBuilds } from '../../../src/shared/betweenBuilds.js';
import { previousBuild, recordBuild } from '../../../src/write/upToDate.js';

// A dev process (this file's own: vitest runs each file in a module graph of its own).
keepBetweenBuilds();
const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-recorded-output-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const config = validateConfig({ title: 'T', productName: 'P', url: 'https://x.example' }, { configFile: path.join(root, 'site.config.ts'), relPath: 'site.config.ts' });
const outDir = path.join(root, '.docsite-cache/dev');
const page = path.join(outDir, 'docs/a.html');
const manifest = { inputs: 'inputs', pageCount: 1, assetCount: 0, diagnostics: [] };

/** A committed output of one page, recorded by this process. */
async function recordedOutput() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.dirname(page), { recursive: true });
  writeFileSync(page, '<p>a</p>');
  await recordBuild(config, outDir, ['docs/a.html'], manifest);
}

describe('previousBuild in a dev process', () => {
  it('takes the output it recorded as intact while the manifest and the folder are the ones it left, without a stat of each file', async () => {
    await recordedOutput();
    expect((await previousBuild(config, outDir))?.inputs).toBe('inputs');
    // A file edited inside the folder by hand is not looked at: the folder is dev's own.
    utimesSync(page, new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect((await previousBuild(config, outDir))?.inputs).toBe('inputs');
  });

  it('checks every file again once another build put its folder in place', async () => {
    await recordedOutput();
    // A commit as `swapIn` makes it: the folder moved aside and another one renamed into place.
    const other = `${outDir}-other`;
    mkdirSync(path.dirname(path.join(other, 'docs/a.html')), { recursive: true });
    writeFileSync(path.join(other, 'docs/a.html'), '<p>other</p>');
    renameSync(outDir, `${outDir}-old`);
    renameSync(other, outDir);
    expect(await previousBuild(config, outDir)).toBeUndefined();
    rmSync(`${outDir}-old`, { recursive: true, force: true });
  });

  it('checks every file again when a file is added or removed at the top of the folder', async () => {
    await recordedOutput();
    rmSync(path.join(outDir, 'docs'), { recursive: true });
    expect(await previousBuild(config, outDir)).toBeUndefined();
  });
});

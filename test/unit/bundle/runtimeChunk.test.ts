import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputFile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { withoutBareRuntimeImports } from '../../../src/bundle/runtimeChunk.js';
import { requireCommonJs } from '../../../src/shared/requireCommonJs.js';

const { build } = requireCommonJs('esbuild') as typeof import('esbuild');

/**
 * A tree shaped like the theme's: an entry that uses no CommonJS, two lazy chunks that do
 * (so esbuild's helpers get a chunk of their own), and a module the entry shares with one of them.
 */
const SOURCES: Record<string, string> = {
  'main.js': "import { shared } from './shared.js';\nexport const first = () => import('./lazyA.js');\nexport const second = () => import('./lazyB.js');\nexport const fromMain = shared;\n",
  'shared.js': "export const shared = 'shared';\n",
  'cjs.js': 'module.exports = { value: 41 };\n',
  'lazyA.js': "import cjs from './cjs.js';\nimport { shared } from './shared.js';\nexport const a = cjs.value + 1 + shared;\n",
  'lazyB.js': "import cjs from './cjs.js';\nexport const b = cjs.value + 2;\n",
};

async function bundle(minify: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'runtime-chunk-'));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  const result = await build({ entryPoints: { main: path.join(dir, 'main.js') }, bundle: true, splitting: true, format: 'esm', minify, write: false, outdir: path.join(dir, 'out'), entryNames: '[name].[hash]', chunkNames: 'chunks/[name].[hash]', metafile: true, logLevel: 'silent', absWorkingDir: dir });
  return { dir, result };
}

/** The output files by path under `out/`, the hash left in (two chunks are named `chunk`). */
const byName = (files: OutputFile[]) => new Map(files.map((file) => [file.path.slice(file.path.lastIndexOf('/out/') + 5).replace(/^main\.[A-Z0-9]{8}\.js$/, 'main').replace(/^chunks\/(lazy[AB])\.[A-Z0-9]{8}\.js$/, 'chunks/$1'), file]));

/** Writes the files and runs the entry in node: what each lazy chunk computes. */
async function run(files: OutputFile[]) {
  for (const file of files) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  const main = files.find((file) => /\/main\.[A-Z0-9]{8}\.js$/.test(file.path))!;
  const module = (await import(pathToFileURL(main.path).href)) as { first(): Promise<{ a: string }>; second(): Promise<{ b: number }>; fromMain: string };
  return { a: (await module.first()).a, b: (await module.second()).b, fromMain: module.fromMain };
}

describe('the entry no longer imports the chunk of esbuild helpers it does not use', () => {
  for (const minify of [true, false]) {
    it(`drops the bare import of the helpers' chunk and keeps the named ones (${minify ? 'minified' : 'not minified'})`, async () => {
      const { dir, result } = await bundle(minify);
      const before = byName(result.outputFiles);
      const runtime = result.outputFiles.find((file) => /\/chunks\/chunk\.[A-Z0-9]{8}\.js$/.test(file.path) && /Object\.create|__create/.test(file.text))!;
      expect(runtime).toBeDefined();
      const runtimeName = path.basename(runtime.path);
      // What esbuild does: the entry imports the helpers' chunk, bare.
      expect(before.get('main')!.text).toMatch(new RegExp(`import\\s*"\\./chunks/${runtimeName.replace(/\./g, '\\.')}"`));

      const after = withoutBareRuntimeImports(result.outputFiles, result.metafile, dir);
      const files = byName(after);
      expect(files.get('main')!.text).not.toContain(runtimeName);
      expect(files.get('main')!.path).toBe(before.get('main')!.path);
      expect(new TextDecoder().decode(files.get('main')!.contents)).toBe(files.get('main')!.text);
      // The lazy chunks still import the helpers by name, and the chunk the entry shares stays imported.
      for (const lazy of ['chunks/lazyA', 'chunks/lazyB']) expect(files.get(lazy)!.text).toMatch(new RegExp(`from\\s*"\\./${runtimeName.replace(/\./g, '\\.')}"`));
      expect(files.get('main')!.text).toMatch(/from\s*"\.\/chunks\/chunk\.[A-Z0-9]{8}\.js"/);
      for (const name of [...files.keys()].filter((name) => name !== 'main')) expect(files.get(name)).toBe(before.get(name));
      // And it all still runs.
      expect(await run(after)).toEqual({ a: '42shared', b: 43, fromMain: 'shared' });
    });
  }

  it('leaves a build whose helpers no chunk shares as it is', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'runtime-chunk-'));
    writeFileSync(path.join(dir, 'main.js'), "export const load = () => import('./lazy.js');\n");
    writeFileSync(path.join(dir, 'lazy.js'), "export const lazy = 1;\n");
    const result = await build({ entryPoints: [path.join(dir, 'main.js')], bundle: true, splitting: true, format: 'esm', minify: true, write: false, outdir: path.join(dir, 'out'), metafile: true, logLevel: 'silent', absWorkingDir: dir });
    expect(withoutBareRuntimeImports(result.outputFiles, result.metafile, dir)).toBe(result.outputFiles);
  });
});

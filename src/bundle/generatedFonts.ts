import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { cacheKey } from '../shared/persistentCache.js';
import { replaceFile } from '../shared/replaceFile.js';
import { interLatinParts, unicodeRangeOf } from './interLatinSplit.js';
import { subsetFonts } from './subsetFonts.js';

/**
 * How a stylesheet names a font file docsite makes at build time: `url(docsite-font:<file>)`
 * (`theme/styles/fonts.css`). The files are cut from the installed font packages rather than
 * committed, so the repository holds no binary derived from another project's font.
 */
export const GENERATED_FONT_PREFIX = 'docsite-font:';

/** The generated files: upright Inter's Latin file from `@fontsource-variable/inter`, in two parts (`interLatinSplit.ts`). */
const INTER_LATIN_FILES = { 'inter-latin-core-wght-normal.woff2': 'core', 'inter-latin-rest-wght-normal.woff2': 'rest' } as const;
type InterLatinPart = (typeof INTER_LATIN_FILES)[keyof typeof INTER_LATIN_FILES];

/** The package file both parts are cut from, as the theme's stylesheet resolves it. */
const INTER_LATIN_SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** Cache folders (`.docsite-cache/fonts-<key>`) made or checked by this process: a dev session's rebuilds and a site's locales check once. */
const made = new Map<string, Promise<Record<InterLatinPart, string>>>();

const requireHere = createRequire(import.meta.url);

/**
 * An esbuild plugin resolving `url(docsite-font:<file>)` to that file in `cacheDir`, made
 * there on first use (about a second of subsetting, once per package version) and reused by
 * every later build. The source file is resolved from the stylesheet naming it, as esbuild
 * resolves fontsource's other files, so an installed docsite cuts the package it ships with.
 */
export function generatedFontsPlugin(cacheDir: string): Plugin {
  return {
    name: 'docsite-generated-fonts',
    setup(build) {
      build.onResolve({ filter: /^docsite-font:/ }, async (args) => {
        const name = args.path.slice(GENERATED_FONT_PREFIX.length);
        const part = (INTER_LATIN_FILES as Record<string, InterLatinPart>)[name];
        if (!part) return { errors: [{ text: `${args.path}: docsite generates no font of that name (it makes ${Object.keys(INTER_LATIN_FILES).join(', ')})` }] };
        const source = await build.resolve(INTER_LATIN_SOURCE, { kind: 'url-token', resolveDir: args.resolveDir, importer: args.importer });
        if (source.errors.length) return { errors: source.errors };
        return { path: (await interLatinSplit(source.path, cacheDir))[part] };
      });
    },
  };
}

/** The two parts of Inter's Latin file at `sourceFile`, from `cacheDir` or made into it. */
async function interLatinSplit(sourceFile: string, cacheDir: string): Promise<Record<InterLatinPart, string>> {
  const packageDir = path.resolve(path.dirname(sourceFile), '..');
  const wghtCssFile = path.join(packageDir, 'wght.css');
  const [source, wghtCss, packageJson] = await Promise.all([readFile(sourceFile), readFile(wghtCssFile, 'utf8'), readFile(path.join(packageDir, 'package.json'), 'utf8')]);
  const parts = interLatinParts(wghtCss, wghtCssFile);
  // Keyed by what the bytes depend on: the package's version and file, the ranges, and the subsetter's versions.
  const sourceHash = createHash('sha256').update(source).digest('hex');
  const version = (JSON.parse(packageJson) as { version: string }).version;
  const key = cacheKey('inter-latin-split-v1', version, sourceHash, unicodeRangeOf(parts.core), unicodeRangeOf(parts.rest), ...subsetterVersions());
  const dir = path.join(cacheDir, `fonts-${key.slice(0, 16)}`);
  let making = made.get(dir);
  if (!making) {
    making = makeOnce(dir, source, parts);
    made.set(dir, making);
    making.catch(() => made.delete(dir));
  }
  return making;
}

/** The files in `dir`, subset from `source` unless both are there already; other `fonts-*` folders (an older package's) are removed. */
async function makeOnce(dir: string, source: Buffer, parts: Record<InterLatinPart, number[]>): Promise<Record<InterLatinPart, string>> {
  const files = Object.fromEntries(Object.entries(INTER_LATIN_FILES).map(([name, part]) => [part, path.join(dir, name)])) as Record<InterLatinPart, string>;
  const present = await Promise.all(Object.values(files).map((file) => stat(file).then(() => true, () => false)));
  if (present.every(Boolean)) return files;
  // Cut in a thread of its own, only on a miss: harfbuzz's WebAssembly is a cost no cached build pays.
  await mkdir(dir, { recursive: true });
  const order = Object.keys(files) as InterLatinPart[];
  const made = await subsetFonts(source, order.map((part) => String.fromCodePoint(...parts[part])));
  await Promise.all(order.map((part, at) => replaceFile(files[part], made[at]!)));
  const others = (await readdir(path.dirname(dir))).filter((name) => name.startsWith('fonts-') && name !== path.basename(dir));
  await Promise.all(others.map((name) => rm(path.join(path.dirname(dir), name), { recursive: true, force: true })));
  return files;
}

/** subset-font's version and that of the HarfBuzz it subsets with, whose output could differ between versions. */
function subsetterVersions(): string[] {
  const subsetFontEntry = requireHere.resolve('subset-font');
  const harfbuzzEntry = createRequire(subsetFontEntry).resolve('harfbuzzjs');
  return [packageVersion(subsetFontEntry, 'subset-font'), packageVersion(harfbuzzEntry, 'harfbuzzjs')];
}

/** The version of package `name` that `entry` (a file in it) belongs to; read by path, as its `exports` may not list package.json. */
function packageVersion(entry: string, name: string): string {
  const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`${entry}: not inside a node_modules/${name} folder`);
  const packageDir = entry.slice(0, at + marker.length);
  return (requireHere(path.join(packageDir, 'package.json')) as { version: string }).version;
}

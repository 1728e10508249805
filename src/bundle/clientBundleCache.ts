import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { CODE_HASH } from '../shared/codeHash.js';
import { cacheKey } from '../shared/persistentCache.js';
import type { ClientBundle } from './bundleClient.js';
import { replaceFile } from '../shared/replaceFile.js';
import { BetweenBuilds } from '../shared/betweenBuilds.js';
import { hashOfFile } from '../compile/modules/dependencies.js';

/**
 * The client bundle of the last build, kept in `.docsite-cache/client-bundle.json` with every
 * file esbuild read for it and that file's content hash. esbuild minifying the theme's
 * runtime, islands and fonts cost about a second of CPU in every build that renders (a forced
 * or edited rebuild, dev's restarts), the same bytes each time the theme did not change.
 * A bundle is reused only when `key` (docsite's code, esbuild's version, its options, the
 * working folder, which esbuild's hashed names depend on) is the same and every input still hashes the same;
 * files esbuild would newly find (a file added beside an import) are not checked, as the
 * theme is docsite's own.
 */
interface StoredBundle {
  key: string;
  inputs: Array<[file: string, hash: string]>;
  files: Array<[file: string, base64: string]>;
  css: string[];
  js: string[];
  fonts: string[];
}

/** The cache key of a bundle from its options: what besides the input files its bytes depend on. */
export function clientBundleKey(esbuildVersion: string, options: unknown, workingDir: string): string {
  return cacheKey('client-bundle-v1', CODE_HASH, esbuildVersion, JSON.stringify(options), workingDir);
}

/** The bundle a dev process last read or stored, with what it was checked against (`betweenBuilds.ts`). */
const kept = new BetweenBuilds<{ key: string; inputs: StoredBundle['inputs']; bundle: ClientBundle }>();

/** The bundle stored in `file` when its key is `key` and every input is unchanged; else undefined. */
export async function readClientBundle(file: string, key: string): Promise<ClientBundle | undefined> {
  const inMemory = kept.get(file);
  if (inMemory?.key === key) return inputsUnchanged(inMemory.inputs) ? inMemory.bundle : undefined;
  let stored: StoredBundle;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as StoredBundle;
  } catch {
    return undefined;
  }
  if (stored.key !== key || !inputsUnchanged(stored.inputs)) return undefined;
  const files = new Map(stored.files.map(([name, base64]) => [name, new Uint8Array(Buffer.from(base64, 'base64'))]));
  const bundle = { files, css: stored.css, js: stored.js, fonts: stored.fonts };
  kept.set(file, { key, inputs: stored.inputs, bundle });
  return bundle;
}

/**
 * Whether every file esbuild read for a stored bundle still hashes the same. Read at once, not
 * one `await` a file: the theme's 132 small files took 10 ms of turns of the event loop in every
 * incremental build and dev edit at load 15, against 2.5 ms read in one go.
 */
function inputsUnchanged(inputs: StoredBundle['inputs']): boolean {
  return inputs.every(([input, hash]) => hashOfFile(input) === hash);
}

/**
 * Stores `bundle` in `file` with the inputs the metafile lists (paths relative to `workingDir`).
 * Not stored when an input is not a file (a plugin's virtual module): nothing could check it.
 */
export async function writeClientBundle(file: string, key: string, metafile: Metafile, workingDir: string, bundle: ClientBundle): Promise<void> {
  // A `define` of an object is an input `<define:NAME>`: the key already holds its value.
  const names = Object.keys(metafile.inputs).filter((name) => !name.startsWith('<define:'));
  if (names.some((name) => /^[\w-]+:/.test(name))) return;
  // Hashed as `inputsUnchanged` checks them; an input esbuild read and that is gone now is an error, not a bundle stored unchecked.
  const inputs = names.map((name): [string, string] => {
    const input = path.resolve(workingDir, name);
    const hash = hashOfFile(input);
    if (hash === undefined) throw new Error(`${input}: read by esbuild for the client bundle, and unreadable now`);
    return [input, hash];
  });
  const files: StoredBundle['files'] = [...bundle.files].map(([name, bytes]) => [name, Buffer.from(bytes).toString('base64')]);
  const stored: StoredBundle = { key, inputs, files, css: bundle.css, js: bundle.js, fonts: bundle.fonts };
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed: a build stopped half-way never leaves half a cache.
  await replaceFile(file, JSON.stringify(stored));
  kept.set(file, { key, inputs, bundle });
}

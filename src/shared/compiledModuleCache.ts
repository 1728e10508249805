import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dependenciesChanged, hashDependencies } from '../compile/modules/dependencies.js';
import { CODE_HASH } from './codeHash.js';
import { replaceFile } from './replaceFile.js';

/**
 * What `compileModule` bundled from an entry: the compiled file, and the hashes of every file
 * esbuild read for it (with the entry's folder's tsconfig.json and package.json, which steer
 * how it reads them). Bundling again from the same files gives the same module, so the next
 * build imports this one without starting esbuild: the site config and the theme, which every
 * build and every dev rebuild compiled again (about 0.1-0.3 s of a build's start).
 */
interface CompiledRecord {
  key: string;
  out: string;
  inputs: Record<string, string>;
}

/** Where the record of `entry`'s last compile lives, beside the compiled modules. */
const recordFile = (cacheDir: string, stem: string) => path.join(cacheDir, `${stem}-inputs.json`);

/** What besides the files decides the output: the entry, the options that change the code, and the running docsite (its banner and plugins). */
export const compileKey = (entry: string, options: Record<string, unknown>) => createHash('sha256').update(JSON.stringify([CODE_HASH, entry, options])).digest('hex');

/** The URL of `entry`'s compiled module when nothing it was bundled from changed since, else undefined. */
export async function cachedModule(cacheDir: string, stem: string, key: string): Promise<string | undefined> {
  let record: CompiledRecord;
  try {
    record = JSON.parse(await readFile(recordFile(cacheDir, stem), 'utf8')) as CompiledRecord;
  } catch {
    return undefined;
  }
  if (record.key !== key || !existsSync(record.out) || (await dependenciesChanged(record.inputs))) return undefined;
  return pathToFileURL(record.out).href;
}

/** Records what `entry` was compiled from, for `cachedModule`. */
export async function recordModule(cacheDir: string, stem: string, key: string, out: string, inputs: string[], entry: string): Promise<void> {
  const steering = ['tsconfig.json', 'package.json'].map((name) => path.join(path.dirname(entry), name));
  const record: CompiledRecord = { key, out, inputs: await hashDependencies([...inputs, ...steering]) };
  await replaceFile(recordFile(cacheDir, stem), JSON.stringify(record));
}

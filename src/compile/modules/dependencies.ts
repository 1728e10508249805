import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BetweenBuilds, keepsBetweenBuilds } from '../../shared/betweenBuilds.js';
import { onInputsChanged, statKey } from '../../shared/keptInputs.js';

/** A bundled file's hash, as `ModuleBundle.dependencies` records it. */
const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The hashes of `files` (absolute paths); a file that cannot be read is left out. */
export async function hashDependencies(files: Iterable<string>): Promise<Record<string, string>> {
  const dependencies: Record<string, string> = {};
  for (const file of files) {
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) dependencies[file] = hashOf(bytes);
  }
  return dependencies;
}

/** What a dev process hashed of each file, with the stat it was read at (`betweenBuilds.ts`). */
const hashed = new BetweenBuilds<{ stat: string; hash: string }>();
onInputsChanged((file) => hashed.delete(file));

/**
 * A file's hash as `hashDependencies` makes it, or undefined when it cannot be read. A dev
 * process hashes a file again only when its stat (size, times, inode) differs from the one it
 * was hashed at or the watcher named it, as it reads its input files (`keptInputs.ts`): every
 * edit checked the client bundle's 132 inputs and the config's imports by reading and hashing
 * them (about 20 ms of a Sable edit).
 */
export function hashOfFile(file: string): string | undefined {
  let stat: string | undefined;
  try {
    if (keepsBetweenBuilds()) stat = statKey(statSync(file));
    const known = stat === undefined ? undefined : hashed.get(file);
    if (known && known.stat === stat) return known.hash;
    const hash = hashOf(readFileSync(file));
    if (stat !== undefined) hashed.set(file, { stat, hash });
    return hash;
  } catch {
    return undefined;
  }
}

/**
 * Whether a file a cached bundle read has changed or gone since (the bundle is then stale).
 * Read synchronously, one file after another: these are a theme's and a page's few small
 * imports, and a read through `fs/promises` cost three trips to the thread pool each.
 */
export async function dependenciesChanged(dependencies: Record<string, string> | undefined): Promise<boolean> {
  if (!dependencies) return false;
  for (const [file, hash] of Object.entries(dependencies)) if (hashOfFile(file) !== hash) return true;
  return false;
}

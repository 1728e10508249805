import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

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

/** A file's hash as `hashDependencies` makes it, or undefined when it cannot be read. */
export function hashOfFile(file: string): string | undefined {
  try {
    return hashOf(readFileSync(file));
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

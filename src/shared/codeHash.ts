import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file in `dist/` holding the bundle's hash (declared before `CODE_HASH`, which reads it as the module loads). */
export const CODE_HASH_FILE = 'code-hash.txt';

/**
 * The code that is running: a hash of every file of the docsite bundle (`dist/`, or `src/`
 * when run from source), so caches and up-to-date checks written by another docsite version
 * (or a rebuilt CLI) are never trusted. The whole folder, because esbuild splits the code
 * into chunks and the one holding this file need not change when another does.
 */
export const CODE_HASH = (() => {
  try {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const folder = path.basename(here) === 'shared' ? path.dirname(here) : here;
    // Written by bin/compile.mjs beside the bundle it made: reading 2.5 MB of chunks to hash them
    // was a fixed cost of every build and of every worker thread's start.
    const written = readCompiledHash(folder);
    if (written) return written;
    const hash = createHash('sha256');
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(m?js|tsx?)$/.test(file)).sort();
    for (const file of files) hash.update(file).update(readFileSync(path.join(folder, file)));
    return hash.digest('hex').slice(0, 16);
  } catch {
    return 'unknown';
  }
})();

/** The hash bin/compile.mjs wrote into `dist/code-hash.txt` (a source checkout has none). */
function readCompiledHash(folder: string): string | undefined {
  try {
    return /^[0-9a-f]{16}$/.exec(readFileSync(path.join(folder, CODE_HASH_FILE), 'utf8').trim())?.[0];
  } catch {
    return undefined;
  }
}

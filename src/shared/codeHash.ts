import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
    const hash = createHash('sha256');
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(m?js|tsx?)$/.test(file)).sort();
    for (const file of files) hash.update(file).update(readFileSync(path.join(folder, file)));
    return hash.digest('hex').slice(0, 16);
  } catch {
    return 'unknown';
  }
})();

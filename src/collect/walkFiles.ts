import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir` (absolute paths, sorted), skipping dot-folders; empty when `dir` is missing. */
export async function walkFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).some((part) => part.startsWith('.')))
    .sort();
}

/** Path relative to `base` with forward slashes. */
export const posixRelative = (base: string, file: string) => path.relative(base, file).split(path.sep).join('/');

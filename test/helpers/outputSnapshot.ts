import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file of a folder: its bytes and its inode, by relative path (a kept page keeps its inode). */
export function snapshot(dir: string): Map<string, { text: string; ino: number }> {
  const files = new Map<string, { text: string; ino: number }>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), { text: readFileSync(file, 'latin1'), ino: statSync(file).ino });
  }
  return files;
}

/** A snapshot's texts alone, to compare with a cold build's. */
export const texts = (files: Map<string, { text: string }>) => new Map([...files].map(([file, { text }]) => [file, text]));

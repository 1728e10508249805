import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { BetweenBuilds, keepsBetweenBuilds } from './betweenBuilds.js';

/** An input file as a build read it: its bytes (undefined: unreadable), their hash (empty then), and the stat it was read at. */
export interface InputFile {
  bytes: Uint8Array | undefined;
  hash: string;
  stat?: string;
}

/** What a dev process read of each input file (`betweenBuilds.ts`), by absolute path. */
const kept = new BetweenBuilds<InputFile>();

/**
 * A file's size, times and inode: a write changes its modification and change times (an
 * editor's save by rename, its inode too). Checked as well as the watcher's events: what the
 * build hashes reaches beyond what `docsite dev` watches (a blog's `../authors.yml`).
 */
const statKey = (stats: Stats) => `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;

/**
 * Reads and hashes the input files, in their order; a dev process reads again only the files
 * the watcher named since (`inputsChanged`) or whose stat differs, and keeps the rest from its
 * last build (a Sable edit read and hashed every one of its some 200 files anew).
 */
export function readInputFiles(files: readonly string[]): InputFile[] {
  // A build that keeps nothing reads each file once: no stat to compare.
  if (!keepsBetweenBuilds()) return files.map((file) => readInput(file, undefined));
  return files.map((file) => {
    let stat: string | undefined;
    try {
      stat = statKey(statSync(file));
    } catch {
      // Unreadable: read below, as a build that keeps nothing does, and left for the build to report.
    }
    const known = kept.get(file);
    if (known && stat !== undefined && known.stat === stat) return known;
    const read = readInput(file, stat);
    if (stat !== undefined) kept.set(file, read);
    return read;
  });
}

/** One file read and hashed; an unreadable one hashes as empty. */
function readInput(file: string, stat: string | undefined): InputFile {
  try {
    const bytes = readFileSync(file);
    return { bytes, hash: createHash('sha256').update(bytes).digest('hex'), stat };
  } catch {
    return { bytes: undefined, hash: '' };
  }
}

/** The watcher saw these files change: the next build reads them again whatever their stat. */
export function inputsChanged(files: Iterable<string>): void {
  for (const file of files) kept.delete(file);
}

import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { BetweenBuilds, keepsBetweenBuilds } from './betweenBuilds.js';

/** An input file as a build read it: its bytes (undefined: unreadable), their hash (empty then), and the stat it was read at. */
export interface InputFile {
  bytes: Uint8Array | undefined;
  hash: string;
  stat?: string;
  /** True when the file was last changed long enough before it was read that its stat can stand for its bytes (see `SETTLED_MS`). */
  settled?: boolean;
}

/**
 * Hashes an earlier build made of its input files, with the stat each was read at (`statKey`):
 * a file whose stat is the same is not hashed again (its bytes are still read: collect parses them).
 */
export type KnownHashes = ReadonlyMap<string, { stat: string; hash: string }>;

/**
 * How long before it was read a file must have last changed for its stat to be trusted by a
 * later build (git's "racy" entries): a file written again within the same timestamp tick as the
 * read (whole seconds on some file systems) could keep its size and times with other bytes.
 */
const SETTLED_MS = 2000;

/** What a dev process read of each input file (`betweenBuilds.ts`), by absolute path. */
const kept = new BetweenBuilds<InputFile>();

/**
 * A file's size, times and inode: a write changes its modification and change times (an
 * editor's save by rename, its inode too). Checked as well as the watcher's events: what the
 * build hashes reaches beyond what `docsite dev` watches (a blog's `../authors.yml`).
 */
export const statKey = (stats: Stats) => `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;

/**
 * Reads and hashes the input files, in their order; a dev process reads again only the files
 * the watcher named since (`inputsChanged`) or whose stat differs, and keeps the rest from its
 * last build (a Sable edit read and hashed every one of its some 200 files anew).
 */
export function readInputFiles(files: readonly string[], knownHashes?: KnownHashes): InputFile[] {
  // A build that keeps nothing and knows no earlier hashes reads each file once: no stat to compare.
  if (!keepsBetweenBuilds() && !knownHashes) return files.map((file) => readInput(file, undefined));
  const now = Date.now();
  return files.map((file) => {
    let stats: Stats | undefined;
    try {
      stats = statSync(file);
    } catch {
      // Unreadable: read below, as a build that keeps nothing does, and left for the build to report.
    }
    const stat = stats && statKey(stats);
    const known = kept.get(file);
    if (known && stat !== undefined && known.stat === stat) return known;
    const earlier = knownHashes?.get(file);
    const read = readInput(file, stat, stat !== undefined && earlier?.stat === stat ? earlier.hash : undefined);
    if (stats) read.settled = now - Math.max(stats.mtimeMs, stats.ctimeMs) > SETTLED_MS;
    if (stat !== undefined) kept.set(file, read);
    return read;
  });
}

/** One file read and hashed (unless its hash is known); an unreadable one hashes as empty. */
function readInput(file: string, stat: string | undefined, hash?: string): InputFile {
  try {
    const bytes = readFileSync(file);
    return { bytes, hash: hash ?? createHash('sha256').update(bytes).digest('hex'), stat };
  } catch {
    return { bytes: undefined, hash: '' };
  }
}

/** What a later build may trust of these files (`KnownHashes`): the settled ones' stats and hashes. */
export function knownHashesOf(files: readonly string[], read: readonly InputFile[]): Array<[file: string, stat: string, hash: string]> {
  return files.flatMap((file, index) => {
    const { stat, hash, settled, bytes } = read[index]!;
    return settled && stat !== undefined && bytes ? [[file, stat, hash] as [string, string, string]] : [];
  });
}

/** The watcher saw these files change: the next build reads them again whatever their stat. */
export function inputsChanged(files: Iterable<string>): void {
  for (const file of files) {
    kept.delete(file);
    hashesChanged(file);
  }
}

/** Forgotten hashes of files the watcher named (see `inputsChanged`), registered by the modules that keep them. */
const forgetters: Array<(file: string) => void> = [];
const hashesChanged = (file: string) => forgetters.forEach((forget) => forget(file));

/** `forget` hears of each file `inputsChanged` names: a memo of hashes by stat (`hashOfFile`) drops it. */
export function onInputsChanged(forget: (file: string) => void): void {
  forgetters.push(forget);
}

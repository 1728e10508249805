import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * The code block cache's storage: append-only log files in its folder, one per thread that
 * writes (`<pid>-<thread>-<time>.log`), each a run of records `<key> <byte length>\n<block>\n`.
 * It was one file per block, written then renamed, and every block of a cold build first
 * failed to open its file: for the 2,600 blocks of 1,000 realistic pages that cost about
 * 250 ms of CPU on an idle machine, and profiles of builds on a loaded one (eight builds on
 * 2 cores) showed the main thread 3.9 s inside those calls. Appending to an open file costs a
 * write (about 70 ms for the same blocks); a folder that does not exist yet (a cold build)
 * costs nothing to read. A record cut short (a process killed mid-write) ends its file's reading: the blocks
 * after it are not read, the others are. Each thread indexes the logs once (keys and where
 * each block lies, not the blocks), then only what was appended since, so a `docsite dev`
 * rebuild reads only the new records.
 */
export interface CodeBlockLog {
  read(key: string): string | undefined;
  append(key: string, block: string): void;
}

interface Located {
  file: string;
  start: number;
  length: number;
}

/** What this thread knows of one folder's logs, kept across builds in one process. */
interface FolderState {
  index: Map<string, Located>;
  /** Bytes of each log read so far (whole records only). */
  readUpTo: Map<string, number>;
  /** This thread's own log, opened on its first append. */
  own?: { file: string; fd: number; size: number };
}

const folders = new Map<string, FolderState>();
const HEADER = /^([0-9a-f]+) (\d+)$/;

/** Indexes the records appended to `file` since it was last read. */
function indexNew(state: FolderState, file: string) {
  const from = state.readUpTo.get(file) ?? 0;
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return;
  }
  if (size <= from) return;
  const bytes = Buffer.alloc(size - from);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, from);
  } finally {
    closeSync(fd);
  }
  let at = 0;
  while (at < bytes.length) {
    const lineEnd = bytes.indexOf(10, at);
    const header = lineEnd < 0 ? null : HEADER.exec(bytes.toString('latin1', at, lineEnd));
    if (!header) break;
    const length = Number(header[2]);
    const end = lineEnd + 1 + length;
    if (end >= bytes.length || bytes[end] !== 10) break;
    state.index.set(header[1]!, { file, start: from + lineEnd + 1, length });
    at = end + 1;
  }
  state.readUpTo.set(file, from + at);
}

/** The log of the code block cache in `dir` (created on the first append). */
export function openCodeBlockLog(dir: string): CodeBlockLog {
  let state = folders.get(dir);
  if (!state) folders.set(dir, (state = { index: new Map(), readUpTo: new Map() }));
  const folder = state;
  // A folder removed since (the cache cleared): start over.
  if (!existsSync(dir)) {
    if (folder.own) closeSync(folder.own.fd);
    Object.assign(folder, { index: new Map(), readUpTo: new Map(), own: undefined });
  }
  let indexed = false;
  const refresh = () => {
    indexed = true;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) if (name.endsWith('.log')) indexNew(folder, path.join(dir, name));
  };
  return {
    read(key) {
      if (!indexed) refresh();
      const found = folder.index.get(key);
      if (!found) return undefined;
      const bytes = Buffer.alloc(found.length);
      try {
        const fd = openSync(found.file, 'r');
        try {
          readSync(fd, bytes, 0, found.length, found.start);
        } finally {
          closeSync(fd);
        }
      } catch {
        return undefined;
      }
      return bytes.toString('utf8');
    },
    append(key, block) {
      if (!folder.own) {
        mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `${process.pid}-${threadId}-${Date.now()}.log`);
        folder.own = { file, fd: openSync(file, 'a'), size: 0 };
      }
      const own = folder.own;
      const header = `${key} ${Buffer.byteLength(block)}\n`;
      writeSync(own.fd, `${header}${block}\n`);
      // Indexed as written, for this build's later pages and the next build in this process.
      const start = own.size + Buffer.byteLength(header);
      folder.index.set(key, { file: own.file, start, length: Buffer.byteLength(block) });
      own.size = start + Buffer.byteLength(block) + 1;
      folder.readUpTo.set(own.file, own.size);
    },
  };
}

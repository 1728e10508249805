import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from './processAlive.js';

/** How often a waiting build looks at the lock again. */
const POLL_MS = 100;

/**
 * How old an empty lock must be to be taken for a stale one: a lock is created whole
 * (`createLock`), so one reads empty only when a process was killed while it wrote one the way
 * docsite did before, or on a file system without hard links between that write's two steps.
 */
const EMPTY_STALE_MS = 2_000;

/**
 * What this process writes into a lock: its PID and start time. A lock with this PID and
 * another start time was left by an earlier process that had the same PID (killed, and its
 * PID given again), so it is stale, not this process's own.
 */
const OWNER = `${process.pid}\n${performance.timeOrigin}\n`;

/** The lock file of builds into `outDir`: a hidden sibling holding the PID of the build that holds it and when that process started. */
export const lockFileOf = (outDir: string) => path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`);

/**
 * Holds `outDir` for this build: one build at a time writes into a folder. A second build
 * into the same folder waits for the first to finish (`onWait` says so, once, with its PID),
 * then checks for itself whether its output is up to date. A lock whose process no longer
 * runs (a killed build) is taken over. Resolves with the release function.
 */
export async function lockOutput(outDir: string, onWait: (pid: number) => void): Promise<() => Promise<void>> {
  const lock = lockFileOf(outDir);
  await mkdir(path.dirname(lock), { recursive: true });
  let waitedFor: number | undefined;
  for (;;) {
    if (await createLock(lock)) return () => rm(lock, { force: true });
    const text = await readLock(lock);
    if (text === undefined) continue;
    const holder = Number.parseInt(text, 10);
    // An empty lock left by a killed process held every later build back for ever.
    const stale = holder ? !isProcessAlive(holder) || (holder === process.pid && text !== OWNER) : await emptyFor(lock, EMPTY_STALE_MS);
    if (!holder && !stale) {
      // Being written (where a lock is opened, then written): its holder has not yet said who it is.
      await sleep(POLL_MS);
      continue;
    }
    if (stale) {
      // Read again just before removing: another waiter may have taken the stale lock over meanwhile.
      if ((await readLock(lock)) === text) await rm(lock, { force: true });
      continue;
    }
    if (waitedFor !== holder) onWait((waitedFor = holder));
    await sleep(POLL_MS);
  }
}

let attempts = 0;

/**
 * Creates `lock` holding `OWNER`, whole: written to a file of its own, then hard-linked into place
 * (which fails when the lock exists), so that no process sees it empty. Where the file system
 * has no hard links, opened exclusively and written. False when the lock exists.
 */
async function createLock(lock: string): Promise<boolean> {
  // One name per attempt: two builds of one process may try at once (dev's and a test's).
  const own = `${lock}.${process.pid}.${++attempts}.tmp`;
  try {
    await writeFile(own, OWNER);
    await link(own, lock);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    return createExclusively(lock);
  } finally {
    await rm(own, { force: true });
  }
}

/** Creates `lock` the way without hard links: opened exclusively, then written. False when the lock exists. */
async function createExclusively(lock: string): Promise<boolean> {
  try {
    await writeFile(lock, OWNER, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Whether `lock` is still empty and was last written over `ms` ago. */
async function emptyFor(lock: string, ms: number): Promise<boolean> {
  const stats = await stat(lock).catch(() => undefined);
  return stats !== undefined && stats.size === 0 && Date.now() - stats.mtimeMs > ms;
}

/** The lock file's text; undefined when it is gone. */
function readLock(lock: string): Promise<string | undefined> {
  return readFile(lock, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

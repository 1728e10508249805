import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from './processAlive.js';

/** How often a waiting build looks at the lock again. */
const POLL_MS = 100;

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
    try {
      await writeFile(lock, OWNER, { flag: 'wx' });
      return () => rm(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readLock(lock);
    if (text === undefined) continue;
    const holder = Number.parseInt(text, 10);
    if (!holder) {
      // Being written: its holder has created it and not yet said who it is.
      await sleep(POLL_MS);
      continue;
    }
    if (!isProcessAlive(holder) || (holder === process.pid && text !== OWNER)) {
      // Read again just before removing: another waiter may have taken the stale lock over meanwhile.
      if ((await readLock(lock)) === text) await rm(lock, { force: true });
      continue;
    }
    if (waitedFor !== holder) onWait((waitedFor = holder));
    await sleep(POLL_MS);
  }
}

/** The lock file's text; undefined when it is gone. */
function readLock(lock: string): Promise<string | undefined> {
  return readFile(lock, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

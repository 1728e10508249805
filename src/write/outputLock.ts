import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from './processAlive.js';

/** How often a waiting build looks at the lock again. */
const POLL_MS = 100;

/** The lock file of builds into `outDir`: a hidden sibling holding the PID of the build that holds it. */
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
      await writeFile(lock, `${process.pid}\n`, { flag: 'wx' });
      return () => rm(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(lock);
    if (holder === undefined) continue;
    if (holder === 0) {
      await sleep(POLL_MS);
      continue;
    }
    if (!isProcessAlive(holder)) {
      // Read again just before removing: another waiter may have taken the stale lock over meanwhile.
      if ((await holderOf(lock)) === holder) await rm(lock, { force: true });
      continue;
    }
    if (waitedFor !== holder) onWait((waitedFor = holder));
    await sleep(POLL_MS);
  }
}

/** The PID in the lock file; undefined when it is gone; 0 (no process) when it is unreadable (it is being written). */
async function holderOf(lock: string): Promise<number | undefined> {
  const text = await readFile(lock, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text === undefined ? undefined : Number.parseInt(text, 10) || 0;
}

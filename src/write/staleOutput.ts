import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive } from './processAlive.js';
import { keepsBetweenBuilds } from '../shared/betweenBuilds.js';

/** Where the output a build replaces goes until it is deleted: a hidden sibling, same disk, so a rename. */
export const oldFolderOf = (outDir: string) => path.join(path.dirname(outDir), `.${path.basename(outDir)}.old-${process.pid}-${Date.now()}-${++movedAside}`);

/**
 * Folders this process has named to move aside: numbered across the process, since two commits
 * of one process (tests, dev) in the same millisecond got the same name from their attempt
 * count, and the second move failed with ENOTEMPTY.
 */
let movedAside = 0;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The folders builds into `outDir` left behind and no live process will finish: the temporary
 * folder of a build that was killed (`build.tmp-PID`) and a replaced output whose deletion was
 * killed (`.build.old-PID-TIME-N`), for every PID that no longer runs. Folders of running
 * builds (another build into the same folder, or this one) are never touched.
 */
export async function staleFoldersOf(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const base = escape(path.basename(outDir));
  const pattern = new RegExp(`^(?:${base}\\.tmp-(\\d+)|\\.${base}\\.old-(\\d+)-\\d+(?:-\\d+)?)$`);
  const names = await readdir(parent).catch(() => [] as string[]);
  return names.flatMap((name) => {
    const match = pattern.exec(name);
    const pid = match && Number(match[1] ?? match[2]);
    return pid && !isProcessAlive(pid) ? [path.join(parent, name)] : [];
  });
}

/**
 * Deletes folders from a detached process, so the build ends as soon as the new output is in
 * place: deleting a large site's previous output (thousands of files) took 0.1-0.7 s here.
 * Where no process can be started, they are deleted before returning.
 */
export async function removeInBackground(dirs: string[]): Promise<void> {
  if (!dirs.length) return;
  // A process that stays (`docsite dev`) deletes on its own thread pool: starting Node for it cost a dev edit 0.15 s of this thread.
  if (keepsBetweenBuilds()) return void Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))).catch(() => {});
  const started = await new Promise<boolean>((resolve) => {
    try {
      const script = 'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })';
      const child = spawn(process.execPath, ['-e', script, ...dirs], { detached: true, stdio: 'ignore' });
      child.once('spawn', () => resolve(true));
      child.once('error', () => resolve(false));
      child.unref();
    } catch {
      resolve(false);
    }
  });
  if (!started) for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}

import { spawn, type ChildProcess } from 'node:child_process';
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

/** The deleting process's script: the folders come on its standard input, NUL-separated, deleted once it ends. */
const REMOVER_SCRIPT = 'const parts = []; process.stdin.on("data", (part) => parts.push(part)).on("end", () => { for (const dir of Buffer.concat(parts).toString().split("\\0")) if (dir) require("node:fs").rmSync(dir, { recursive: true, force: true }); })';

/**
 * `removeInBackground`'s process, started before the folders are known (`FsWriter` starts one
 * with its first file) and told them at the commit: started at the commit, Node's spawn (a fork
 * of this process, waited for until the child runs) held the main thread at the very end of every
 * build, 70-160 ms sampled in edit builds of the 1,000-page corpus and of Stripe's site, more as
 * the process grows. A build that never commits ends the process's input empty (`cancel`), and a
 * process that dies first leaves its folders to the next build (`staleFoldersOf`).
 */
export class BackgroundRemover {
  private child: ChildProcess | undefined;

  constructor() {
    // A process that stays deletes on its own thread pool (`removeInBackground`).
    if (keepsBetweenBuilds()) return;
    try {
      const child = spawn(process.execPath, ['-e', REMOVER_SCRIPT], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
      child.once('error', () => (this.child = undefined));
      child.stdin!.on('error', () => (this.child = undefined));
      child.unref();
      (child.stdin as unknown as { unref?: () => void }).unref?.();
      this.child = child;
    } catch {
      // Where no process can be started, `remove` deletes as `removeInBackground` does.
    }
  }

  /** Has the folders deleted in the background (by `removeInBackground` when the process is gone). */
  async remove(dirs: string[]): Promise<void> {
    if (!dirs.length) return this.cancel();
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return removeInBackground(dirs);
    // Resolved once handed to the pipe: the process then deletes them, whether this one exits or not.
    await new Promise<void>((resolve) => child.stdin!.end(dirs.join('\0'), () => resolve()));
  }

  /** Ends the process with nothing to delete. */
  cancel(): void {
    this.child?.stdin?.end();
    this.child = undefined;
  }
}

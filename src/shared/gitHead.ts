import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The commit checked out in the repository holding `root` (`git rev-parse HEAD`), or `no-git`.
 * Read from `.git` when it has the usual shape (a branch's ref file, packed refs, a detached
 * HEAD, a worktree's `gitdir:` link); anything else asks git. Starting git was about a third
 * of an up-to-date build's time on a busy machine.
 */
export function gitHead(root: string): Promise<string> {
  if (process.env.GIT_DIR === undefined) {
    const commit = readHead(root);
    if (commit) return Promise.resolve(commit);
  }
  if (!insideGit(root)) return Promise.resolve('no-git');
  return promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).then(
    (result) => result.stdout.trim(),
    () => 'no-git',
  );
}

/**
 * False when no `.git` is found from `root` up (and no GIT_DIR is set): git would only fail.
 * A dev rebuild of a site outside git started two git processes for nothing (this one and
 * `git log`), about 80 ms of the main thread on a busy machine, spawning.
 */
export function insideGit(root: string): boolean {
  return process.env.GIT_DIR !== undefined || findGitDir(path.resolve(root)) !== undefined;
}

const COMMIT = /^[0-9a-f]{40}$/;

/** HEAD's commit as `.git` records it, or undefined when it is not in a shape read here. */
export function readHead(root: string): string | undefined {
  try {
    const gitDir = findGitDir(path.resolve(root));
    if (!gitDir) return undefined;
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (COMMIT.test(head)) return head;
    const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1];
    if (!ref) return undefined;
    // A linked worktree keeps its HEAD; branches live in the main repository's folder.
    const commonFile = path.join(gitDir, 'commondir');
    const common = existsSync(commonFile) ? path.resolve(gitDir, readFileSync(commonFile, 'utf8').trim()) : gitDir;
    const refFile = path.join(common, ref);
    if (existsSync(refFile)) return COMMIT.exec(readFileSync(refFile, 'utf8').trim())?.[0];
    const packed = existsSync(path.join(common, 'packed-refs')) ? readFileSync(path.join(common, 'packed-refs'), 'utf8') : '';
    return packed.split('\n').map((line) => line.split(' ')).find(([hash, name]) => name === ref && COMMIT.test(hash ?? ''))?.[0];
  } catch {
    return undefined;
  }
}

/** The `.git` folder of the repository holding `dir`: the nearest `.git` folder, or the folder a `.git` file names. */
function findGitDir(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, '.git');
    if (existsSync(candidate)) {
      if (statSync(candidate).isDirectory()) return candidate;
      const linked = /^gitdir: (.+)$/m.exec(readFileSync(candidate, 'utf8'))?.[1]?.trim();
      return linked ? path.resolve(current, linked) : undefined;
    }
    if (path.dirname(current) === current) return undefined;
  }
}

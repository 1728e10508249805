import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { insideGit, readHead } from '../shared/gitHead.js';

const run = promisify(execFile);

/** The newest commit that touched a file. */
export interface LastCommit {
  /** Committer date, strict ISO 8601 with the committer's offset (`%cI`), e.g. `2026-11-24T23:30:00-05:00`. */
  date: string;
  /** Author name, as `.mailmap` maps it (`%aN`). */
  author: string;
}

/** What git (or the file system) knows of each file's history; see `readFileHistory`. */
export interface FileHistory {
  /** The sitemap's `YYYY-MM-DD`: the last commit's date, else the file's modification time. */
  lastModified(file: string): string | undefined;
  /** The last commit's date and author; undefined outside git and for files not yet committed. */
  lastCommit(file: string): LastCommit | undefined;
}

/**
 * The one `git log` over the site: per commit a NUL, its date and author, then the files it
 * touched, paths relative to the site (--relative), so no second git call asks where the
 * checkout starts. Author names may hold spaces; the strict ISO date holds none.
 */
export const GIT_LOG_ARGS = ['log', '--format=%x00%cI %aN', '--name-only', '--relative', '--', '.'];

/** The log read for each folder at each commit: `docsite dev` builds again and again at one commit. */
const logs = new Map<string, Promise<Map<string, LastCommit>>>();

/**
 * Each file's newest commit under `root`: read once per commit checked out in this process (the
 * log of HEAD is the same until HEAD moves), so a dev rebuild starts no `git log`.
 */
function commitsOf(root: string): Promise<Map<string, LastCommit>> {
  const head = readHead(root);
  const key = head && `${path.resolve(root)}\0${head}`;
  const cached = key ? logs.get(key) : undefined;
  if (cached) return cached;
  if (!insideGit(root)) return Promise.resolve(new Map());
  const reading = run('git', GIT_LOG_ARGS, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 }).then(
    ({ stdout }) => parseGitLog(stdout, root),
    // Not a git checkout (or no git): modification times only.
    () => new Map<string, LastCommit>(),
  );
  if (key) logs.set(key, reading);
  return reading;
}

/**
 * Reads `GIT_LOG_ARGS`' output (newest commit first) into each file's newest commit, by
 * absolute path under `root`.
 */
export function parseGitLog(log: string, root: string): Map<string, LastCommit> {
  const commits = new Map<string, LastCommit>();
  for (const entry of log.split('\0').slice(1)) {
    const [head, ...files] = entry.trim().split('\n');
    const space = head!.indexOf(' ');
    const commit = space < 0 ? { date: head!, author: '' } : { date: head!.slice(0, space), author: head!.slice(space + 1) };
    for (const file of files) {
      const absolute = path.join(root, file);
      if (file && !commits.has(absolute)) commits.set(absolute, commit);
    }
  }
  return commits;
}

/**
 * When each file last changed and who changed it: from one `git log` over the folder (the
 * newest commit that touched it). The sitemap's date falls back to the file's modification
 * time outside git or for files not yet committed. Git first, because a fresh clone gives
 * every file the same mtime. Git runs in the background: a build starts this first and asks
 * when it renders a page that shows its last update, or writes the sitemap.
 */
export async function readFileHistory(root: string): Promise<FileHistory> {
  const fromGit = await commitsOf(root);
  const lastCommit = (file: string) => fromGit.get(path.resolve(root, file));
  return {
    lastCommit,
    lastModified(file) {
      const committed = lastCommit(file);
      if (committed) return committed.date.slice(0, 10);
      try {
        return statSync(path.resolve(root, file)).mtime.toISOString().slice(0, 10);
      } catch {
        return undefined;
      }
    },
  };
}

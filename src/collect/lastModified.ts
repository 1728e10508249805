import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * When each file last changed: from one `git log` over the folder (the newest commit that
 * touched it), falling back to the file's modification time outside git or for files not
 * yet committed. Git first, because a fresh clone gives every file the same mtime. Git runs
 * in the background: a build starts this first and asks when it writes the sitemap.
 */
export async function lastModifiedDates(root: string): Promise<(file: string) => string | undefined> {
  const fromGit = new Map<string, string>();
  try {
    const options = { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 } as const;
    // Paths relative to the site (--relative), so no second git call asks where the checkout starts.
    const { stdout: log } = await run('git', ['log', '--format=%x00%cI', '--name-only', '--relative', '--', '.'], options);
    for (const entry of log.split('\0').slice(1)) {
      const [date, ...files] = entry.trim().split('\n');
      for (const file of files) {
        const absolute = path.join(root, file);
        if (file && !fromGit.has(absolute)) fromGit.set(absolute, date!.slice(0, 10));
      }
    }
  } catch {
    // Not a git checkout (or no git): modification times only.
  }
  return (file) => {
    const absolute = path.resolve(root, file);
    const committed = fromGit.get(absolute);
    if (committed) return committed;
    try {
      return statSync(absolute).mtime.toISOString().slice(0, 10);
    } catch {
      return undefined;
    }
  };
}

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `check` on a fresh folder outside any repository with a stand-in `git` alone on PATH that
 * leaves a mark when started (and fails); returns whether it was started. For the tests that
 * hold that no git process is spawned outside a repository.
 */
export async function gitStartedDuring(check: (folder: string) => Promise<void>): Promise<boolean> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'docsite-no-git-'));
  const bin = path.join(folder, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'git'), `#!/bin/sh\n: > ${path.join(folder, 'started')}\nexit 1\n`, { mode: 0o755 });
  const pathBefore = process.env.PATH;
  process.env.PATH = bin;
  try {
    await check(folder);
    return existsSync(path.join(folder, 'started'));
  } finally {
    process.env.PATH = pathBefore;
    rmSync(folder, { recursive: true, force: true });
  }
}

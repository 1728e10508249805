import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The docsite launcher, as users run it. */
export const docsiteBin = path.join(repoRoot, 'bin/docsite');

/** Runs the real CLI in `cwd` and returns its exit code and output. */
export function runCli(args: string[], cwd: string, timeout = 120_000, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [docsiteBin, ...args], { cwd, encoding: 'utf8', timeout, env: { ...process.env, CI: '1', FORCE_COLOR: '0', ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, output: result.stdout + result.stderr };
}

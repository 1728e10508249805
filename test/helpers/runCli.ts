import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The docsite launcher, as users run it. */
export const docsiteBin = path.join(repoRoot, 'bin/docsite');

/** Runs the real CLI in `cwd` and returns its exit code and output. */
export function runCli(args: string[], cwd: string, timeout = 120_000, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [docsiteBin, ...args], { cwd, encoding: 'utf8', timeout, env: { ...process.env, CI: '1', FORCE_COLOR: '0', ...env } });
  // A run killed by its timeout has no exit code and often no output: say so, or the failure reads as empty.
  const killed = result.signal ? `\n[docsite ${args[0]} was stopped by ${result.signal}${result.error ? ` (${result.error.message})` : ''} after a ${timeout} ms limit]` : '';
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, output: result.stdout + result.stderr + killed };
}

/** A CLI run in progress: its PID, its output so far, and its end. */
export interface CliRun {
  pid: number;
  stdout(): string;
  done: Promise<{ code: number | null; stdout: string; stderr: string; output: string }>;
}

/** Runs the real CLI in `cwd` without blocking, so several can run at once. */
export function startCli(args: string[], cwd: string, timeout = 120_000): CliRun {
  const child = spawn(process.execPath, [docsiteBin, ...args], { cwd, timeout, env: { ...process.env, CI: '1', FORCE_COLOR: '0' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const done = new Promise<Awaited<CliRun['done']>>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
  });
  return { pid: child.pid!, stdout: () => stdout, done };
}

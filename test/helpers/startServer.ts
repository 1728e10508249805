import { spawn, type ChildProcess } from 'node:child_process';
import { docsiteBin } from './runCli.js';

/** A `docsite` server process bound to 127.0.0.1 on a free port. */
export interface ServerProcess {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `docsite <command> … --port 0 --host 127.0.0.1` in `cwd` and waits for the line
 * announcing its URL. The caller must `stop()` it.
 */
export async function startServer(command: 'serve' | 'dev' | 'proxy', args: string[], cwd: string, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [docsiteBin, command, ...args, '--port', '0', '--host', '127.0.0.1'], { cwd, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const { url, output } = await announcedUrl(child, `docsite ${command}`, timeoutMs);
  return {
    url,
    process: child,
    output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Waits for a process to print the 127.0.0.1 URL it serves on. Rejects, with what it printed,
 * if it exits first or takes longer than `timeoutMs`. `output()` keeps growing after.
 */
export function announcedUrl(child: ChildProcess, label: string, timeoutMs: number): Promise<{ url: string; output: () => string }> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with ${code}:\n${output}`));
    });
  });
}

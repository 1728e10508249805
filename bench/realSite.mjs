// Building and serving the real Sable site for the benchmarks that look at it
// (page weight, Lighthouse, screenshots, serve load).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Builds the real site into `dir` (default `<repo>/build`); returns `{ dir }` or `{ error }`. */
export function buildRealSite(repo, dir = path.join(repo, 'build')) {
  const result = spawnSync(process.execPath, [path.join(repo, 'bin/docsite'), 'build', '--out', dir], { cwd: repo, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  if (result.status !== 0 || !existsSync(dir)) return { error: (result.stderr || result.stdout).slice(-800) };
  return { dir };
}

/**
 * Starts `docsite serve --dir <dir>` on 127.0.0.1 on a free port and waits for its URL;
 * `config` is the site config the proxy is read from (default the repo's `site.config.ts`).
 * Returns `{ url, stop }`; the caller must `await stop()`.
 */
export function serveSite(repo, dir, { timeoutMs = 60_000, config } = {}) {
  const configArgs = config ? ['--config', config] : [];
  const child = spawn(process.execPath, [path.join(repo, 'bin/docsite'), 'serve', '--dir', dir, '--port', '0', '--host', '127.0.0.1', ...configArgs], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`docsite serve did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docsite serve exited with ${code}:\n${output}`));
    });
  });
}

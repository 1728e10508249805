import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/runCli.js';
import { announcedUrl } from '../helpers/startServer.js';

// The README promises `npm install && npm start` builds the site and serves it. `npm start`
// once called a bare `docsite`, which npm links only where docsite is installed as a
// dependency: on a fresh clone it failed with "docsite: not found".
describe('the README commands', () => {
  it('npx docsite --help runs the CLI of this checkout after npm install', async () => {
    // --no-install: the command must come from this checkout, never from the registry.
    const { status, stdout } = spawnSync('npx', ['--no-install', 'docsite', '--help'], { cwd: repoRoot, encoding: 'utf8', timeout: 55_000 });
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: docsite');
    expect(stdout).toMatch(/build \[options\][\s\S]*serve \[options\][\s\S]*dev \[options\]/);
  }, 60_000);

  it('npm start builds the site and serves it', async () => {
    // Arguments after `--` go to the last command of the script: `docsite serve`.
    const child = spawn('npm', ['start', '--', '--port', '0', '--host', '127.0.0.1'], { cwd: repoRoot, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    try {
      const { url, output } = await announcedUrl(child, 'npm start', 170_000);
      expect(output()).toMatch(/built \d+ pages|up to date/);
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('Sable');
    } finally {
      // npm runs the server as its child: stop the whole group.
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
    }
  }, 180_000);
});

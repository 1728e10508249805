import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/runCli.js';
import { announcedUrl } from '../helpers/startServer.js';

// docsite as a new user gets it: packed by npm (prepack and prepare run), installed from the
// tarball into a folder outside this repository by npm 11, which runs no dependency's install
// scripts, then `docsite init`, the scripts init wrote, and `docsite serve`. Installed that way
// the CLI once said "docsite is not compiled yet", and a site outside the repository failed
// with "Cannot find package 'docsite'".
const work = mkdtempSync(path.join(os.tmpdir(), 'docsite-package-'));
const site = path.join(work, 'site');
let packed: { filename: string; size: number; files: Array<{ path: string }> };

/** Runs a command to completion and returns what it printed on stdout; fails the test with its output unless it exits 0. */
function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 300_000, ...options, env: { ...process.env, CI: '1', FORCE_COLOR: '0', ...options.env } });
  expect(result.status, `${command} ${args.join(' ')}\n${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout as string;
}

/**
 * Packs a copy of the repository's sources: `npm pack` runs prepare, which rewrites dist/,
 * and other tests run the CLI from this checkout's dist/ meanwhile.
 */
function packCopy(): typeof packed {
  const copy = path.join(work, 'docsite');
  const sources = ['package.json', 'package-lock.json', 'README.md', 'tsconfig.json', 'tsconfig.types.json', 'bin', 'src', 'theme', 'starter'];
  for (const name of sources) cpSync(path.join(repoRoot, name), path.join(copy, name), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const output = run('npm', ['pack', '--json', '--pack-destination', work], { cwd: copy });
  return JSON.parse(output.slice(output.indexOf('[')))[0];
}

beforeAll(() => {
  packed = packCopy();
  mkdirSync(site);
  run('npm', ['init', '-y'], { cwd: site });
  run('npm', ['install', '--no-audit', '--no-fund', path.join(work, packed.filename)], { cwd: site });
}, 600_000);
// The installed site holds some 200 packages: removing them takes seconds on a busy disk.
afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

describe('the packed package', () => {
  it('ships the compiled CLI and its regex table, the theme, the starter site and type declarations, and no source maps or repository content', () => {
    const files = packed.files.map((file) => file.path);
    for (const file of ['bin/docsite', 'dist/cli.js', 'dist/index.js', 'dist/shiki-regexes.json', 'types/index.d.ts', 'types/config/userConfig.d.ts', 'theme/index.tsx', 'starter/site.config.ts', 'starter/gitignore']) {
      expect(files, file).toContain(file);
    }
    expect(files.filter((file) => file.endsWith('.map') || /^(content|test|bench|openapi)\//.test(file) || file === 'bin/compile.mjs')).toEqual([]);
  });

  it('docsite init writes a site that builds with its build script and serves its home page over 127.0.0.1', async () => {
    expect(run('npx', ['--no-install', 'docsite', 'init', '.'], { cwd: site })).toBe('docsite: wrote a new site into . (9 files and package.json)\nnext: npm run dev\n');
    expect(run('npm', ['run', 'build'], { cwd: site })).toMatch(/docsite: built 9 pages and \d+ assets into build in/);

    const bin = path.join(site, 'node_modules/docsite/bin/docsite');
    const server = spawn(process.execPath, [bin, 'serve', '--port', '0', '--host', '127.0.0.1'], { cwd: site, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const { url } = await announcedUrl(server, 'docsite serve', 60_000);
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('<title>My docs | A new documentation site</title>');
      expect(html).toContain('This is the home page, written in <code>pages/index.md</code>.');
      for (const route of ['/docs/intro', '/docs/guides/writing-pages', '/docs/category/guides', '/blog/welcome', '/favicon.svg']) {
        expect((await fetch(`${url}${route}`)).status, route).toBe(200);
      }
    } finally {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
    }
  }, 180_000);

  it("type-checks the starter's site.config.ts against the shipped declarations, and a misspelt key fails", () => {
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: site });
    const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
    writeFileSync(path.join(site, 'typo.config.ts'), config.replace("title: 'My docs',", "titel: 'My docs',"));
    writeFileSync(path.join(site, 'tsconfig.typo.json'), JSON.stringify({ extends: './tsconfig.json', include: ['typo.config.ts'] }));
    const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.typo.json'], { cwd: site, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stdout).toContain("error TS2561: Object literal may only specify known properties, but 'titel' does not exist in type 'UserConfig'. Did you mean to write 'title'?");
  }, 120_000);
});

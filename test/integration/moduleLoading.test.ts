import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsiteBin, repoRoot } from '../helpers/runCli.js';

const out = mkdtempSync(path.join(os.tmpdir(), 'docsite-commonjs-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every file the ES module loader loads during a build of the basic fixture, with its format. */
function loadedModules() {
  const log = path.join(out, `modules-${Date.now()}.log`);
  const result = spawnSync(process.execPath, ['--import', path.join(repoRoot, 'test/integration/moduleLoading/register.mjs'), docsiteBin, 'build', '--force', '--out', path.join(out, 'site')], {
    cwd: path.join(repoRoot, 'test/fixtures/basic'),
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, CI: '1', FORCE_COLOR: '0', DOCSITE_MODULE_LOG: log },
  });
  expect(result.status, result.stderr).toBe(0);
  return [...readFileSync(log, 'utf8').matchAll(/^module-load (\S+) (\S+)$/gm)].map((match) => ({ format: match[1]!, url: match[2]! }));
}

describe('module loading at start', () => {
  it('requires CommonJS packages instead of importing them, so Node does not lex them (React, esbuild, commander, yaml, in the CLI and in the compiled theme)', () => {
    const imported = loadedModules().filter((module) => module.format === 'commonjs').map((module) => module.url);
    // The hook sees the loader at work: the fixture's search index still loads lunr through it.
    expect(imported.some((url) => url.includes('/lunr/'))).toBe(true);
    expect(imported.filter((url) => /\/node_modules\/(react|react-dom|esbuild|commander|yaml)\//.test(url))).toEqual([]);
  }, 130_000);

  it('loads the small ES module packages from the bundled CLI, not file by file from node_modules, and the indexer only where it runs', () => {
    const fromPackages = loadedModules().map((module) => module.url).filter((url) => url.includes('/node_modules/'));
    // Shiki stays a package of its own (its languages load on demand, and it loads its own hast tools); markdown-it (53 files) and the unified tools are bundled.
    expect(fromPackages.some((url) => url.includes('/node_modules/shiki/'))).toBe(true);
    // lunr (CommonJS, lexed on import) loads once: in the search thread, not also in the main thread.
    expect(fromPackages.filter((url) => url.includes('/node_modules/lunr/'))).toHaveLength(1);
    expect(fromPackages.filter((url) => /\/node_modules\/(markdown-it|unified|vfile|github-slugger|micromark-util-sanitize-uri)\//.test(url))).toEqual([]);
  }, 130_000);
});

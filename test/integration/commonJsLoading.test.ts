import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsiteBin, repoRoot } from '../helpers/runCli.js';

const out = mkdtempSync(path.join(os.tmpdir(), 'docsite-commonjs-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('CommonJS packages', () => {
  it('are required, not imported, so Node does not lex them at every start (React, esbuild, commander, yaml, in the CLI and in the compiled theme)', () => {
    const result = spawnSync(process.execPath, ['--import', path.join(repoRoot, 'test/integration/commonjs/register.mjs'), docsiteBin, 'build', '--force', '--out', out], {
      cwd: path.join(repoRoot, 'test/fixtures/basic'),
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, CI: '1', FORCE_COLOR: '0' },
    });
    expect(result.status, result.stderr).toBe(0);
    const imported = [...result.stderr.matchAll(/^commonjs-through-import (\S+)$/gm)].map((match) => match[1]!);
    // The hook sees the loader at work: the fixture's search index still loads lunr through it.
    expect(imported.some((url) => url.includes('/lunr/'))).toBe(true);
    expect(imported.filter((url) => /\/node_modules\/(react|react-dom|esbuild|commander|yaml)\//.test(url))).toEqual([]);
  }, 130_000);
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

// A folder outside this repository, as a new user's would be.
const work = mkdtempSync(path.join(os.tmpdir(), 'docsite-init-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('docsite init', () => {
  it('writes a new folder whose site builds as is, without a warning', () => {
    const init = runCli(['init', 'my-docs'], work);
    expect(init.code).toBe(0);
    expect(init.stdout).toBe('docsite: wrote a new site into my-docs (9 files and package.json)\nnext: cd my-docs && npm install && npm run dev\n');
    const manifest = JSON.parse(readFileSync(path.join(work, 'my-docs/package.json'), 'utf8'));
    expect(manifest.dependencies).toEqual({ docsite: `file:${path.relative(path.join(work, 'my-docs'), repoRoot)}` });
    const built = runCli(['build'], path.join(work, 'my-docs'));
    expect(built.code, built.output).toBe(0);
    expect(built.output).toMatch(/^docsite: built 9 pages and \d+ assets into build in [\d.]+s\n$/);
  });

  it('exits 1, naming the starter files a folder already holds', () => {
    const again = runCli(['init'], path.join(work, 'my-docs'));
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'this folder already has 9 files of the starter site: .gitignore, blog/' +
        new Date().toISOString().slice(0, 10) +
        '-welcome.md, docs/guides/_category_.json, docs/guides/writing-pages.md, docs/intro.md, pages/index.md, site.config.ts, static/favicon.svg, tsconfig.json\n  hint: run docsite init in a new or empty folder, e.g. docsite init my-docs\n',
    );
  });
});

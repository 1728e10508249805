import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
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
    // Shiki stays a package of its own (its languages load on demand, and it loads its own hast tools), loaded only when a
    // code block misses the cache (its language list too: not at all when the fixture's blocks are cached); markdown-it
    // (53 files) and the unified tools are bundled.
    // lunr (CommonJS, lexed on import) loads once: in the search thread, not also in the main thread.
    expect(fromPackages.filter((url) => url.includes('/node_modules/lunr/'))).toHaveLength(1);
    expect(fromPackages.filter((url) => /\/node_modules\/(markdown-it|unified|vfile|github-slugger|micromark-util-sanitize-uri)\//.test(url))).toEqual([]);
  }, 130_000);
});

describe('requires at start', () => {
  it('requires no YAML parser in a build whose frontmatter the simple reader reads, nor for a JSON OpenAPI document (it was required at start: some 40 ms of CPU)', () => {
    const log = path.join(out, `requires-${Date.now()}.log`);
    // Each fixture copied without its `.docsite-cache` (other tests build the fixtures in place): from a cache, a
    // YAML document is not parsed, and the parser not required. Inside the repository, so its config resolves `docsite`.
    const copies = path.join(repoRoot, '.tmp', `module-loading-${process.pid}`);
    onTestFinished(() => rmSync(copies, { recursive: true, force: true }));
    const run = (site: string) => {
      writeFileSync(log, '');
      const cwd = path.join(copies, site);
      cpSync(path.join(repoRoot, 'test/fixtures', site), cwd, { recursive: true, filter: (source) => path.basename(source) !== '.docsite-cache' });
      const result = spawnSync(process.execPath, ['--require', path.join(repoRoot, 'test/integration/moduleLoading/logRequires.cjs'), docsiteBin, 'build', '--force', '--out', path.join(out, site)], {
        cwd,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, CI: '1', FORCE_COLOR: '0', DOCSITE_REQUIRE_LOG: log },
      });
      expect(result.status, result.stderr).toBe(0);
      return readFileSync(log, 'utf8').split('\n');
    };
    const required = run('simple-frontmatter');
    // The log sees requires: React is required to render.
    expect(required).toContain('react');
    expect(required).not.toContain('yaml');
    // Nor for a JSON OpenAPI document (Stripe's: its docs edit required it), while a YAML one gets it.
    expect(run('openapi-minimal')).not.toContain('yaml');
    expect(run('openapi-servers')).toContain('yaml');
  }, 200_000);
});

/** The packages bundled into the files `entry` (a file of dist/) imports statically, directly or not: what loading it evaluates. */
function staticallyLoadedPackages(entry: string): Set<string> {
  const dist = path.join(repoRoot, 'dist');
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(path.join(dist, file), 'utf8');
    // esbuild names each bundled file in a comment: `// ../../node_modules/micromark/lib/parse.js`.
    for (const match of text.matchAll(/^\/\/ \S*node_modules\/((?:@[^/\s]+\/)?[^/\s]+)\//gm)) packages.add(match[1]!);
    for (const match of text.matchAll(/^(?:import [^;]*? from |import )"\.\/([^"]+\.js)";$/gm)) visit(match[1]!);
  };
  visit(entry);
  return packages;
}

describe('module loading in an edit build', () => {
  it('loads no remark, micromark or HTML-to-Markdown code with the pipeline: the OpenAPI reader, published documents and API twins load them when a site has API pages', () => {
    const stages = readdirSync(path.join(repoRoot, 'dist')).find((file) => /^stages-\w+\.js$/.test(file))!;
    const packages = staticallyLoadedPackages(stages);
    // The walk sees what it should: markdown-it, which every plain page compiles with.
    expect(packages.has('markdown-it')).toBe(true);
    expect([...packages].filter((name) => /^(remark-|micromark$|micromark-core|mdast-util-to-hast|mdast-util-to-markdown|hast-util-to-mdast|yaml$)/.test(name))).toEqual([]);
  });

  it('loads no HTML parser, hast serialiser, unified or vfile with the pipeline: a theme override, a highlighted block missing the cache or a remark page loads them', () => {
    const stages = readdirSync(path.join(repoRoot, 'dist')).find((file) => /^stages-\w+\.js$/.test(file))!;
    const packages = staticallyLoadedPackages(stages);
    expect(packages.has('markdown-it')).toBe(true);
    // About 60 ms of CPU at every start (parse5 alone some 40), which an edit build of one plain page never used.
    expect([...packages].filter((name) => /^(parse5|rehype-parse|hast-util-from-html|hast-util-from-parse5|hast-util-to-html|property-information|unified|vfile)$/.test(name))).toEqual([]);
  });
});


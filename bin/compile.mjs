#!/usr/bin/env node
// Compiles the CLI and the public API from src/ into dist/ (run by `npm install` and `npm pack`
// via prepare; an installed package ships dist/ and runs no install script).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names are content hashes: clear old ones so dist/ holds exactly the running code.
rmSync('dist', { recursive: true, force: true });

/** Marks imports of the named packages (a trailing `/` names a scope) external; others are bundled. */
function externalPackages(names) {
  const isExternal = (specifier) => names.some((name) => (name.endsWith('/') ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`)));
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('node:') || isExternal(args.path) ? { path: args.path, external: true } : undefined));
    },
  };
}

await build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', siteConfig: 'src/siteConfig.ts', compileWorker: 'src/compile/compileWorker.ts', searchWorker: 'src/search/searchWorker.ts', writeWorker: 'src/write/writeWorker.ts', markdownWorker: 'src/render/markdownWorker.ts', fontWorker: 'src/bundle/fontWorker.ts', regexTable: 'src/compile/mdx/regexTable.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Small ES module packages (markdown-it alone is 53 files, the unified tools dozens more) are
  // bundled: Node's loader resolved, read and linked some 190 modules at every start. These stay
  // external: React (one copy shared with the compiled theme), packages docsite requires
  // (CommonJS), shiki and what it shares with the regex table (instanceof across copies), and
  // packages with native parts or only used by serve and dev, and subset-font (CommonJS loading
  // HarfBuzz's WebAssembly from its own folder; only a build without cached fonts runs it).
  plugins: [externalPackages(['react', 'react-dom', 'esbuild', 'commander', 'yaml', 'lunr', 'shiki', '@shikijs/', 'oniguruma-to-es', 'oniguruma-parser', 'regex', 'regex-recursion', 'regex-utilities', 'chokidar', 'openapi-sampler', 'subset-font'])],
  sourcemap: true,
  logLevel: 'warning',
});

// Common grammars' patterns converted to JavaScript regular expressions, for the highlighter (see regexTable.ts).
const { writeRegexTable } = await import('../dist/regexTable.js');
await writeRegexTable('dist/shiki-regexes.json');

// The bundle's hash, which keys every cache and up-to-date check (src/shared/codeHash.ts): written
// once here, so a build does not read and hash every chunk at its start.
const codeHash = createHash('sha256');
for (const file of readdirSync('dist').filter((name) => name.endsWith('.js')).sort()) codeHash.update(file).update(readFileSync(`dist/${file}`));
writeFileSync('dist/code-hash.txt', `${codeHash.digest('hex').slice(0, 16)}\n`);

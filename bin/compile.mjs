#!/usr/bin/env node
// Compiles the CLI and the public API from src/ into dist/ (run by `npm install` via prepare).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names are content hashes: clear old ones so dist/ holds exactly the running code.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', compileWorker: 'src/compile/compileWorker.ts', searchWorker: 'src/search/searchWorker.ts', writeWorker: 'src/write/writeWorker.ts', regexTable: 'src/compile/mdx/regexTable.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// Common grammars' patterns converted to JavaScript regular expressions, for the highlighter (see regexTable.ts).
const { writeRegexTable } = await import('../dist/regexTable.js');
await writeRegexTable('dist/shiki-regexes.json');

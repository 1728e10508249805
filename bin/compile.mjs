#!/usr/bin/env node
// Compiles the CLI and the public API from src/ into dist/ (run by `npm install` via prepare).
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', compileWorker: 'src/compile/compileWorker.ts' },
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

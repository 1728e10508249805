#!/usr/bin/env node
// Writes the public API's type declarations into types/ (run by `npm pack` via prepack): a
// site's `site.config.ts` gets `defineConfig`'s types from the package without docsite's sources.
// Not part of `npm install`: only the packed package needs them, and tsc takes seconds.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

rmSync('types', { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.types.json'], { stdio: 'inherit' });

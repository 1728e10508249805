#!/usr/bin/env node
// Builds real Docusaurus sites, unchanged, with this checkout's docsite and reports what
// happened, one Markdown table row a site, for bench/COMPAT.md. Not run in CI: the sites are
// public snapshots brought here by hand (see COMPAT.md for how), never committed.
//
//   node bench/compat.mjs <site folder> [<site folder>…]
//
// A site folder is the one holding docusaurus.config.*. Nothing in it is changed: the build
// goes to a temporary folder, which is removed afterwards with docsite's caches.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const docsite = fileURLToPath(new URL('../bin/docsite', import.meta.url));

/** Markdown and MDX files under a folder, as the pages a Docusaurus build would make of them at most. */
function countSources(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (entry.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.'))) continue;
    if (/\.mdx?$/.test(entry) && statSync(path.join(dir, entry)).isFile()) count += 1;
  }
  return count;
}

/** One site's build: exit code, time, pages, warnings by kind and the first error line. */
function buildSite(site) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'docsite-compat-'));
  const started = performance.now();
  const run = spawnSync(process.execPath, [docsite, 'build', '--out', out], { cwd: site, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  rmSync(out, { recursive: true, force: true });
  rmSync(path.join(site, '.docsite-cache'), { recursive: true, force: true });
  const output = `${run.stdout}\n${run.stderr}`;
  const pages = /built (\d+) pages/.exec(output)?.[1] ?? '0';
  const warnings = [...output.matchAll(/^warning: (\d+) (.+)$/gm)].map(([, count, kind]) => `${count} ${kind}`);
  const firstError = run.status === 0 ? '' : (output.split('\n').find((line) => line.trim() && !line.startsWith('warning:') && !line.startsWith('  ')) ?? '');
  return { exit: run.status, seconds, pages, sources: countSources(site), warnings, firstError };
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

const sites = process.argv.slice(2);
if (sites.length === 0) {
  console.error('usage: node bench/compat.mjs <site folder> [<site folder>…]');
  process.exit(2);
}
console.log('| site | exit | build s | pages built | .md/.mdx files | warnings by kind | first error |');
console.log('| --- | ---: | ---: | ---: | ---: | --- | --- |');
for (const site of sites) {
  const result = buildSite(path.resolve(site));
  console.log(`| ${cell(site)} | ${result.exit} | ${result.seconds.toFixed(1)} | ${result.pages} | ${result.sources} | ${cell(result.warnings.join('; ') || 'none')} | ${cell(result.firstError)} |`);
}

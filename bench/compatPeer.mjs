#!/usr/bin/env node
// Builds a real Docusaurus site with Docusaurus 3.10 and Faster, for the time comparison in
// bench/COMPAT.md (issue 19: "the build time against Docusaurus 3.10 with Faster on the same
// site"). Not run in CI: it installs the site's own dependencies from the npm registry.
//
//   node bench/compatPeer.mjs <snapshot folder> <site subfolder> [--runs N]
//
// The snapshot folder is copied to a temporary folder (sites read `../docs` and the like, so
// the whole snapshot goes), nothing in it is changed. In the copy, every `@docusaurus/*`
// dependency is set to 3.10.2 and `@docusaurus/faster` added; the site's config is wrapped by
// one that turns Faster on (`future.faster`, and the v4 flag its worker threads need). Only the
// default locale is built, as docsite builds it. Prints one Markdown table row.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearDocusaurusBuild, DOCUSAURUS, docusaurusBuildCommand, prepareDocusaurusCopy } from './docusaurusCopy.mjs';

const [snapshot, siteFolder] = process.argv.slice(2).filter((arg, index, all) => !arg.startsWith('--') && all[index - 1] !== '--runs');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] ?? 1) || 1;
if (!snapshot || !siteFolder) {
  console.error('usage: node bench/compatPeer.mjs <snapshot folder> <site subfolder> [--runs N]');
  process.exit(2);
}

const countHtml = (dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;

const copy = mkdtempSync(path.join(os.tmpdir(), 'compat-docusaurus-'));
try {
  const prepared = prepareDocusaurusCopy({ snapshot, siteFolder, copy });
  const { site, dropped } = prepared;
  const [command, commandArgs] = docusaurusBuildCommand(prepared);
  const times = [];
  let result;
  for (let run = 0; run < runs; run += 1) {
    clearDocusaurusBuild(site);
    const started = performance.now();
    result = spawnSync(command, commandArgs, { cwd: site, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    times.push((performance.now() - started) / 1000);
    if (result.status !== 0) break;
  }
  const pages = result.status === 0 ? countHtml(path.join(site, 'build')) : 0;
  const output = `${result.stdout}\n${result.stderr}`;
  const firstError = result.status === 0 ? '' : (output.split('\n').find((line) => /error/i.test(line)) ?? output.trim().split('\n').pop() ?? '');
  // The whole output, to read why a build failed; the row names the file.
  const log = path.join(os.tmpdir(), `compat-peer-${path.basename(path.resolve(snapshot))}.log`);
  writeFileSync(log, output);
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log('| site | Docusaurus | exit | cold build s (median of runs) | runs | HTML pages | dropped dependencies | first error |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | --- | --- |');
  console.log(`| ${snapshot} ${siteFolder} | ${DOCUSAURUS} + Faster | ${result.status} | ${median.toFixed(1)} | ${times.length} | ${pages} | ${dropped.join(', ') || 'none'} | ${firstError.replace(/\|/g, '\\|').slice(0, 300)} (output: ${log}) |`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}

#!/usr/bin/env node
// One page's body edited, then built again into the same folder (issue 21: under 0.5 s on
// 1,000 pages): `node bench/incrementalEdit.mjs [--pages 1000] [--runs 3]`. Writes the
// realistic corpus, builds it cold, then for each run appends a sentence to its first page and
// builds; a forced full rebuild (compile cache warm) is the row to compare with. Each build
// runs in a child process through docsite's API, which reports its wall time, its CPU time
// (every thread of the process; esbuild's service process is not counted) and its steps.
// Needs `node bin/compile.mjs` first. Writes its section of bench/RESULTS.md.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDocsiteConfig } from './benchCorpora.mjs';
import { writeRealisticCorpus } from './realisticCorpus.mjs';
import { writeResults } from './resultsFile.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const pages = Number(option('--pages', '1000'));
const runs = Number(option('--runs', '3'));
// Inside the repository, so the corpus's `import 'docsite'` resolves to this checkout.
const root = path.join(repo, '.tmp', `incremental-bench-${process.pid}`);

/** One build in a child process: wall and CPU milliseconds, the steps, and the pages kept. */
function timedBuild(dir, out, force) {
  // A file, not `--eval`: worker threads inherit the parent's flags, and `--input-type` stops them.
  const script = path.join(root, 'timedBuild.mjs');
  writeFileSync(script, `
    const { build } = await import(${JSON.stringify(path.join(repo, 'dist/index.js'))});
    const cpu = process.cpuUsage(); const start = performance.now();
    const result = await build({ configFile: 'site.config.ts', outDir: ${JSON.stringify(out)}, force: ${force} });
    const wall = performance.now() - start; const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000, timings: result.timings, pages: result.pages }));`);
  // The search thread's own CPU time, which it appends there (`searchWorker.ts`). NODE_ENV as
  // `bin/docsite` sets it: without it React rendered in development mode, some 300 ms more main-thread CPU
  // for the one page an edit renders (its sidebars), which `docsite build` never spends.
  const searchCpuFile = path.join(root, 'searchCpu.txt');
  rmSync(searchCpuFile, { force: true });
  const child = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', DOCSITE_SEARCH_CPU_FILE: searchCpuFile } });
  if (child.status !== 0) throw new Error(`build failed: ${child.stderr}`);
  const searchCpu = existsSync(searchCpuFile) ? readFileSync(searchCpuFile, 'utf8').trim().split('\n').reduce((sum, line) => sum + Number(line), 0) : undefined;
  return { ...JSON.parse(child.stdout.trim().split('\n').pop()), searchCpu };
}

const load = () => os.loadavg()[0].toFixed(1);
mkdirSync(root, { recursive: true });
const dir = writeRealisticCorpus(path.join(root, 'corpus'), pages);
const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
writeDocsiteConfig({ dir, sidebars: JSON.parse(readFileSync(path.join(dir, 'sidebars.json'), 'utf8')), firstPage: manifest.firstPage });
const out = path.join(root, 'out');
const loads = [load()];
const rows = [];
const row = (kind, result) => {
  rows.push({ kind, ...result });
  loads.push(load());
  const steps = result.timings.map((step) => `${step.step} ${Math.round(step.ms)}`).join(', ');
  console.log(`${kind}: ${(result.wall / 1000).toFixed(2)} s wall, ${(result.cpu / 1000).toFixed(2)} s CPU (search thread ${result.searchCpu === undefined ? '?' : (result.searchCpu / 1000).toFixed(2)} s), kept ${result.pages?.kept ?? 0}; ${steps}`);
};
row('cold', timedBuild(dir, out, false));
row('forced full rebuild', timedBuild(dir, out, true));
for (let run = 1; run <= runs; run++) {
  appendFileSync(path.join(dir, manifest.firstPage.file), `\nA sentence added by run ${run} of the incremental bench.\n`);
  row(`one body edited (${run})`, timedBuild(dir, out, false));
}
rmSync(root, { recursive: true, force: true });

const seconds = (ms) => (ms / 1000).toFixed(2);
const table = [
  '| build | wall s | CPU s | search thread CPU s | pages kept / rendered | steps (wall ms) |',
  '| --- | ---: | ---: | ---: | ---: | --- |',
  ...rows.map((entry) => `| ${entry.kind} | ${seconds(entry.wall)} | ${seconds(entry.cpu)} | ${entry.searchCpu === undefined ? '' : seconds(entry.searchCpu)} | ${entry.pages ? `${entry.pages.kept} / ${entry.pages.rendered}` : ''} | ${entry.timings.map((step) => `${step.step} ${Math.round(step.ms)}`).join(', ')} |`),
];
const body = [
  `\`node bench/incrementalEdit.mjs --pages ${pages} --runs ${runs}\`, ${new Date().toISOString().slice(0, 16)}, realistic corpus (${pages} pages, explicit sidebar), ${os.availableParallelism()} cores, load average ${loads.join(' → ')} (1-minute, before the first build and after each).`,
  '',
  ...table,
].join('\n');
writeResults(path.join(repo, 'bench/RESULTS.md'), { header: null, fresh: new Map([['## One page edited: incremental rebuild (issue 21)', body]]), order: [] });
console.log(body);

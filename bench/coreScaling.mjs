// What decides how docsite's build scales with cores, measured without the cores: cold builds of
// the realistic corpus with `--cores 1` and `--cores 2` side by side, each reporting where its
// CPU time went (DOCSITE_CPU_REPORT: the main thread's own CPU, read per thread from /proc,
// against the whole build's from GNU time, children such as esbuild included). The main
// thread's share bounds the speed-up (Amdahl): at most 10% for 8x on 16 cores (issue 21). With
// --cores 2 and up, worker threads compile and render while the main thread coordinates; the
// table counts the pages rendered on them.
// Usage: node bench/coreScaling.mjs [--pages 20000] [--cores 1,2] [--write] (--write replaces
// its section of bench/RESULTS.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDocsiteConfig } from './benchCorpora.mjs';
import { writeRealisticCorpus } from './realisticCorpus.mjs';
import { writeResults } from './resultsFile.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const pages = Number(option('--pages', '20000'));
const coreCounts = option('--cores', '1,2').split(',').map(Number);
const HEADING = '## Main-thread share of the build (core scaling)';

/** One cold build with `--cores n`: wall and CPU seconds (GNU time), peak RSS, and the CPU report. */
function coldBuild(dir, cores) {
  const out = path.join(dir, 'build');
  for (const folder of [path.join(dir, '.docsite-cache'), out]) rmSync(folder, { recursive: true, force: true });
  const stats = path.join(dir, 'time.txt');
  const report = path.join(dir, 'cpu.json');
  const start = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', '-o', stats, process.execPath, path.join(repo, 'bin/docsite'), 'build', '--out', out, '--cores', String(cores)], {
    cwd: dir,
    env: { ...process.env, CI: '1', DOCSITE_CPU_REPORT: report },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const wall = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`build with --cores ${cores} failed:\n${(result.stderr || result.stdout).slice(-800)}`);
  const [user, system, rssKb] = readFileSync(stats, 'utf8').trim().split(/\s+/).map(Number);
  const cpu = JSON.parse(readFileSync(report, 'utf8'));
  return { cores, wall, total: user + system, rssMiB: rssKb / 1024, ...cpu };
}

if (!existsSync('/usr/bin/time')) throw new Error('GNU time (/usr/bin/time) is needed for the whole build’s CPU time');
const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-cores-'));
try {
  const dir = writeRealisticCorpus(path.join(root, 'site'), pages);
  writeDocsiteConfig({ dir, sidebars: JSON.parse(readFileSync(path.join(dir, 'sidebars.json'), 'utf8')), firstPage: JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')).firstPage });
  const rows = coreCounts.map((cores) => coldBuild(dir, cores));
  const lines = [
    `Cold builds of the realistic corpus, ${pages.toLocaleString('en')} pages, on ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString().slice(0, 10)}. CPU seconds from GNU time (the whole build) and from /proc per thread (\`DOCSITE_CPU_REPORT\`), in the same run.`,
    '',
    '| --cores | wall s | build CPU s | main thread CPU s | main thread share | other threads of the process CPU s | pages rendered on workers | peak RSS MiB |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.cores} | ${row.wall.toFixed(1)} | ${row.total.toFixed(1)} | ${row.mainThread.toFixed(1)} | ${((100 * row.mainThread) / row.total).toFixed(0)}% | ${(row.process - row.mainThread).toFixed(1)} | ${row.renderedOnWorkers ?? 0} | ${row.rssMiB.toFixed(0)} |`),
  ];
  console.log(lines.join('\n'));
  if (args.includes('--write')) writeResults(path.join(repo, 'bench/RESULTS.md'), { header: null, fresh: new Map([[HEADING, lines.join('\n')]]), order: [] });
} finally {
  rmSync(root, { recursive: true, force: true });
}

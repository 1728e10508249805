// Lighthouse mobile on two or more builds of the Sable site, interleaved (route by route, run by
// run, build by build), so every build sees the same machine load. Prints each run's score,
// FCP/LCP/TBT/speed index and Lighthouse's own long-task list (start and duration as simulated
// at 4x, with the script it attributes each to), then the medians per build and route.
// With --cpu, each run's trace is also audited with every task shrunk to its CPU time
// (cpuTimeTrace.mjs), so a loaded machine's waiting does not count; the summary then uses those.
// Usage: node bench/lighthouseInterleaved.mjs [--runs N] [--cpu] --dir LABEL=BUILD --dir LABEL=BUILD ROUTE...
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { rescaleToCpuTime } from './cpuTimeTrace.mjs';
import { SAMPLE_PAGES } from './pageWeight.mjs';
import { serveSite } from './realSite.mjs';

const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', si: 'speed-index' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarize(lhr) {
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, Math.round(lhr.audits[id].numericValue)]));
  const tasks = (lhr.audits['long-tasks'].details?.items ?? []).map((item) => `${Math.round(item.startTime)}+${Math.round(item.duration)} ${String(item.url).split('/').pop() || item.url}`);
  return { score: Math.round(lhr.categories.performance.score * 100), ...metrics, tasks };
}

/** One run: Lighthouse as measured (wall time) and, with `cpu`, the same run audited at CPU time. */
async function runOnce(url, cpu) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-interleaved-'));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags = { logLevel: 'error', onlyCategories: ['performance'] };
    const wall = await lighthouse(url, { ...flags, port: chrome.port, gatherMode: dir, auditMode: dir });
    if (!cpu) return { wall: summarize(wall.lhr) };
    const tracePath = path.join(dir, 'defaultPass.trace.json');
    writeFileSync(tracePath, JSON.stringify(rescaleToCpuTime(JSON.parse(readFileSync(tracePath, 'utf8')))));
    return { wall: summarize(wall.lhr), cpu: summarize((await lighthouse(url, { ...flags, auditMode: dir })).lhr) };
  } finally {
    await chrome.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

const line = ({ score, fcp, lcp, tbt, si, tasks }) => `${score}, FCP ${fcp}, LCP ${lcp}, TBT ${tbt}, SI ${si}; long tasks: ${tasks.join(', ') || 'none'}`;

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args.splice(args.indexOf('--runs'), 2)[1]) : 3;
const cpu = args.includes('--cpu') && Boolean(args.splice(args.indexOf('--cpu'), 1));
const builds = [];
while (args.includes('--dir')) {
  const [label, dir] = args.splice(args.indexOf('--dir'), 2)[1].split('=');
  builds.push({ label, dir });
}
const routes = args.length ? args : Object.values(SAMPLE_PAGES);
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const servers = [];
try {
  for (const build of builds) servers.push(await serveSite(repo, build.dir));
  const results = {};
  for (const route of routes) {
    for (let run = 1; run <= runs; run++) {
      for (const [index, build] of builds.entries()) {
        const result = await runOnce(servers[index].url + route, cpu);
        (results[`${route} ${build.label}`] ??= []).push(result.cpu ?? result.wall);
        console.log(`${route} ${build.label} run ${run} (load ${os.loadavg()[0].toFixed(1)}): wall: ${line(result.wall)}${result.cpu ? ` · CPU time: ${line(result.cpu)}` : ''}`);
      }
    }
  }
  for (const [key, list] of Object.entries(results)) {
    const med = (name) => median(list.map((result) => result[name]));
    console.log(`median${cpu ? ' (CPU time)' : ''} ${key}: ${med('score')} (${list.map((result) => result.score).join(', ')}), FCP ${med('fcp')}, LCP ${med('lcp')}, TBT ${med('tbt')} (${list.map((result) => result.tbt).join(', ')}), SI ${med('si')}`);
  }
} finally {
  for (const server of servers) await server.stop();
}

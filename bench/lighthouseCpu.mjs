// Lighthouse's mobile performance from CPU time, for a loaded machine: each run gathers a page
// (Lighthouse's -G), rescales every main-thread task of its trace to the thread's own CPU time
// (the trace's `tdur`), so time spent waiting for other processes' CPU no longer counts, and
// audits that trace (-A). Lighthouse's simulated 4x slower CPU then multiplies work the page
// really did. Usage: node bench/lighthouseCpu.mjs [--runs N] [--dir BUILD] ROUTE...
// (default: build the Sable site into <repo>/build). Prints each run's wall and CPU-time scores.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { rescaleToCpuTime } from './cpuTimeTrace.mjs';
import { buildRealSite, serveSite } from './realSite.mjs';

const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const summary = (result) => {
  const audit = (id) => Math.round(result.lhr.audits[id].numericValue);
  return `performance ${Math.round(result.lhr.categories.performance.score * 100)}, FCP ${audit('first-contentful-paint')} ms, LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms`;
};

/** One page: Lighthouse as measured (wall time), then the same artifacts with CPU-time tasks. */
async function runOnce(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-cpu-'));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags = { logLevel: 'error', onlyCategories: ['performance'] };
    const wall = await lighthouse(url, { ...flags, port: chrome.port, gatherMode: dir, auditMode: dir });
    const tracePath = path.join(dir, 'defaultPass.trace.json');
    writeFileSync(tracePath, JSON.stringify(rescaleToCpuTime(JSON.parse(readFileSync(tracePath, 'utf8')))));
    const cpu = await lighthouse(url, { ...flags, auditMode: dir });
    return { wall: summary(wall), cpu: summary(cpu) };
  } finally {
    await chrome.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : fallback);
const runs = Number(option('--runs', '3'));
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The given build, else the Sable site built now. */
function siteDir() {
  const given = option('--dir', undefined);
  if (given) return given;
  const built = buildRealSite(repo);
  if (built.error) throw new Error(`building the site failed:\n${built.error}`);
  return built.dir;
}
const dir = siteDir();
const server = await serveSite(repo, dir);
try {
  for (const route of args.length ? args : ['/docs/product/start-a-chat']) {
    for (let run = 1; run <= runs; run++) {
      const { wall, cpu } = await runOnce(server.url + route);
      console.log(`${route} run ${run} (load ${os.loadavg()[0].toFixed(1)}): wall time: ${wall} · CPU time: ${cpu}`);
    }
  }
} finally {
  await server.stop();
}

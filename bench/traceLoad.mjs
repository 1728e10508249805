// Where a page load's main-thread time goes, as Lighthouse's mobile run sees it: chromium at
// 412 px (optionally with a slower CPU: --rate, CDP Emulation.setCPUThrottlingRate), a trace per load, and per
// load the CPU time (the trace's thread time, so other processes' load does not count) of
// parsing, style, layout, paint and script, plus each task over 50 ms with what it was made of.
// Usage: node bench/traceLoad.mjs [--runs N] [--rate R] [--width W] [--dir BUILD] [--save DIR] ROUTE...
// (default: build the Sable site into <repo>/build; routes default to the docs sample page).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildRealSite, serveSite } from './realSite.mjs';

const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];
/** Trace event names grouped into what a reader of the numbers cares about. */
const KINDS = {
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
  script: ['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule'],
};
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Lighthouse mobile's simulated CPU slowdown. */
const SLOWDOWN = 4;
const cpu = (event) => (event.tdur ?? event.dur ?? 0) / 1000;

/** The main thread of the renderer that parsed `url` (other renderers, such as about:blank's, are left out). */
function mainThreadEvents(events, url) {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  return events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** Self CPU time per kind (an event's time minus its children's, so nesting counts once). */
function selfTimes(events) {
  const kindOf = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])));
  const totals = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, 0]));
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      if (done.kind) totals[done.kind] += done.self;
    }
  };
  for (const event of events) {
    close(event.ts);
    // What runs inside a kind (V8's internals inside a FunctionCall) counts as that kind.
    const kind = kindOf.get(event.name) ?? stack.findLast((open) => open.kind)?.kind;
    const frame = { end: event.ts + (event.dur ?? 0), kind, self: cpu(event) };
    const parent = stack.at(-1);
    if (parent) parent.self -= cpu(event);
    stack.push(frame);
  }
  close(Infinity);
  return totals;
}

/**
 * Top-level tasks over 50 ms once multiplied by Lighthouse's 4x (its mobile run simulates the
 * slower CPU from an unthrottled trace), each with its children's CPU by event name.
 */
function longTasks(events, startTs) {
  const tasks = [];
  let current;
  for (const event of events) {
    if (TASK_NAMES.has(event.name) && (!current || event.ts >= current.end)) {
      current = { ts: event.ts, end: event.ts + event.dur, cpu: cpu(event), parts: {} };
      tasks.push(current);
    } else if (current && event.ts < current.end) {
      const detail = event.name === 'Layout' ? ` (${event.args?.beginData?.dirtyObjects ?? '?'}/${event.args?.beginData?.totalObjects ?? '?'} objects)` : event.name === 'UpdateLayoutTree' ? ` (${event.args?.elementCount ?? '?'} elements)` : event.name === 'EvaluateScript' || event.name === 'v8.compile' ? ` ${event.args?.data?.url?.split('/').pop() ?? ''}` : '';
      const key = event.name + detail;
      current.parts[key] = (current.parts[key] ?? 0) + cpu(event);
    }
  }
  return tasks
    .filter((task) => task.cpu * SLOWDOWN > 50)
    .map((task) => ({ at: Math.round((task.ts - startTs) / 1000), cpu: Math.round(task.cpu), parts: Object.entries(task.parts).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, ms]) => `${name} ${ms.toFixed(1)}`) }));
}

/** One load of `url`: returns the CPU per kind, the thread's total and its long tasks. */
async function traceOnce(browser, url, { rate, width, save }) {
  const context = await browser.newContext({ viewport: { width, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const landed = page.url();
  const buffer = await browser.stopTracing();
  await context.close();
  if (save) writeFileSync(path.join(save, `trace-${Date.now()}.json`), buffer);
  const events = JSON.parse(buffer.toString()).traceEvents;
  const main = mainThreadEvents(events, landed);
  const tasks = main.filter((event) => TASK_NAMES.has(event.name));
  const total = tasks.reduce((sum, task) => sum + cpu(task), 0);
  const long = longTasks(main, main[0]?.ts ?? 0);
  // Blocking time as a 4x CPU would make it, over the whole load (Lighthouse counts from FCP on).
  const blocking = long.reduce((sum, task) => sum + task.cpu * SLOWDOWN - 50, 0);
  return { total, kinds: selfTimes(main), long, blocking };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : fallback);
const runs = Number(option('--runs', '5'));
const rate = Number(option('--rate', '1'));
const width = Number(option('--width', '412'));
const save = option('--save', undefined);
if (save) mkdirSync(save, { recursive: true });
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
let dir = option('--dir', undefined);
if (!dir) {
  const built = buildRealSite(repo);
  if (built.error) throw new Error(`building the site failed:\n${built.error}`);
  dir = built.dir;
}
const server = await serveSite(repo, dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS, headless: true });
try {
  for (const route of args.length ? args : ['/docs/product/start-a-chat']) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const result = await traceOnce(browser, server.url + route, { rate, width, save });
      results.push(result);
      console.log(`${route} run ${run} (load ${os.loadavg()[0].toFixed(1)}): main thread ${result.total.toFixed(0)} ms CPU, blocking at 4x ${result.blocking.toFixed(0)} ms; ${Object.entries(result.kinds).map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join(', ')}`);
      for (const task of result.long) console.log(`  long task at ${task.at} ms: ${task.cpu} ms CPU (${task.cpu * SLOWDOWN} at 4x): ${task.parts.join('; ')}`);
    }
    const kinds = Object.keys(KINDS).map((kind) => `${kind} ${median(results.map((result) => result.kinds[kind])).toFixed(1)}`);
    console.log(`${route} median of ${runs} at ${rate}x, ${width} px: main thread ${median(results.map((result) => result.total)).toFixed(0)} ms CPU, blocking at 4x ${median(results.map((result) => result.blocking)).toFixed(0)} ms; ${kinds.join(', ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

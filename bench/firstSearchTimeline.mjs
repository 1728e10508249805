#!/usr/bin/env node
// Where a first search's time goes, in chromium, for builds side by side in the same run:
// `node bench/firstSearchTimeline.mjs [--queries 6] [--runs 1] <label>=<out>…`, each <out> a
// served folder with the dialog's page at `--route` (bench/searchHost.mjs's hosted copies:
// the same search files under the host page of each build, so two builds' clients can be
// compared on the same shards). The builds take turns query by query, each search in a fresh
// context (nothing cached). Per search, from the page's own clock (key press = 0): the dialog
// code ready (the dialog sets data-search-state), the engine ready (its manifests parsed), the
// query in the input (Playwright's fill: the harness's own latency), the first results painted
// (data-search-query; a first screenful, when the dialog shows one first) and the whole list
// (data-search-complete), then the search files' fetches as the page's resource timing has
// them: how many, and in how many rounds (a fetch that starts after an earlier one ended).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveSite } from './realSite.mjs';
import { importSource } from './importSource.mjs';
import { queriesOf, searchOutput } from './firstSearch.mjs';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Marks the page's clock at the key press, the dialog's states, the input and each result list shown. */
function recordTimeline() {
  const times = {};
  window.__timeline = times;
  document.addEventListener('keydown', (event) => event.key === '/' && (times.pressed ??= performance.now()), { capture: true });
  document.addEventListener('input', () => (times.input ??= performance.now()), { capture: true });
  new MutationObserver(() => {
    const state = document.getElementById('search-dialog')?.dataset.searchState;
    if (state === 'loading') times.code ??= performance.now();
    if (state === 'ready') times.engine ??= performance.now();
    const list = document.getElementById('search-results');
    if (list?.dataset.searchQuery && times.input) times.first ??= performance.now();
    if (list?.dataset.searchQuery && list.dataset.searchComplete !== 'false' && times.input) times.complete ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-search-state', 'data-search-query', 'data-search-complete'] });
}

/** Fetch rounds of the search shards: a fetch that starts after every earlier one has ended opens a round. */
function shardRounds(resources) {
  const shards = resources.filter((entry) => entry.name.includes('/search/shards/')).sort((a, b) => a.startTime - b.startTime);
  let rounds = 0;
  let end = -Infinity;
  for (const entry of shards) {
    if (entry.startTime > end) rounds++;
    end = Math.max(end, entry.responseEnd);
  }
  return { files: shards.length, rounds, last: shards.length ? Math.max(...shards.map((entry) => entry.responseEnd)) : NaN };
}

/** One first search in a fresh context; its timeline relative to the key press. */
async function timeline(browser, url, route, query) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordTimeline);
    await page.goto(url + route, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-js'));
    await page.keyboard.press('/');
    // Into the input `/` focused, at once, as in firstSearch.mjs (not `fill`, which waits out the opening animation).
    await page.keyboard.insertText(query);
    await page.waitForFunction(() => window.__timeline.complete !== undefined);
    const { times, resources } = await page.evaluate(() => ({ times: window.__timeline, resources: performance.getEntriesByType('resource').map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })) }));
    const at = (time) => time - times.pressed;
    const rounds = shardRounds(resources);
    return { code: at(times.code), engine: at(times.engine), input: at(times.input), first: at(times.first), complete: at(times.complete), files: rounds.files, rounds: rounds.rounds, afterInput: times.first - Math.max(times.input, times.engine), completeAfterInput: times.complete - Math.max(times.input, times.engine) };
  } finally {
    await context.close();
  }
}

const COLUMNS = [
  ['code', 'dialog code ready'],
  ['engine', 'engine ready'],
  ['input', 'query typed (harness)'],
  ['first', 'first results'],
  ['complete', 'whole list'],
  ['afterInput', 'first results after query and engine'],
  ['completeAfterInput', 'whole list after query and engine'],
  ['files', 'shard files'],
  ['rounds', 'shard rounds'],
];

/** Median of each column per build, as a Markdown table. */
export function formatTimeline(rows) {
  const lines = [`| build | searches | ${COLUMNS.map(([, title]) => title).join(' | ')} |`, `| --- | ---: | ${COLUMNS.map(() => '---:').join(' | ')} |`];
  for (const [label, searches] of rows) lines.push(`| ${label} | ${searches.length} | ${COLUMNS.map(([key]) => median(searches.map((search) => search[key])).toFixed(0)).join(' | ')} |`);
  return lines.join('\n');
}

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const builds = args.filter((arg) => arg.includes('=')).map((arg) => arg.split('='));
const route = option('--route', '/docs/quoudraickstis');
const sharding = await importSource(repo, 'bench-first-search-timeline', { 'src/search/shardLists.ts': ['pageShards'] });
const queries = queriesOf(searchOutput(builds[0][1]), Number(option('--queries', '6')), sharding);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const servers = await Promise.all(builds.map(([, out]) => serveSite(repo, out)));
try {
  const rows = new Map(builds.map(([label]) => [label, []]));
  for (let run = 0; run < Number(option('--runs', '1')); run++) {
    for (const query of queries) {
      for (const [at, [label]] of builds.entries()) {
        const search = await timeline(browser, servers[at].url, route, query);
        rows.get(label).push(search);
        console.error(`${label} “${query}”: ${COLUMNS.map(([key]) => `${key} ${search[key].toFixed(0)}`).join(', ')}`);
      }
    }
  }
  console.log(formatTimeline([...rows]));
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}

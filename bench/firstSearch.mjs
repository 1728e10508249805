#!/usr/bin/env node
// A reader's first search on a large generated site, in a browser: `node bench/firstSearch.mjs
// [--sizes 1000,5000] [--queries 6]`. For each size it builds the realistic corpus
// (bench/realisticCorpus.mjs) with docsite, serves it with `docsite serve` on 127.0.0.1, and in
// Debian's chromium (a fresh context per query: nothing cached) opens search on a docs page and
// types a query taken from the corpus's page titles. Reported: the search files fetched (how
// many, their gzip bytes as the build wrote them, the bytes chromium received), the time from
// opening search to the results and from the query typed to the results, the same query typed
// at a reader's pace in a fresh context (from its last key to the results), then per later keystroke (letter by letter, in the same page)
// the dialog's own time to results and, from a Chrome trace, the page's main-thread CPU time
// (bench/keystrokeTrace.mjs), and what sharding costs the build (shardSearchFiles over the
// site's index, in process). Used by bench/run.mjs (`--only firstsearch`).
// `--hosted <out>,<out>` measures search files built elsewhere instead of building each size:
// each folder's `search/` is served under a small build of the corpus (bench/searchHost.mjs),
// for sizes whose whole build does not fit the time at hand. `--key-gap <ms>` presses each later
// key no sooner than that after the last (default 0: as soon as the last one's results are painted).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchCorpora, writeDocsiteConfig } from './benchCorpora.mjs';
import { importSource } from './importSource.mjs';
import { keystrokeCpu, TRACE_CATEGORIES } from './keystrokeTrace.mjs';
import { serveSite } from './realSite.mjs';
import { buildSearchHost, hostSearchFiles } from './searchHost.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repo = path.dirname(benchDir);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kb = (bytes) => (bytes / 1024).toFixed(0);
const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;

/** Sharding and joining, compiled from src/ (the code the build runs). */
export const loadSharding = () =>
  importSource(repo, 'bench-first-search', { 'src/search/shardSearchFiles.ts': ['shardSearchFiles'], 'src/search/joinSearchShards.ts': ['joinSearchShards'], 'src/search/shardLists.ts': ['pageShards'] });

/** The built search files: a reader by URL, the two manifests' URLs, every file's gzip size. */
export function searchOutput(out) {
  const read = (url) => JSON.parse(readFileSync(path.join(out, url), 'utf8'));
  const names = readdirSync(path.join(out, 'search'));
  const urls = { documents: `/search/${names.find((name) => name.startsWith('documents.'))}`, index: `/search/${names.find((name) => name.startsWith('index.'))}` };
  const gzip = new Map();
  const gzipOf = (url) => gzip.get(url) ?? gzip.set(url, gzipSync(readFileSync(path.join(out, url))).length).get(url);
  const shards = names.includes('shards') ? readdirSync(path.join(out, 'search/shards')).length : 0;
  return { read, urls, gzipOf, shards };
}

/** Queries readers could type on the corpus: the first two words of some page titles, a half-typed one, one with a typo. */
export function queriesOf(output, count, { pageShards }) {
  const documents = output.read(output.urls.documents);
  const pages = documents.sharded ? pageShards(documents).filter((_, at) => at % 37 === 3).flatMap((shard) => output.read(shard.url).pages.slice(0, 1)) : documents.pages.filter((_, at) => at % 97 === 5);
  const titles = pages.map((page) => page.title.toLowerCase().split(' ').slice(0, 2).join(' '));
  const queries = titles.slice(0, Math.max(1, count - 2));
  if (titles[1]) queries.push(titles[1].slice(0, -2));
  if (titles[2]) queries.push(titles[2].replace(/([a-z])([a-z])([a-z]*)$/, '$2$1$3'));
  return queries.slice(0, count);
}

/** What a later keystroke typed (the query after it): a space, a word's first or second letter, or a later one. */
export const keystrokeKind = (typed) => (typed.endsWith(' ') ? 'space' : (['first letter', 'second letter'][typed.length - typed.lastIndexOf(' ') - 2] ?? 'later letter'));
export const KEYSTROKE_KINDS = ['space', 'first letter', 'second letter', 'later letter'];

/** One first search in a fresh context: what it fetched and how long until the results showed. */
async function firstSearch(browser, url, route, query, output, keyGap) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/search/')) responses.push(response);
  });
  await page.addInitScript(recordFirstSearch);
  await page.goto(url + route, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-js'));
  await page.keyboard.press('/');
  // The query goes into the input `/` focused, at once (a paste): a reader types while the
  // dialog's opening animation runs, which Playwright's `fill` waited out (its actionability
  // checks: about 190 ms of a first search at load 1–5, session 26).
  await page.keyboard.insertText(query);
  await page.waitForFunction((text) => document.getElementById('search-results')?.dataset.searchQuery === text, query);
  // A sharded index's dialog paints a first screenful first (data-search-complete="false"), then the whole list.
  await page.waitForFunction(() => document.getElementById('search-results')?.dataset.searchComplete !== 'false');
  // On the page's clock from the key's keydown: Playwright's round trips (the key sent, the
  // results polled for and reported back) are the harness's, 50–100 ms of a search here.
  const { ms, wholeMs, afterTypedMs } = await page.evaluate(() => {
    const times = window.__firstSearch;
    return { ms: times.first - times.pressed, wholeMs: times.complete - times.pressed, afterTypedMs: times.first - times.input };
  });
  // Each file once: the idle prefetch of the two manifests (2 s after load, when a search is slow) answers from the cache but still reports a response.
  const paths = [...new Set(responses.map((response) => new URL(response.url()).pathname))];
  const received = (await Promise.all(responses.map(async (response) => (await response.request().sizes()).responseBodySize))).reduce((sum, size) => sum + size, 0);
  const { keystrokes, kinds, files, cpu } = await laterKeystrokes(browser, page, `${query} ${query.split(' ')[0]}`, responses, keyGap);
  await context.close();
  const typed = await typedSearch(browser, url, route, query, output);
  return { query, ms, wholeMs, afterTypedMs, typedMs: typed.ms, typedGzip: typed.gzip, typedWholeMs: typed.wholeMs, typedWholeGzip: typed.wholeGzip, files: paths.length, gzip: paths.reduce((sum, file) => sum + output.gzipOf(file), 0), received, keystrokes, kinds, keystrokeFiles: files, cpu };
}

/** In the page, from the start (page clock): when `/` went down, when the query first reached the input, and when its results were first shown, and wholly. */
function recordFirstSearch() {
  const times = {};
  window.__firstSearch = times;
  document.addEventListener('keydown', (event) => event.key === '/' && (times.pressed ??= performance.now()), { capture: true });
  document.addEventListener('input', () => (times.input = performance.now()), { capture: true });
  new MutationObserver(() => {
    const list = document.getElementById('search-results');
    const input = document.getElementById('search-input');
    if (!list?.dataset.searchQuery || !input || list.dataset.searchQuery !== input.value) return;
    times.first ??= performance.now();
    if (list.dataset.searchComplete !== 'false') times.complete ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-search-query', 'data-search-complete'] });
}

/** A reader's typing pace for `typedSearch`: 150 ms a key, about 70 words a minute (a word and its space are six keys). */
const TYPING_GAP_MS = 150;

/**
 * The same first search, typed as a reader types (a fresh context, `/` then one key every
 * `TYPING_GAP_MS`): ms from the last key to its results shown, and the search files' gzip
 * bytes fetched by then. The dialog searches as the query grows (and fetches ahead for the
 * likely next keys), so by the last key most of what it needs has come in. Also the ms and
 * bytes until its whole list is shown (`whole`): the pages past the first screenful, and
 * the typos of the word typed last, which the dialog searches once the reader has stopped.
 */
async function typedSearch(browser, url, route, query, output) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const paths = new Set();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/search/')) paths.add(pathname);
    });
    await page.goto(url + route, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-js'));
    await page.keyboard.press('/');
    await page.locator('#search-input').pressSequentially(query, { delay: TYPING_GAP_MS });
    const lastKey = await page.evaluate(() => performance.now());
    const shownWhen = (whole) =>
      page.evaluate(
        ([text, wholeList]) =>
          new Promise((resolve) => {
            const list = document.getElementById('search-results');
            const done = () => list?.dataset.searchQuery === text && (!wholeList || list.dataset.searchComplete !== 'false');
            if (done()) return resolve(performance.now());
            const observer = new MutationObserver(() => done() && (observer.disconnect(), resolve(performance.now())));
            observer.observe(list, { attributes: true, attributeFilter: ['data-search-query', 'data-search-complete'] });
          }),
        [query, whole],
      );
    // What typing fetched up to the results (the guesses of the next keys included), as gzip compresses it.
    const gzip = () => [...paths].reduce((sum, file) => sum + output.gzipOf(file), 0);
    const shown = await shownWhen(false);
    const shownGzip = gzip();
    const whole = await shownWhen(true);
    return { ms: Math.max(0, shown - lastKey), gzip: shownGzip, wholeMs: Math.max(0, whole - lastKey), wholeGzip: gzip() };
  } finally {
    await context.close();
  }
}

/**
 * Types more letters one at a time after the first search; per keystroke, the dialog's time to
 * results (`data-search-ms`) and, from a trace, the main thread's CPU time from the key press
 * until the results are painted (marks `key-n-start`, `key-n-end`: see keystrokeTrace.mjs).
 * A key is pressed once the last one's results are painted and, with `keyGap`, no sooner than
 * `keyGap` ms after the last press (a reader's pace: what the dialog fetches ahead between keys
 * has that long); the files counted per keystroke are those fetched since the last press.
 */
async function laterKeystrokes(browser, page, text, responses, keyGap = 0) {
  const times = [];
  const kinds = [];
  const files = [];
  const input = page.locator('#search-input');
  const mark = (name) => page.evaluate((markName) => void performance.mark(markName), name);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let n = 0;
  let before = responses.length;
  for (const letter of text.slice(text.indexOf(' '))) {
    files.push(responses.length - before);
    before = responses.length;
    const pressed = performance.now();
    await mark(`key-${n}-start`);
    await input.press(letter === ' ' ? 'Space' : letter);
    const typed = await input.inputValue();
    kinds.push(keystrokeKind(typed));
    times.push(await resultsPainted(page, typed, `key-${n++}-end`));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pressed + keyGap - performance.now())));
  }
  files.push(responses.length - before);
  // Per keystroke, the files fetched from its press to the next (the first count is the first search's tail).
  return { keystrokes: times, kinds, files: files.slice(1), cpu: keystrokeCpu((await browser.stopTracing()).toString()) };
}

/**
 * Waits, without polling (which would add tasks to the trace), until the dialog shows the
 * results of `typed`; marks `endMark` once they are painted (a task after the next frame) and
 * returns the dialog's time to results (`data-search-ms`).
 */
function resultsPainted(page, typed, endMark) {
  return page.evaluate(
    ([query, markName]) =>
      new Promise((resolve) => {
        const list = document.getElementById('search-results');
        const painted = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              performance.mark(markName);
              resolve(Number(list.dataset.searchMs));
            }),
          );
        if (list.dataset.searchQuery === query) return painted();
        const observer = new MutationObserver(() => {
          if (list.dataset.searchQuery !== query) return;
          observer.disconnect();
          painted();
        });
        observer.observe(list, { attributes: true, attributeFilter: ['data-search-query'] });
      }),
    [typed, endMark],
  );
}

/** Builds one size of the corpus and measures its first searches. */
async function measureSize(browser, size, queryCount, sharding, keyGap) {
  const [realistic] = benchCorpora('realistic');
  const corpus = realistic.write(path.join(benchDir, 'corpus'), size);
  const dir = writeDocsiteConfig(corpus);
  const out = path.join(dir, 'out-search');
  const started = performance.now();
  const built = spawnSync(process.execPath, [path.join(repo, 'bin/docsite'), 'build', '--out', out, '--force'], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' }, maxBuffer: 1 << 26 });
  if (built.status !== 0) throw new Error(`building ${size} pages failed:\n${(built.stderr || built.stdout).slice(-800)}`);
  const buildSeconds = (performance.now() - started) / 1000;
  const output = searchOutput(out);
  const manifests = output.gzipOf(output.urls.documents) + output.gzipOf(output.urls.index);
  const shardingMs = measureSharding(output, sharding);
  const searches = await searchesOn(browser, out, corpus.firstPage.route, queriesOf(output, queryCount, sharding), output, keyGap);
  return { pages: size, shards: output.shards, manifests, buildSeconds, shardingMs, searches };
}

/** Serves a built folder and runs each query's first search on `route`. */
async function searchesOn(browser, out, route, queries, output, keyGap) {
  const server = await serveSite(repo, out);
  try {
    const searches = [];
    for (const query of queries) searches.push(await firstSearch(browser, server.url, route, query, output, keyGap));
    return searches;
  } finally {
    await server.stop();
  }
}

/** One folder's search files (built elsewhere) served under the host's page, and its first searches; no build time. */
async function measureHosted(browser, host, searchOut, queryCount, sharding, keyGap) {
  const out = hostSearchFiles(host, searchOut);
  const output = searchOutput(out);
  const pages = output.read(output.urls.documents).sectionsPerPage.length;
  const manifests = output.gzipOf(output.urls.documents) + output.gzipOf(output.urls.index);
  const searches = await searchesOn(browser, out, host.route, queriesOf(output, queryCount, sharding), output, keyGap);
  // Not built here: no build time, and sharding is not timed again (a minute of a loaded machine at 20,000 pages).
  return { pages, shards: output.shards, manifests, buildSeconds: NaN, shardingMs: NaN, searches, hosted: searchOut };
}

/** What sharding costs: shardSearchFiles over the site's whole files (joined back from the shards when sharded). */
export function measureSharding(output, { shardSearchFiles, joinSearchShards }) {
  const documents = output.read(output.urls.documents);
  const index = output.read(output.urls.index);
  const whole = index.sharded ? joinSearchShards(documents, index, output.read) : { documents, index };
  const start = performance.now();
  shardSearchFiles(whole.documents, whole.index, output.urls);
  return performance.now() - start;
}

/** The results as a Markdown table and notes. */
export function formatFirstSearch(rows, keyGap = 0) {
  const lines = [
    '| pages | shards | manifests KB gzip | first search: files (median) | KB gzip: median (max) | KB received: median | time to results ms: median (max) | whole list ms: median | from the query typed ms: median (max) | typed at a reader’s pace, after the last key ms: median (max) | typed: KB gzip fetched, median (max) | typed: whole list after the last key ms, median (max) | typed: KB gzip by the whole list, median (max) | later keystrokes ms: median | later keystrokes: files fetched, mean | later keystrokes main-thread CPU ms: median (p90) | build s | sharding ms |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const spread = (values) => `${median(values).toFixed(0)} (${Math.max(...values).toFixed(0)})`;
  for (const row of rows) {
    const { searches } = row;
    const gzip = searches.map((search) => search.gzip);
    const ms = searches.map((search) => search.ms);
    const cpu = searches.flatMap((search) => search.cpu.map((keystroke) => keystroke.cpu));
    const keystrokeFiles = searches.flatMap((search) => search.keystrokeFiles);
    lines.push(
      `| ${row.pages} | ${row.shards} | ${kb(row.manifests)} | ${median(searches.map((search) => search.files))} | ${kb(median(gzip))} (${kb(Math.max(...gzip))}) | ${kb(median(searches.map((search) => search.received)))} | ${median(ms).toFixed(0)} (${Math.max(...ms).toFixed(0)}) | ${median(searches.map((search) => search.wholeMs)).toFixed(0)} | ${spread(searches.map((search) => search.afterTypedMs))} | ${spread(searches.map((search) => search.typedMs))} | ${kb(median(searches.map((search) => search.typedGzip)))} (${kb(Math.max(...searches.map((search) => search.typedGzip)))}) | ${spread(searches.map((search) => search.typedWholeMs))} | ${kb(median(searches.map((search) => search.typedWholeGzip)))} (${kb(Math.max(...searches.map((search) => search.typedWholeGzip)))}) | ${median(searches.flatMap((search) => search.keystrokes)).toFixed(1)} | ${(keystrokeFiles.reduce((sum, count) => sum + count, 0) / keystrokeFiles.length).toFixed(1)} | ${median(cpu).toFixed(1)} (${percentile(cpu, 0.9).toFixed(1)}) | ${Number.isNaN(row.buildSeconds) ? 'hosted' : row.buildSeconds.toFixed(1)} | ${Number.isNaN(row.shardingMs) ? '' : row.shardingMs.toFixed(0)} |`,
    );
  }
  const parts = rows.map((row) => `- ${row.pages} pages, later keystrokes' main-thread CPU ms, median per part: ${['script', 'layout', 'style', 'paint', 'gc'].map((part) => `${part} ${median(row.searches.flatMap((search) => search.cpu.map((keystroke) => keystroke[part]))).toFixed(1)}`).join(', ')} (${row.searches.reduce((sum, search) => sum + search.cpu.length, 0)} keystrokes)${row.hosted ? `; search files from ${row.hosted}, served under a small build's page` : ''}`);
  const byKind = rows.map((row) => {
    const typed = row.searches.flatMap((search) => search.keystrokes.map((ms, at) => [search.kinds[at], ms]));
    return `- ${row.pages} pages, later keystrokes ms, median by what was typed: ${KEYSTROKE_KINDS.map((kind) => {
      const ofKind = typed.filter(([typedKind]) => typedKind === kind).map(([, ms]) => ms);
      return `${kind} ${median(ofKind).toFixed(1)} (${ofKind.length})`;
    }).join(', ')}`;
  });
  const queries = rows.map((row) => `- ${row.pages} pages: ${row.searches.map((search) => `“${search.query}” ${kb(search.gzip)} KB in ${search.files} files, ${search.ms.toFixed(0)} ms`).join('; ')}`);
  return [...lines, '', 'Each query in a fresh browser context (nothing cached): the time runs from pressing `/` on a docs page (its keydown, on the page’s clock: Playwright’s own round trips, 50–100 ms of a search here, are left out; before session 30 they were in) to the results, and includes loading the dialog code; results: the first painted (a first screenful of six pages, when the dialog shows one before the whole list), whole list: all of them (the dialog asks for the pages past the first screenful once the query has stood 250 ms: a reader typing on never needs them). From the query typed: the same search, from the query reaching the input (put in at once, as a paste, as soon as `/` has opened the dialog) to its results shown, on the page’s clock: the part of the first search that is the search itself, without the dialog’s opening and the harness’s typing. Typed at a reader’s pace: the query typed again in a fresh context, one key every 150 ms (about 70 words a minute), from the last key to its results shown; the dialog searches as the query grows, so this is what a reader who types sees; its KB gzip: every search file fetched while typing, the dialog’s guesses of the next keys included; whole list: the same query’s whole results shown (the pages past its first screenful, and the typos of the word typed last, which the dialog searches once the query has stood 250 ms), and the KB fetched by then. KB gzip: the search files fetched, as gzip compresses them; received: what chromium got from `docsite serve` (brotli). Later keystrokes: the same query typed on letter by letter in the same page, ' + (keyGap ? `a key ${keyGap} ms after the last (or once its results are painted, if later)` : 'each key as soon as the last one’s results are painted') + '; files fetched: from one key press to the next (what the dialog fetches ahead between keys included). Main-thread CPU: from a Chrome trace (its thread time, which the load inflates less than wall time), the page’s tasks from the key press until the results are painted (the bench’s own marks included; it waits for the results without polling); the trace’s overhead is in the later keystrokes’ ms too. Sharding: `shardSearchFiles` alone, in process; build: `docsite build --force` with a warm compile cache (hosted: the search files of a build made elsewhere, under a 30-page build’s page).', '', ...parts, '', ...byKind, '', ...queries].join('\n');
}

/** Measures every size (and every hosted folder); the caller prints or writes the table. */
export async function measureFirstSearches(sizes, queryCount = 6, hosted = [], keyGap = 0) {
  const sharding = await loadSharding();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const rows = [];
    for (const size of sizes) rows.push(await measureSize(browser, size, queryCount, sharding, keyGap));
    const host = hosted.length ? buildSearchHost(benchDir, repo) : undefined;
    for (const searchOut of hosted) rows.push(await measureHosted(browser, host, searchOut, queryCount, sharding, keyGap));
    return rows;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const sizes = option('--sizes', args.includes('--hosted') ? '' : '1000,5000').split(',').filter(Boolean).map(Number);
  const hosted = option('--hosted', '').split(',').filter(Boolean);
  const keyGap = Number(option('--key-gap', '0'));
  const rows = await measureFirstSearches(sizes, Number(option('--queries', '6')), hosted, keyGap);
  console.log(formatFirstSearch(rows, keyGap));
}

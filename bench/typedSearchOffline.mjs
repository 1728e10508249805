#!/usr/bin/env node
// A first search typed at a reader's pace, counted in node without a browser:
// `node bench/typedSearchOffline.mjs <out>… [--queries 6] [--gap 150] [--latency 5] [--source DIR]`,
// each <out> a folder with a sharded `search/` (a built site's output). For the bench's queries
// (firstSearch.mjs's) it plays the search dialog on a simulated clock: the two manifests fetched
// when the dialog opens, then one key every `--gap` ms (bench/firstSearch.mjs's `typedSearch`:
// 150), each key a search with the dialog's `wanted` (the input still holds the query) and its
// first screenful shown, and, once a key's results are in, `prefetchAfter` a frame later, as the
// dialog does. A fetch answers `--latency` ms after it starts (at most six at a time, an HTTP/1.1
// host's connections) and the engine's own work takes no time, so the counts do not depend on the
// machine's load. Reported per query: the gzip bytes of every search file fetched until the typed
// query's results are shown (manifests and guesses included: what the browser bench's “typed”
// KB counts), and the simulated ms from the last key to them; the same query put in at once
// (one search, its first screenful) for comparison. `--source DIR` compiles the engine from
// another checkout's src/ (an A/B against a base commit without switching branches).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './importSource.mjs';
import { CONNECTIONS_PER_HOST } from './countingFetch.mjs';
import { queriesOf, searchOutput } from './firstSearch.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const OPTIONS = ['--queries', '--gap', '--latency', '--source'];
const repo = path.resolve(option('--source', path.dirname(path.dirname(fileURLToPath(import.meta.url)))));
const kb = (bytes) => (bytes / 1024).toFixed(0);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const code = await importSource(repo, 'bench-typed-search-offline', { 'src/search/shardLists.ts': ['pageShards'], 'src/search/shardedSearch.ts': ['ShardedSearch'] });

/**
 * A simulated clock: `setTimeout` (the engine's, through the global) queues on it, and `run`
 * plays the queue in time order, letting every promise settle between two timers.
 */
function simulatedClock() {
  let now = 0;
  let sequence = 0;
  const timers = [];
  const realSetTimeout = globalThis.setTimeout;
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const at = (time, callback) => timers.push({ time, sequence: sequence++, callback });
  return {
    now: () => now,
    at,
    install: () => (globalThis.setTimeout = (callback, ms = 0, ...rest) => (at(now + Math.max(0, ms), () => callback(...rest)), 0)),
    uninstall: () => (globalThis.setTimeout = realSetTimeout),
    /** Plays timers until `done()` or none is left. */
    async run(done) {
      await settle();
      while (timers.length > 0 && !done()) {
        timers.sort((a, b) => a.time - b.time || a.sequence - b.sequence);
        const timer = timers.shift();
        now = timer.time;
        timer.callback();
        await settle();
      }
    },
  };
}

/** `fetchJson` over `read` on the clock: each answer `latency` ms after it starts, at most six at a time. */
function clockedFetch(clock, read, latency) {
  const free = Array(CONNECTIONS_PER_HOST).fill(0);
  return (url) =>
    new Promise((resolve) => {
      const connection = free.indexOf(Math.min(...free));
      const start = Math.max(clock.now(), free[connection]);
      free[connection] = start + latency;
      clock.at(start + latency, () => resolve(read(url)));
    });
}

/** The gzip bytes of the manifests and the shards fetched so far, and their count. */
function fetchedSoFar(output, engine) {
  const files = [output.urls.documents, output.urls.index, ...(engine?.store.fetched ?? [])];
  return { gzip: files.reduce((sum, url) => sum + output.gzipOf(url), 0), files: files.length };
}

/**
 * The dialog over a fresh engine, typed into one key every `gap` ms (or the query put in at
 * once): the bytes fetched and the ms from the last key until `query`'s results are first
 * shown (`shown`: a first screenful, as the browser bench's typed KB counts) and until they
 * are complete (`complete`: the whole list, with the typos of the word typed last).
 */
async function typed(output, query, { gap, latency, atOnce }) {
  const clock = simulatedClock();
  clock.install();
  try {
    const fetchJson = clockedFetch(clock, output.read, latency);
    let engine;
    let traced = 0;
    let input = '';
    const moments = {};
    const reached = (moment, text) => {
      if (text === query && !moments[moment]) moments[moment] = { ms: clock.now() - lastKey, ...fetchedSoFar(output, engine) };
    };
    // The dialog's `update`, on each key once the engine is in.
    const update = () => {
      const text = input;
      if (!engine || !text.trim()) return;
      const current = () => input === text;
      engine.searchFirstScreen(text, () => current() && reached('shown', text), current).then(
        () => {
          if (!current()) return;
          reached('shown', text);
          reached('complete', text);
          // A frame, then a task: the dialog's `prefetchAfter`.
          if (!NO_GUESSES) clock.at(clock.now() + 16, () => input === text && void engine.prefetchAfter(text));
        },
        () => undefined,
      );
    };
    Promise.all([fetchJson(output.urls.documents), fetchJson(output.urls.index)]).then(([documents, index]) => {
      engine = new code.ShardedSearch(documents, index, fetchJson);
      update();
    });
    const keys = atOnce ? [query] : [...query];
    keys.forEach((key, at) =>
      clock.at(at * gap, () => {
        if (TRACE && engine) console.log(`    ${JSON.stringify(input)} → ${engine.store.fetched.slice(traced).map((url) => `${path.basename(url).split('.')[0]}:${kb(output.gzipOf(url))}`).join(' ')}`), (traced = engine.store.fetched.length);
        input += key;
        update();
      }),
    );
    const lastKey = (keys.length - 1) * gap;
    await clock.run(() => moments.complete !== undefined);
    const kinds = {};
    for (const url of engine?.store.fetched ?? []) {
      const kind = path.basename(url).split('.')[0];
      kinds[kind] = [(kinds[kind]?.[0] ?? 0) + 1, (kinds[kind]?.[1] ?? 0) + output.gzipOf(url)];
    }
    return { ...moments, kinds };
  } finally {
    clock.uninstall();
  }
}

const count = Number(option('--queries', '6'));
// --no-guesses: the dialog without `prefetchAfter` (what the guesses cost).
const NO_GUESSES = args.includes('--no-guesses');
// --trace: per key, the files fetched since the last one.
const TRACE = args.includes('--trace');
const settings = { gap: Number(option('--gap', '150')), latency: Number(option('--latency', '5')) };
for (const folder of args.filter((arg, at) => !arg.startsWith('--') && !OPTIONS.includes(args[at - 1]))) {
  const output = searchOutput(folder);
  const pages = output.read(output.urls.documents).sectionsPerPage.length;
  const manifests = output.gzipOf(output.urls.documents) + output.gzipOf(output.urls.index);
  console.log(`${folder}: ${pages} pages, manifests ${kb(manifests)} KB gzip, a key every ${settings.gap} ms, fetches of ${settings.latency} ms (source ${repo})`);
  const rows = [];
  for (const query of queriesOf(output, count, code)) {
    const once = await typed(output, query, { ...settings, atOnce: true });
    const keyed = await typed(output, query, settings);
    rows.push({ once, keyed });
    const kinds = Object.entries(keyed.kinds).map(([kind, [files, bytes]]) => `${kind} ${files}/${kb(bytes)}`).join(' ');
    console.log(`  “${query}”: typed, shown ${kb(keyed.shown.gzip)} KB ${keyed.shown.ms} ms after the last key, complete ${kb(keyed.complete.gzip)} KB in ${keyed.complete.files} files (${kinds}) ${keyed.complete.ms} ms; at once, shown ${kb(once.shown.gzip)} KB ${once.shown.ms} ms, complete ${kb(once.complete.gzip)} KB ${once.complete.ms} ms`);
  }
  const of = (kind, moment, field) => rows.map((row) => row[kind][moment][field]);
  const summary = (kind, moment) => `${kb(median(of(kind, moment, 'gzip')))} KB (max ${kb(Math.max(...of(kind, moment, 'gzip')))}) at ${median(of(kind, moment, 'ms'))} ms (max ${Math.max(...of(kind, moment, 'ms'))})`;
  console.log(`  median: typed, shown ${summary('keyed', 'shown')}, complete ${summary('keyed', 'complete')}; at once, shown ${summary('once', 'shown')}, complete ${summary('once', 'complete')}`);
}

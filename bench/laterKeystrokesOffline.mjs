#!/usr/bin/env node
// Later keystrokes counted in node, without a browser: `node bench/laterKeystrokesOffline.mjs
// <out>… [--queries 6] [--letters 2]`, each <out> a folder with a sharded `search/` (a built
// site's output, or bench/searchHost.mjs's input). For the bench's queries (firstSearch.mjs's)
// it runs the sharded engine over a reader from the folder: a first search, then the same
// letters bench/firstSearch.mjs types on, one search per keystroke, twice: without guessing
// (what main did) and with `prefetchAfter` after each keystroke's results, the reader taking
// long enough between keys for the guesses' fetches to come in. Per keystroke it counts the
// files the keystroke itself waited for, its round trips (fetches that had to wait for an
// earlier one), and the bytes (gzip) of every file fetched, guesses included: what guessing
// saves the reader and what it costs the network. Load-independent, unlike the browser's ms.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './importSource.mjs';
import { countingFetch } from './countingFetch.mjs';
import { KEYSTROKE_KINDS, keystrokeKind, queriesOf, searchOutput } from './firstSearch.mjs';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const kb = (bytes) => (bytes / 1024).toFixed(0);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

const code = await importSource(repo, 'bench-later-keystrokes', { 'src/search/shardLists.ts': ['pageShards'], 'src/search/shardedSearch.ts': ['ShardedSearch'] });

/** The letters typed after the first search, as bench/firstSearch.mjs types them: a space, the second word again, the first. */
export const laterLetters = (query) => `${query} ${query.split(' ')[0]}`.slice(query.indexOf(' ') < 0 ? query.length : query.indexOf(' '));

/** A fresh engine over the folder whose fetches are counted: files and round trips since `mark()`. */
function countedEngine(output) {
  const { fetchJson, rounds } = countingFetch(output.read);
  const engine = new code.ShardedSearch(output.read(output.urls.documents), output.read(output.urls.index), fetchJson);
  let since = { files: 0, rounds: 0 };
  return {
    engine,
    mark: () => void (since = { files: engine.store.fetched.length, rounds: rounds() }),
    counted: () => ({ files: engine.store.fetched.slice(since.files), rounds: rounds() - since.rounds }),
  };
}

/** One query typed on: per keystroke, the files it waited for and its round trips; every later file's bytes. */
async function typeOn(output, query, guess) {
  const { engine, mark, counted } = countedEngine(output);
  await engine.search(query);
  const firstFiles = engine.store.fetched.length;
  const keystrokes = [];
  let typed = query;
  // CPU ms (reading and parsing the files included, as a browser's fetch does): the keystrokes' searches, and the guesses between them.
  const cpuMs = (since) => ((used) => (used.user + used.system) / 1000)(process.cpuUsage(since));
  let guessCpu = 0;
  for (const letter of laterLetters(query)) {
    const guessing = process.cpuUsage();
    if (guess) await engine.prefetchAfter(typed);
    guessCpu += cpuMs(guessing);
    typed += letter;
    mark();
    const searching = process.cpuUsage();
    await engine.search(typed);
    const { files, rounds } = counted();
    keystrokes.push({ files: files.length, rounds, kind: keystrokeKind(typed), cpu: cpuMs(searching) });
  }
  const later = engine.store.fetched.slice(firstFiles);
  return { keystrokes, guessCpu, files: later.length, gzip: later.reduce((sum, url) => sum + output.gzipOf(url), 0) };
}

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const count = Number(option('--queries') ?? 6);
for (const folder of args.filter((arg, at) => !arg.startsWith('--') && args[at - 1] !== '--queries')) {
  const output = searchOutput(folder);
  const pages = output.read(output.urls.documents).sectionsPerPage.length;
  console.log(`${folder}: ${pages} pages, ${output.shards} shards`);
  for (const guess of [false, true]) {
    const typed = [];
    for (const query of queriesOf(output, count, code)) typed.push(await typeOn(output, query, guess));
    const keystrokes = typed.flatMap((search) => search.keystrokes);
    const waited = keystrokes.filter((keystroke) => keystroke.files > 0).length;
    const gzip = typed.reduce((sum, search) => sum + search.gzip, 0);
    const files = typed.reduce((sum, search) => sum + search.files, 0);
    const kinds = KEYSTROKE_KINDS.map((kind) => {
      const ofKind = keystrokes.filter((keystroke) => keystroke.kind === kind);
      return `${kind} ${ofKind.filter((keystroke) => keystroke.files > 0).length}/${ofKind.length} (round trips max ${Math.max(0, ...ofKind.map((keystroke) => keystroke.rounds))})`;
    });
    console.log(
      `  ${guess ? 'with guesses' : 'no guesses  '}: ${keystrokes.length} keystrokes, files waited for mean ${mean(keystrokes.map((k) => k.files)).toFixed(1)}, round trips mean ${mean(keystrokes.map((k) => k.rounds)).toFixed(2)} (median ${median(keystrokes.map((k) => k.rounds))}, max ${Math.max(...keystrokes.map((k) => k.rounds))}), keystrokes that waited ${waited}; fetched after the first search ${files} files, ${kb(gzip)} KB gzip (${kb(gzip / keystrokes.length)} KB per keystroke); CPU ms per keystroke: its search median ${median(keystrokes.map((k) => k.cpu)).toFixed(1)} (mean ${mean(keystrokes.map((k) => k.cpu)).toFixed(1)}), the guesses after it mean ${(typed.reduce((sum, search) => sum + search.guessCpu, 0) / keystrokes.length).toFixed(1)}; waited, by kind: ${kinds.join(', ')}`,
    );
  }
}

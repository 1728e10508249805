#!/usr/bin/env node
// A first search counted in node, without a browser: `node bench/firstSearchOffline.mjs <out>…
// [--queries 6] [--reshard]`, each <out> a built site's output folder (or any folder with its
// `search/`), such as bench/corpus/realistic/20000/out-search after `npm run bench -- --only
// firstsearch`. For the bench's queries (firstSearch.mjs's) it runs the sharded engine over a
// reader from the folder and counts what a browser would fetch: files and their gzip bytes (the
// two manifests included), by kind, and the round trips (fetches that had to wait for an earlier
// one: the manifests are one). `--reshard` joins the files back and shards them again with the
// current src/ (a build's output from before a format change), and reports what sharding costs;
// `--shard-bytes 6000,6000,8000,8000` reshards with other target sizes (words, tails, postings, documents);
// `--table 2048,2000` with another postings table rule (above that many postings shards, table shards of those bytes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { importSource } from './importSource.mjs';
import { countingFetch } from './countingFetch.mjs';
import { queriesOf, searchOutput } from './firstSearch.mjs';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const kb = (bytes) => (bytes / 1024).toFixed(0);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const code = await importSource(repo, 'bench-first-search-offline', {
  'src/search/shardSearchFiles.ts': ['shardSearchFiles', 'SHARD_BYTES'],
  'src/search/joinSearchShards.ts': ['joinSearchShards'],
  'src/search/shardLists.ts': ['pageShards'],
  'src/search/shardedSearch.ts': ['ShardedSearch'],
});

/** The search output as a reader by URL with gzip sizes: the folder's, or resharded in memory. */
function outputOf(folder, reshard, sizes) {
  const output = searchOutput(folder);
  if (!reshard) return { ...output, files: undefined };
  const whole = code.joinSearchShards(output.read(output.urls.documents), output.read(output.urls.index), output.read);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const files = code.shardSearchFiles(whole.documents, whole.index, output.urls, sizes);
  const shardingMs = performance.now() - started;
  // CPU time too: on a loaded machine the wall time says more about the load than the work.
  const used = process.cpuUsage(cpu);
  const shardingCpuMs = (used.user + used.system) / 1000;
  const text = (url) => files.get(url.slice(1)) ?? readFileSync(path.join(folder, url), 'utf8');
  const gzip = new Map();
  return { urls: output.urls, read: (url) => JSON.parse(text(url)), gzipOf: (url) => gzip.get(url) ?? gzip.set(url, gzipSync(text(url)).length).get(url), shards: files.size - 2, shardingMs, shardingCpuMs };
}

/** One first search on a fresh engine: files, bytes, round trips. */
async function firstSearch(output, query) {
  const { fetchJson, rounds, waves, wavesToFirstOfRound } = countingFetch(output.read);
  const engine = new code.ShardedSearch(output.read(output.urls.documents), output.read(output.urls.index), fetchJson);
  const started = performance.now();
  let firstScreen;
  // The dialog's way: the first screenful's pages come in the first wave of the last round trip.
  const results = await engine.searchFirstScreen(query, () => (firstScreen = wavesToFirstOfRound() + 1));
  const ms = performance.now() - started;
  const files = [output.urls.documents, output.urls.index, ...engine.store.fetched];
  const kinds = {};
  for (const url of engine.store.fetched) {
    const kind = path.basename(url).split('.')[0];
    kinds[kind] = [(kinds[kind]?.[0] ?? 0) + 1, (kinds[kind]?.[1] ?? 0) + output.gzipOf(url)];
  }
  // The two manifests, fetched together before the engine exists, are one more.
  return { query, files: files.length, gzip: files.reduce((sum, url) => sum + output.gzipOf(url), 0), rounds: rounds() + 1, waves: waves() + 1, firstScreenWaves: firstScreen ?? waves() + 1, groups: results.groups.length, ms, kinds };
}

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const count = Number(option('--queries') ?? 6);
// --shard-bytes words,tails,postings,documents: reshard with other target sizes than SHARD_BYTES.
const shardBytes = option('--shard-bytes')?.split(',').map(Number);
// --table above,bytes: the postings list cut into table shards above that many postings shards (POSTINGS_TABLE).
const table = option('--table')?.split(',').map(Number);
const sizes = (shardBytes || table) && { ...code.SHARD_BYTES, ...(shardBytes && { words: shardBytes[0], tails: shardBytes[1], postings: shardBytes[2], documents: shardBytes[3] }), ...(table && { table: { above: table[0], bytes: table[1] } }) };
for (const folder of args.filter((arg, at) => !arg.startsWith('--') && !['--queries', '--shard-bytes', '--table'].includes(args[at - 1]))) {
  const output = outputOf(folder, args.includes('--reshard') || sizes !== undefined, sizes);
  const manifests = output.gzipOf(output.urls.documents) + output.gzipOf(output.urls.index);
  const searches = [];
  // The queries of the folder as built, so that resharding with other sizes searches the same ones.
  for (const query of queriesOf(searchOutput(folder), count, code)) searches.push(await firstSearch(output, query));
  console.log(`${folder}: manifests ${kb(manifests)} KB gzip${output.shardingMs === undefined ? '' : `, ${output.shards} shards, sharding ${output.shardingMs.toFixed(0)} ms (CPU ${output.shardingCpuMs.toFixed(0)} ms)`}`);
  for (const search of searches) {
    const kinds = Object.entries(search.kinds).map(([kind, [files, bytes]]) => `${kind} ${files}/${kb(bytes)}`).join(' ');
    console.log(`  “${search.query}” ${kb(search.gzip)} KB, ${search.files} files, ${search.rounds} round trips (${search.waves} waves, ${search.firstScreenWaves} to the first screenful), ${search.groups} groups, ${search.ms.toFixed(0)} ms: ${kinds}`);
  }
  const gzip = searches.map((search) => search.gzip);
  console.log(`  median ${kb(median(gzip))} KB (max ${kb(Math.max(...gzip))}), files median ${median(searches.map((search) => search.files))}, round trips median ${median(searches.map((search) => search.rounds))} (max ${Math.max(...searches.map((search) => search.rounds))}), waves of six files median ${median(searches.map((search) => search.waves))} (max ${Math.max(...searches.map((search) => search.waves))}), to the first screenful ${median(searches.map((search) => search.firstScreenWaves))} (max ${Math.max(...searches.map((search) => search.firstScreenWaves))}), mean waves ${(searches.reduce((sum, search) => sum + search.waves, 0) / searches.length).toFixed(2)} → ${(searches.reduce((sum, search) => sum + search.firstScreenWaves, 0) / searches.length).toFixed(2)}`);
}

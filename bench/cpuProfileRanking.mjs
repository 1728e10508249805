#!/usr/bin/env node
// Ranks where a build's CPU went, from the profiles `node --cpu-prof` writes (one per thread):
//   node --cpu-prof --cpu-prof-dir=<dir> bin/docsite build --out out
//   node bench/cpuProfileRanking.mjs <dir> [--top N]
// For each thread: its busy time (samples not idle), then time by package and by source file
// of docsite (dist/ chunks mapped back to src/ through their source maps): inclusive (a package
// counted once per sample however deep it recurses) for packages and src/ files, self time for
// the rest (node's internals, native code, garbage collection). Profiles sample wall time while
// the thread runs: on a loaded machine the shares hold, not the seconds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

const [dir, ...rest] = process.argv.slice(2);
if (!dir) throw new Error('usage: node bench/cpuProfileRanking.mjs <profile dir> [--top N]');
const top = rest.includes('--top') ? Number(rest[rest.indexOf('--top') + 1]) : 25;

const maps = new Map();
/** A dist/ chunk's source map, when it has one. */
function mapOf(file) {
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  return maps.get(file);
}

/** What a frame is counted under: `pkg:<name>`, a src/ file, node's internals, or V8's own entries ((garbage collector), (idle)). */
function bucketOf({ url, functionName, lineNumber, columnNumber }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  let source = url;
  const chunk = url.match(/^file:\/\/(.*\/dist\/[^/]+\.js)$/);
  if (chunk) source = mapOf(chunk[1])?.findEntry(lineNumber, columnNumber)?.originalSource ?? url;
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return `pkg:${pkg[1]}`;
  const own = source.match(/\/(src\/.*)$/);
  return own ? own[1] : source.replace(/^file:\/\//, '');
}

/** One thread's profile: busy seconds and inclusive seconds per bucket. */
function rank(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const selfTime = new Map();
  profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + profile.timeDeltas[index]));
  const buckets = new Map();
  const bucketOfNode = new Map();
  const inclusive = (bucket) => bucket.startsWith('pkg:') || bucket.startsWith('src/');
  let total = 0;
  for (const [id, micros] of selfTime) {
    total += micros;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      if (!bucketOfNode.has(at)) bucketOfNode.set(at, bucketOf(nodes.get(at).callFrame));
      const bucket = bucketOfNode.get(at);
      if (seen.has(bucket) || (at !== id && !inclusive(bucket))) continue;
      seen.add(bucket);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + micros);
    }
  }
  return { total: total / 1e6, idle: (buckets.get('(idle)') ?? 0) / 1e6, buckets: [...buckets].map(([name, micros]) => [name, micros / 1e6]).sort((a, b) => b[1] - a[1]) };
}

for (const name of readdirSync(dir).filter((file) => file.endsWith('.cpuprofile')).sort()) {
  const { total, idle, buckets } = rank(path.join(dir, name));
  const busy = total - idle;
  console.log(`\n${name}: busy ${busy.toFixed(2)} s of ${total.toFixed(2)} s sampled`);
  for (const [bucket, seconds] of buckets.filter(([bucket]) => bucket !== '(idle)').slice(0, top)) console.log(`${seconds.toFixed(2).padStart(8)} s ${((100 * seconds) / busy).toFixed(1).padStart(5)}%  ${bucket}`);
}
